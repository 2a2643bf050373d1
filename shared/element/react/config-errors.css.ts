import { globalStyle, style } from '@vanilla-extract/css';
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

// The server's content shown again under the notice keeps usable links and buttons: the element's
// own styles no longer apply to it, so each gets at least the 24 px target WCAG 2.5.8 asks for. Only
// under the notice: while the view's code loads, the same content keeps its own sizes (no shift).
globalStyle(`[data-site-config-error] ~ site-element-root[data-fallback] :is(a, button)`, { display: 'inline-block', minBlockSize: '24px', minInlineSize: '24px', lineHeight: '24px' });
