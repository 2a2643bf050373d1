/**
 * `<site-theme-switch>` before it upgrades (joined into `site-elements.css`): the row keeps its
 * height (an option inside the row's border, from the same sizes) until the radio group renders.
 */
import { globalStyle } from '@vanilla-extract/css';
import { THEME_SWITCH_SIZES } from './sizes.ts';

globalStyle('site-theme-switch:not(:defined)', {
  display: 'block',
  minHeight: `calc(${THEME_SWITCH_SIZES.optionHeight} + 2 * ${THEME_SWITCH_SIZES.borderWidth})`,
});
