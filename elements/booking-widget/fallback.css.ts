/**
 * `<booking-widget>` before it upgrades (joined into `site-elements.css`): the height of its first
 * screen, from the same sizes, its own block so the fallback's margins stay inside.
 */
import { globalStyle } from '@vanilla-extract/css';
import { BOOKING_WIDGET_SIZES } from './sizes.ts';

globalStyle('booking-widget:not(:defined)', {
  display: 'flow-root',
  minHeight: BOOKING_WIDGET_SIZES.minHeight,
  '@media': { [BOOKING_WIDGET_SIZES.narrowQuery]: { minHeight: BOOKING_WIDGET_SIZES.minHeightNarrow } },
});
