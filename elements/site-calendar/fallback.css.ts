/**
 * `<site-calendar>` before it upgrades (joined into `site-elements.css`): the same height as the
 * upgraded month view, from the same sizes, its own block so the fallback's margins stay inside.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { CALENDAR_SIZES } from './sizes.ts';

globalStyle('site-calendar:not(:defined)', {
  display: 'flow-root',
  minHeight: CALENDAR_SIZES.minHeight,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { [CALENDAR_SIZES.mobileQuery]: { minHeight: CALENDAR_SIZES.minHeightMobile } },
});
