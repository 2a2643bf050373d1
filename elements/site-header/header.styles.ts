import { vars } from '../../shared/theme/contract.css.ts';
import { bodyText } from '../../shared/theme/style-blocks.ts';
import { HEADER_SIZES } from './sizes.ts';

/**
 * Boxes the header draws the same before it upgrades (fallback.css.ts) and after
 * (site-header.css.ts), so nothing in the bar moves when the element takes over.
 */

/** The bar: one wrapping row of brand, links and extras, in the header's own text. */
export const barBox = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: HEADER_SIZES.barMinHeight,
  padding: `${vars.space.small} ${vars.space.large}`,
  ...bodyText,
} as const;

/** The list of top-level links: one wrapping row, without bullets. */
export const linkListBox = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;
