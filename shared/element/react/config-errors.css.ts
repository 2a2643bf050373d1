import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Style of the configuration error notice. */
export const configError = style({
  border: `1px dashed ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
  borderRadius: vars.radius.small,
  padding: vars.space.small,
  font: `0.875rem/1.4 ${vars.font.body}`,
  margin: `${vars.space.small} 0`,
});
