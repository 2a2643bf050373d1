/**
 * The carousel's boxes, shared by the upgraded element (css/site-carousel.css.ts and the spacing its
 * code passes to keen-slider) and its pre-upgrade box (fallback.css.ts), so the carousel is as tall
 * before its code runs as after and nothing below it moves.
 */

/** The gap between slides when `data-spacing` is not set, in px. */
export const DEFAULT_SPACING_PX = 16;

/** The gap between thumbnails, in px. */
export const THUMBNAIL_SPACING_PX = 8;

/** The sizes the stylesheets read. */
export const CAROUSEL_SIZES = {
  /** The previous / next buttons; their row sits `space.small` below the slides. */
  controlHeight: '2.75rem',
  /** The thumbnail strip's default count and the thumbnails' shape. */
  defaultThumbnails: 4,
  thumbnailAspectRatio: '4 / 3',
  /** A vertical carousel's height; `--site-carousel-height` changes it. */
  verticalHeight: 'var(--site-carousel-height, 24rem)',
  /** A picture of an inline-JSON slide. */
  pictureAspectRatio: '16 / 9',
} as const;
