import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';

/** The in-widget confirmation dialog. */
export const dialog = style({
  maxWidth: 'min(28rem, calc(100% - 2rem))',
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
});
