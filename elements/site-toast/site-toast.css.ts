import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';

// Movement only (no fade): text keeps full contrast from the first frame.
const rise = keyframes({ from: { transform: 'translateY(0.75rem)' }, to: { transform: 'none' } });

/** Stable hook: the region, fixed at the bottom centre, above page content and below modal dialogs. */
export const region = style({
  position: 'fixed',
  left: '50%',
  bottom: `calc(${vars.space.large} + 4.5rem)`,
  transform: 'translateX(-50%)',
  zIndex: vars.layer.overlay,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  width: 'max-content',
  maxWidth: `calc(100vw - 2 * ${vars.space.medium})`,
  pointerEvents: 'none',
  // On phones the bottom holds the page's own buttons (and the cart button): show toasts at the top.
  '@media': { '(max-width: 37.5em)': { top: vars.space.medium, bottom: 'auto' } },
});

/** One toast. `data-tone` is `success`, `error` or `info`. */
export const toast = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.large,
  font: `500 ${vars.font.sizeSmall}/1.4 ${vars.font.body}`,
  textAlign: 'center',
  animation: `${rise} ${vars.motion.fast} ease-out`,
  selectors: {
    '&[data-tone="error"]': { background: vars.color.danger, color: vars.color.onPrimary },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
