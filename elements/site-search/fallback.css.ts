/**
 * `<site-search>` before it upgrades (joined into `site-elements.css`): the Search button's fixed
 * box, so the bar keeps its place; it says what it is until the button replaces it (the button loads
 * on the visitor's first input).
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { SEARCH_SIZES } from './sizes.ts';

const MOBILE = SEARCH_SIZES.mobileQuery;

globalStyle('site-search:not(:defined)', {
  display: 'inline-block',
  verticalAlign: 'middle',
  boxSizing: 'border-box',
  width: SEARCH_SIZES.width,
  height: SEARCH_SIZES.height,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  '@media': { [MOBILE]: { width: SEARCH_SIZES.mobileWidth } },
});
globalStyle('site-search:not(:defined)::before', {
  content: '"Search"',
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  padding: `0 ${vars.space.small} 0 ${vars.space.medium}`,
  '@media': {
    [MOBILE]: {
      content: '""',
      boxSizing: 'border-box',
      width: SEARCH_SIZES.iconSize,
      height: SEARCH_SIZES.iconSize,
      // Centred in the box inside its 1px border, where the upgraded button centres its icon.
      margin: `calc((${SEARCH_SIZES.height} - ${SEARCH_SIZES.iconSize}) / 2 - 1px) auto`,
      padding: 0,
      border: '2px solid currentColor',
      borderRadius: '50%',
    },
  },
});
// On a Spanish page (wider screens; below 768 px the box shows only the icon).
globalStyle('site-search:not(:defined):lang(es)::before', {
  '@media': { [`not ${MOBILE}`]: { content: '"Buscar"' } },
});
