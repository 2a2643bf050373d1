/** Styles of the address autocomplete combobox and its listbox (every export is a class name). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';

export const box = style({ position: 'relative' });
export const list = style({
  position: 'absolute',
  zIndex: vars.layer.floating,
  insetInline: 0,
  top: 'calc(100% + 2px)',
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.large,
  maxHeight: '16rem',
  overflowY: 'auto',
});
export const option = style({
  display: 'grid',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"], &:hover': { background: vars.color.surfaceAlt, outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});
export const main = style({ fontWeight: 600 });
export const secondary = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
