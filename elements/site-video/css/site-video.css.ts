import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';

const reduced = '(prefers-reduced-motion: reduce)';

export const block = style({ display: 'grid', gap: vars.space.medium, fontFamily: vars.font.body, color: vars.color.text });
export const empty = style({ color: vars.color.textMuted });

export const player = style({
  position: 'relative',
  containerType: 'inline-size',
  width: '100%',
  background: vars.color.media,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});
export const video = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain', cursor: 'pointer' });
globalStyle(`${player}[data-controls-hidden]`, { cursor: 'none' });
/** Captions rise above the controls while these show (Chromium draws cues in this box). */
globalStyle(`${player}:not([data-controls-hidden]) ${video}::-webkit-media-text-track-container`, { transform: 'translateY(-5.5rem)' });
/** Fullscreen fills the screen, whatever size the block set. */
globalStyle(`${player}:fullscreen`, { maxWidth: 'none !important', aspectRatio: 'auto !important', borderRadius: 0 });
globalStyle(`${player}[data-controls-hidden] ${video}`, { cursor: 'none' });

export const controls = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  background: `linear-gradient(transparent, ${vars.color.mediaScrim})`,
  color: vars.color.onMedia,
  transition: `opacity ${vars.motion.medium}`,
  '@media': { [reduced]: { transition: 'none' } },
});
globalStyle(`${player}[data-controls-hidden] ${controls}`, { opacity: 0, pointerEvents: 'none' });

export const button = style({
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  border: `1px solid color-mix(in srgb, ${vars.color.onMedia} 70%, transparent)`,
  borderRadius: vars.radius.small,
  background: vars.color.mediaScrim,
  color: vars.color.onMedia,
  font: `600 ${vars.font.sizeSmall} ${vars.font.body}`,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.onMedia}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': { background: `color-mix(in srgb, ${vars.color.onMedia} 25%, transparent)` },
  },
});
/** The seek slider and the time have the bar's whole first row. */
export const seekRow = style({ flex: '1 1 100%', display: 'flex', alignItems: 'center', gap: vars.space.small });
/** 24 px tall, a touch target (WCAG 2.5.8). */
export const seek = style({ flex: '1 1 auto', minWidth: 0, height: '24px', margin: 0, accentColor: vars.color.onMedia });
export const volume = style({
  width: '6rem',
  accentColor: vars.color.onMedia,
  '@container': { '(max-width: 26rem)': { width: '3.5rem' } },
});
/** Room for "0:00 / 0:00" from the start, so the slider keeps its size when the duration arrives. */
export const time = style({ minWidth: '11ch', fontSize: vars.font.sizeSmall, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
/** The title takes what room is left (none on a narrow player), so the switches stay at the end. */
export const title = style({
  flex: '1 1 0',
  minWidth: 0,
  '@container': { '(max-width: 26rem)': { visibility: 'hidden' } },
  fontSize: vars.font.sizeSmall,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.medium,
});
export const card = style({
  display: 'grid',
  gap: vars.space.xsmall,
  width: '100%',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.text,
  font: `${vars.font.sizeBase} ${vars.font.body}`,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const thumb = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '16 / 10',
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.small,
  overflow: 'hidden',
});
globalStyle(`${thumb} > img, ${thumb} > video`, { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });
export const cardTitle = style({ padding: `0 ${vars.space.xsmall} ${vars.space.xsmall}`, fontWeight: 600 });

export const dialog = style({
  width: 'min(92vw, 1024px)',
  padding: vars.space.large,
  border: 'none',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
});
export const close = style([
  button,
  {
    display: 'block',
    marginInlineStart: 'auto',
    marginBottom: vars.space.small,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
  },
]);
