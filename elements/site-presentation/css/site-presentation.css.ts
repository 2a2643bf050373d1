import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';
import { visuallyHidden as visuallyHiddenBlock, bodyText } from '../../../shared/theme/style-blocks.ts';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const reduced = '(prefers-reduced-motion: reduce)';

globalStyle('site-presentation', { display: 'block' });
globalStyle('site-presentation:fullscreen', { background: vars.color.surface, overflow: 'auto' });

/** Stable hook: the viewer (`data-mode` is `slides`, `grid` or `presenting`). */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  ...bodyText,
  minWidth: 0,
  selectors: {
    '&[data-presenting]': {
      position: 'fixed',
      inset: 0,
      zIndex: vars.layer.overlay,
      padding: vars.space.medium,
      background: vars.color.surface,
      overflow: 'auto',
    },
  },
});

globalStyle(`site-presentation:fullscreen ${root}`, { minHeight: '100vh', boxSizing: 'border-box', padding: vars.space.medium });

export const main = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { '(min-width: 768px)': { selectors: { [`${root}[data-presenting] &`]: { gridTemplateColumns: '3fr 1fr' } } } },
});

/** Stable hook: the slide area. */
export const stage = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: { '&[hidden]': { display: 'none' } },
  // Below 768 px the stage takes the height of its slide instead of a 16:9 box.
  '@media': { '(max-width: 767px)': { aspectRatio: 'auto' } },
});

/** Stable hook: one slide. */
export const slide = style({
  boxSizing: 'border-box',
  position: 'absolute',
  inset: 0,
  display: 'flex',
  gap: vars.space.large,
  // `safe` keeps a slide taller than the stage scrollable from its top.
  alignItems: 'safe center',
  padding: `${vars.space.large} ${vars.space.xlarge}`,
  overflow: 'auto',
  animation: `${fade} ${vars.motion.medium} ease-out`,
  selectors: {
    '&[hidden]': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
  '@media': {
    [reduced]: { animation: 'none' },
    '(max-width: 767px)': { position: 'relative', flexDirection: 'column', alignItems: 'stretch', padding: vars.space.medium },
  },
});

globalStyle(`${slide} > div`, { flex: '1 1 0', minWidth: 0 });
globalStyle(`${slide} img`, { maxWidth: '100%', height: 'auto', maxHeight: '60vh' });

/** The server's own slide nodes: text on the left, a direct image or figure on the right. */
export const nodes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.large,
  alignItems: 'center',
  selectors: { '&:has(> :is(img, figure, picture))': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 40%)' } },
  '@media': { '(max-width: 767px)': { selectors: { '&:has(> :is(img, figure, picture))': { gridTemplateColumns: 'minmax(0, 1fr)' } } } },
});

globalStyle(`${nodes} > :is(h1, h2, h3, h4, h5, h6)`, { marginTop: 0, fontFamily: vars.font.heading, lineHeight: 1.2 });
globalStyle(`${nodes} > :is(img, figure, picture)`, { gridColumn: 2, gridRow: '1 / span 20', margin: 0, justifySelf: 'center' });
globalStyle(`${nodes} > :is(img, figure, picture)`, { '@media': { '(max-width: 767px)': { gridColumn: 1, gridRow: 'auto' } } });

export const text = style({});
export const title = style({ marginTop: 0, fontFamily: vars.font.heading, fontSize: '1.75rem', lineHeight: 1.2 });

export const figure = style({ flex: '0 1 40%', minWidth: 0, maxHeight: '100%', objectFit: 'contain', borderRadius: vars.radius.small });

/** Stable hook: the row of buttons. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const spacer = style({ flex: '1 1 auto', '@media': { '(max-width: 767px)': { flex: 'none' } } });

export const button = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  height: '2.75rem',
  '@media': { '(max-width: 767px)': { minWidth: '2.5rem', height: '2.5rem' } },
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { cursor: 'default', color: vars.color.textMuted, background: vars.color.surfaceAlt },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
  },
});

export const icon = style({ width: '1.25rem', height: '1.25rem', fill: 'currentColor' });

/** Stable hook: the "N / M" counter. */
export const counter = style({ minWidth: '3.5rem', textAlign: 'center', fontVariantNumeric: 'tabular-nums', fontWeight: 600 });

/** Stable hook: the thumbnail strip. */
export const thumbnails = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: `${vars.space.xsmall} 0`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const thumb = style([
  button,
  {
    flexDirection: 'column',
    width: '8rem',
    height: 'auto',
    padding: vars.space.xsmall,
    gap: vars.space.xsmall,
    fontSize: vars.font.sizeSmall,
    '@media': { '(max-width: 767px)': { height: 'auto' } },
    selectors: { '&[aria-current="true"]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 2px ${vars.color.primary}` } },
  },
]);

export const preview = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontWeight: 700,
  overflow: 'hidden',
});

globalStyle(`${preview} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const caption = style({ width: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' });

/** Stable hook: the grid overview. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  animation: `${fade} ${vars.motion.fast} ease-out`,
  '@media': { [reduced]: { animation: 'none' } },
});

export const card = style([thumb, { width: '100%' }]);

/** Stable hook: the speaker notes (presenting mode). */
export const notes = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  overflow: 'auto',
});

export const notesTitle = style({ margin: `0 0 ${vars.space.small}`, fontSize: vars.font.sizeBase });
export const muted = style({ color: vars.color.textMuted });

export const visuallyHidden = style(visuallyHiddenBlock);

// Fullscreen and presenting: the 16:9 slide fits the screen height with room for the controls below.
globalStyle(`site-presentation:fullscreen ${stage}, ${root}[data-presenting] ${stage}`, {
  width: 'min(100%, calc((100vh - 12rem) * 16 / 9))',
  marginInline: 'auto',
});
