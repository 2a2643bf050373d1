import { vars } from '../../shared/theme/contract.css.ts';
import { bodyText } from '../../shared/theme/style-blocks.ts';
import { DOCS_SIDEBAR_SIZES } from './sizes.ts';

/**
 * Boxes the sidebar draws the same before it upgrades (fallback.css.ts) and after
 * (site-docs-sidebar.css.ts), so nothing moves when the element takes over.
 */

/** The sidebar: toggle above tree, in the sidebar's own text. */
export const sidebarBox = {
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  ...bodyText,
} as const;

/** The toggle that opens the tree below 768 px: a full-width bordered row, label left, chevron right. */
export const toggleBox = {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  height: DOCS_SIDEBAR_SIZES.toggleHeight,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
} as const;
