import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';
import { insetFocusRing } from '../../../shared/theme/style-blocks.ts';
import { CAROUSEL_SIZES } from '../sizes.ts';

// keen-slider's stylesheet (keen-slider/keen-slider.min.css 6.8), carried here so it ships in this
// element's CSS rather than as a file of its own or from a CDN.
const keen = '.keen-slider:not([data-keen-slider-disabled])';
globalStyle(keen, {
  display: 'flex',
  alignContent: 'flex-start',
  overflow: 'hidden',
  position: 'relative',
  width: '100%',
  touchAction: 'pan-y',
  userSelect: 'none',
  WebkitTouchCallout: 'none',
  WebkitTapHighlightColor: 'transparent',
});
globalStyle(`${keen} .keen-slider__slide`, { position: 'relative', overflow: 'hidden', width: '100%', minHeight: '100%' });
globalStyle(`${keen}[data-keen-slider-reverse]`, { flexDirection: 'row-reverse' });
globalStyle(`${keen}[data-keen-slider-v]`, { flexWrap: 'wrap' });
// The pre-upgrade row (a sideways-scrolling list of the child elements) is in fallback.css.ts, from sizes.ts as here.

// A flex box like the pre-upgrade row, so upgrading does not re-create its layout box.
// Only once defined: this stylesheet can arrive before the element's code, and a column would stack the
// pre-upgrade row's slides (a tall box for a frame, everything below moved).
globalStyle('site-carousel:defined', { display: 'flex', flexDirection: 'column' });

/** Stable hook: the carousel region. */
export const root = style({ position: 'relative', fontFamily: vars.font.body, color: vars.color.text });

/** The box around the slides: the live region. */
export const viewport = style({ position: 'relative' });

/**
 * keen-slider sizes the slides one frame after it starts (in requestAnimationFrame): until then they
 * get their final width here (--site-carousel-slide-width, worked out by the view: one custom property
 * rather than a calc() of several costs less style time per slide), so the carousel is as tall in
 * that first frame as afterwards and nothing below it moves.
 */
export const track = style({});
globalStyle(`${track}:not([data-keen-slider-v]) > .keen-slider__slide`, {
  flex: '0 0 auto',
  width: 'var(--site-carousel-slide-width, 100%)',
});

export const vertical = style({ height: CAROUSEL_SIZES.verticalHeight });

/** A fade stacks the slides in one cell; their opacity follows the track. */
export const fade = style({
  selectors: {
    '&.keen-slider:not([data-keen-slider-disabled])': { display: 'grid' },
  },
});
globalStyle(`${fade} > *`, { gridArea: '1 / 1' });

/** A slide box; a server-rendered slide element made the slide in place keeps no outer margin (as before upgrade). */
export const slide = style({ boxSizing: 'border-box', margin: 0 });

/** The box a server-rendered slide element is wrapped in when its own role must stay (a link, a picture). */
export const slot = style({ height: '100%' });
// A slide element keeps no outer margin (as before upgrade): the gap is data-spacing.
globalStyle(`${slot} > *`, { margin: 0 });
// A vertical slide is as tall as the view allows: its content fills it and pictures are cropped to fit.
globalStyle(`${vertical} ${slot} > *`, { height: '100%' });
globalStyle(`${vertical} ${slide} img`, { width: '100%', height: '100%', objectFit: 'cover' });
globalStyle(`${slide} img`, { display: 'block', maxWidth: '100%', height: 'auto' });

/** A slide from inline JSON: picture with an optional title and caption. */
export const figure = style({ margin: 0, height: '100%', display: 'flex', flexDirection: 'column' });
export const picture = style({
  display: 'block',
  width: '100%',
  aspectRatio: CAROUSEL_SIZES.pictureAspectRatio,
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
});
export const caption = style({ padding: `${vars.space.small} 0`, fontSize: vars.font.sizeSmall, lineHeight: 1.4 });
export const captionTitle = style({ display: 'block', fontSize: vars.font.sizeBase, fontWeight: 600 });
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  display: 'block',
  selectors: { '&:focus-visible': insetFocusRing },
});

/** One row at every width (its height is reserved before upgrade, fallback.css.ts). */
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

export const button = style({
  boxSizing: 'border-box',
  minWidth: CAROUSEL_SIZES.controlHeight,
  height: CAROUSEL_SIZES.controlHeight,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'default', color: vars.color.textMuted, opacity: 0.6 },
  },
});

export const arrow = style({ fontSize: '1.25rem', lineHeight: 1 });

/** The dots stay on the controls' row: when they do not fit, they scroll sideways (the current one kept in view). */
export const dots = style({
  display: 'flex',
  flex: '0 1 auto',
  minWidth: 0,
  gap: vars.space.xsmall,
  margin: '0 auto',
  // Room for the focus ring inside the scrolling box.
  padding: '4px',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

/**
 * A 1.5rem target with a 0.75rem ring in its middle, drawn without a pseudo-element (a third of the
 * dots' style and layout time): the transparent border is the space around the ring, an inset
 * shadow inside it the ring, the background (clipped to inside the border) the current dot's fill.
 */
export const dot = style({
  boxSizing: 'border-box',
  flex: '0 0 auto',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: '0.375rem solid transparent',
  borderRadius: vars.radius.round,
  background: 'transparent',
  backgroundClip: 'padding-box',
  boxShadow: `inset 0 0 0 2px ${vars.color.textMuted}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { backgroundColor: vars.color.primary, boxShadow: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
  '@media': {
    // Forced colours would drop the shadow and paint the transparent border: system colours instead.
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      boxShadow: 'inset 0 0 0 2px ButtonText',
      selectors: {
        '&[aria-current="true"]': { backgroundColor: 'Highlight', boxShadow: 'none' },
        '&:focus-visible': { outlineColor: 'CanvasText' },
      },
    },
  },
});

export const thumbnails = style({ marginTop: vars.space.small });

export const thumbnail = style({
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  font: 'inherit',
  aspectRatio: CAROUSEL_SIZES.thumbnailAspectRatio,
  overflow: 'hidden',
  cursor: 'pointer',
  opacity: 0.7,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-4px', opacity: 1 },
  },
});
globalStyle(`${thumbnail} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
