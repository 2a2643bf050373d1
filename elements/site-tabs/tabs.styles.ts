import { vars } from '../../shared/theme/contract.css.ts';
import { TABS_SIZES } from './sizes.ts';

/**
 * The tab box, drawn the same before the element upgrades (fallback.css.ts, a link) and after
 * (site-tabs.css.ts, a button), so the tab row does not move when the element takes over.
 */
export const tabBox = {
  boxSizing: 'border-box',
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  height: TABS_SIZES.tabHeight,
  padding: `0 ${vars.space.medium}`,
  color: vars.color.textMuted,
  fontWeight: 600,
} as const;
