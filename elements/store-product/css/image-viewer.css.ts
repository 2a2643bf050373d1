import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';

/** The viewer dialog: the whole viewport, dark. */
export const dialog = style({
  width: '100vw',
  height: '100dvh',
  maxWidth: '100vw',
  maxHeight: '100dvh',
  margin: 0,
  padding: 0,
  border: 'none',
  background: vars.color.media,
  color: vars.color.onMedia,
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
});

/** The image area (swipe surface). */
export const frame = style({
  position: 'absolute',
  inset: '3.5rem 0',
  display: 'grid',
  placeItems: 'center',
  touchAction: 'pan-y',
  userSelect: 'none',
});

/** The image, as large as fits. */
export const image = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

/** "Image 2 of 5". */
export const counter = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: vars.space.medium,
  margin: 0,
  textAlign: 'center',
  font: `${vars.font.sizeSmall} ${vars.font.body}`,
});

/** Round buttons on the dark background. */
export const button = style({
  position: 'absolute',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid color-mix(in srgb, ${vars.color.onMedia} 60%, transparent)`,
  borderRadius: vars.radius.round,
  background: vars.color.mediaScrim,
  color: vars.color.onMedia,
  font: `400 1.75rem/1 ${vars.font.body}`,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.onMedia}`, outlineOffset: '2px' }, '&:hover': { background: `color-mix(in srgb, ${vars.color.media} 80%, transparent)` } },
});

/** Top end (right, or left in right-to-left text). */
export const close = style({ top: vars.space.small, insetInlineEnd: vars.space.small });
/** Middle of the start side. */
export const previous = style({ insetInlineStart: vars.space.small, top: '50%', transform: 'translateY(-50%)' });
/** Middle of the end side. */
export const next = style({ insetInlineEnd: vars.space.small, top: '50%', transform: 'translateY(-50%)' });
