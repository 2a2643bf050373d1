import { vars } from '../../shared/theme/contract.css.ts';
import { MEGA_MENU_SIZES } from './sizes.ts';

/**
 * Boxes the menu bar draws the same before it upgrades (fallback.css.ts) and after
 * (site-mega-menu.css.ts), so nothing in the bar moves when the element takes over.
 */

/** The bar of top-level entries: one wrapping row, without bullets, over a rule. */
export const barBox = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

/** A top-level entry: label left, chevron right, at the bar's height. */
export const triggerBox = {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  height: MEGA_MENU_SIZES.triggerHeight,
  padding: `0 ${vars.space.medium}`,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
} as const;
