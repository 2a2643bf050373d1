/**
 * `<site-carousel>` before it upgrades (joined into `site-elements.css`): the child elements are a
 * row that scrolls sideways and snaps to each slide, one slide wide (or data-slides-to-show wide, 2
 * to 5, per breakpoint), with the element's default gap. The box is as tall as the upgraded
 * carousel, from the same sizes, so nothing below it moves: the row of previous / next buttons and
 * any thumbnail strip are reserved as padding, and a vertical carousel has its fixed height. The
 * row's scrollbar is hidden because its height differs between systems (touch, trackpads and
 * Shift + wheel still scroll it).
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { BREAKPOINTS } from '../../shared/carousel/options.ts';
import { CAROUSEL_SIZES, DEFAULT_SPACING_PX, THUMBNAIL_SPACING_PX } from './sizes.ts';

const host = 'site-carousel:not(:defined)';
const gap = `${DEFAULT_SPACING_PX}px`;
/** More than one slide: the upgraded carousel shows its buttons. */
const severalSlides = ':has(> :not(script) ~ :not(script))';
/** The buttons' row and the space above it. */
const controlsRow = `(${CAROUSEL_SIZES.controlHeight} + ${vars.space.small})`;
const thumbnails = 'var(--site-carousel-thumbnails)';
const [thumbWidth, thumbHeight] = CAROUSEL_SIZES.thumbnailAspectRatio.split('/').map((n) => n.trim());
const SLIDE_COUNTS = [2, 3, 4, 5];

/** The flex basis of one of `count` slides in view. */
const basis = (count: number): string => (count === 1 ? '100%' : `calc((100% - ${count - 1} * ${gap}) / ${count})`);

globalStyle(host, {
  display: 'flex',
  gap,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});
globalStyle(`${host}${severalSlides}`, { paddingBottom: `calc${controlsRow}` });
// The thumbnail strip: its own row below the buttons, each thumbnail as wide as a share of the row.
globalStyle(`${host}[data-thumbnails]:not([data-thumbnails='0'])${severalSlides}`, {
  vars: { '--site-carousel-thumbnails': String(CAROUSEL_SIZES.defaultThumbnails) },
  paddingBottom: `calc(${controlsRow} + ${vars.space.small} + (100% - (${thumbnails} - 1) * ${THUMBNAIL_SPACING_PX}px) / ${thumbnails} * ${thumbHeight} / ${thumbWidth})`,
});
for (const count of [2, 3, 5, 6])
  globalStyle(`${host}[data-thumbnails='${count}']`, { vars: { '--site-carousel-thumbnails': String(count) } });
globalStyle(`${host}[data-direction='vertical']`, {
  boxSizing: 'content-box',
  flexDirection: 'column',
  height: CAROUSEL_SIZES.verticalHeight,
  overflow: 'hidden auto',
  overscrollBehavior: 'contain',
  scrollSnapType: 'y mandatory',
});
globalStyle(`${host} > *`, { flex: '0 0 100%', minWidth: 0, margin: 0, scrollSnapAlign: 'start' });
for (const count of SLIDE_COUNTS) globalStyle(`${host}[data-slides-to-show='${count}'] > *`, { flexBasis: basis(count) });
globalStyle(`${host} img`, { display: 'block', maxWidth: '100%', height: 'auto' });
// With inline JSON, the fallback slides stand in for the JSON ones: pictures in the shape they will show.
globalStyle(`${host}:has(> script[type='application/json']) figure > img`, {
  width: '100%',
  aspectRatio: CAROUSEL_SIZES.pictureAspectRatio,
  objectFit: 'cover',
});
// A caption the way inline-JSON slides show theirs: a bold title line, then the text.
globalStyle(`${host} figcaption`, { padding: `${vars.space.small} 0`, fontSize: vars.font.sizeSmall, lineHeight: 1.4 });
globalStyle(`${host} figcaption > strong:first-child`, { display: 'block', fontSize: vars.font.sizeBase, fontWeight: 600 });
globalStyle(`${host} > script[type='application/json']`, { display: 'none' });
// Per breakpoint (data-slides-to-show-sm, -md, -lg, -xl), wider screens last so they win.
for (const [name, width] of Object.entries(BREAKPOINTS)) {
  for (const count of [1, ...SLIDE_COUNTS]) {
    globalStyle(`${host}[data-slides-to-show-${name}='${count}'] > *`, {
      '@media': { [`(min-width: ${width}px)`]: { flexBasis: basis(count) } },
    });
  }
}
