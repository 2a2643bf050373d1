import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';

export const bar = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.layer.floating,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  paddingInlineEnd: '6rem',
  '@media': { '(max-width: 767px)': { paddingInlineEnd: vars.space.medium, gap: vars.space.small } },
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  fontFamily: vars.font.body,
});
export const cover = style({ width: '2.75rem', height: '2.75rem', objectFit: 'cover', borderRadius: vars.radius.small });
export const meta = style({ display: 'grid', minWidth: 0, flex: '1 1 10rem' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });
export const time = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
/** Elapsed time, the scrubber and the remaining time, on one line that takes the room left. */
export const scrubber = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, flex: '1 1 12rem', minWidth: '10rem' });
/** At least 24 px tall, a touch target (WCAG 2.5.8). */
export const seek = style({ flex: '1 1 auto', minWidth: '4rem', height: '24px', margin: 0, accentColor: vars.color.primary });
export const button = style({
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: `600 ${vars.font.sizeSmall} ${vars.font.body}`,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
/** At least 24 px tall: the slider is a touch target (WCAG 2.5.8), also on a crowded narrow bar. */
export const volume = style({ width: '6rem', height: '24px', margin: 0, accentColor: vars.color.primary, '@media': { '(max-width: 767px)': { width: '4.5rem' } } });
/** Below 768 px the popover spans the bar instead of hanging off its button (it went off screen and over the controls). */
export const playlist = style({ position: 'relative', '@media': { '(max-width: 767px)': { position: 'static' } } });
export const popover = style({
  position: 'absolute',
  bottom: '100%',
  insetInlineEnd: 0,
  marginBottom: vars.space.small,
  padding: vars.space.small,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  minWidth: '18rem',
  maxHeight: '60vh',
  overflowY: 'auto',
  '@media': { '(max-width: 767px)': { insetInline: vars.space.small, minWidth: 0 } },
});
export const inline = style({ fontFamily: vars.font.body, color: vars.color.text });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.small });
export const track = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  selectors: { '&[data-current]': { background: vars.color.surfaceAlt } },
});
