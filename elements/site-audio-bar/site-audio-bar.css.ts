import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';

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
  paddingRight: '6rem',
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  fontFamily: vars.font.body,
});
export const cover = style({ width: '2.75rem', height: '2.75rem', objectFit: 'cover', borderRadius: vars.radius.small });
export const meta = style({ display: 'grid', minWidth: 0, flex: '1 1 10rem' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });
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
export const volume = style({ width: '6rem', accentColor: vars.color.primary });
export const playlist = style({ position: 'relative' });
export const list = style({
  position: 'absolute',
  bottom: '100%',
  left: 0,
  margin: 0,
  padding: vars.space.small,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  minWidth: '14rem',
});
export const trackButton = style({
  width: '100%',
  textAlign: 'left',
  padding: vars.space.small,
  background: 'none',
  border: 'none',
  color: vars.color.text,
  font: `${vars.font.sizeBase} ${vars.font.body}`,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { fontWeight: 700 }, '&:hover': { background: vars.color.surfaceAlt } },
});
