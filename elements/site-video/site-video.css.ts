import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';

const reduced = '(prefers-reduced-motion: reduce)';

export const block = style({ display: 'grid', gap: vars.space.medium, fontFamily: vars.font.body, color: vars.color.text });
export const empty = style({ color: vars.color.textMuted });

export const player = style({
  position: 'relative',
  width: '100%',
  background: vars.color.media,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});
export const video = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain', cursor: 'pointer' });
globalStyle(`${player}[data-controls-hidden]`, { cursor: 'none' });
globalStyle(`${player}[data-controls-hidden] ${video}`, { cursor: 'none' });

export const controls = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
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
export const volume = style({ width: '6rem', accentColor: vars.color.onMedia });
export const title = style({
  marginInlineStart: 'auto',
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
