/**
 * `<site-mega-menu>` before it upgrades (joined into `site-elements.css`): the bar of the upgraded
 * element, from the same sizes. Before JavaScript the server's nested lists open on hover and
 * keyboard focus; below 768 px everything is stacked.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { bodyText, downChevron } from '../../shared/theme/style-blocks.ts';
import { barBox, triggerBox } from './mega-menu.styles.ts';
import { MEGA_MENU_SIZES } from './sizes.ts';

globalStyle('site-mega-menu:not(:defined)', { display: 'block', position: 'relative', ...bodyText });
globalStyle("site-mega-menu:not(:defined) > script[type='application/json']", {
  display: 'none',
});
globalStyle('site-mega-menu:not(:defined) > nav > ul', barBox);
globalStyle('site-mega-menu:not(:defined) > nav > ul > li > a', triggerBox);
globalStyle('site-mega-menu:not(:defined) > nav > ul > li:has(> ul) > a::after', {
  content: '""',
  ...downChevron(MEGA_MENU_SIZES.chevronSize),
});
globalStyle('site-mega-menu:not(:defined) > nav > ul > li > ul', {
  position: 'absolute',
  top: '100%',
  left: '0',
  right: '0',
  zIndex: vars.layer.floating,
  display: 'grid',
  gridTemplateColumns: MEGA_MENU_SIZES.entryColumns,
  gap: vars.space.small,
  margin: '0',
  padding: vars.space.large,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  clipPath: 'inset(50%)',
  opacity: '0',
});
globalStyle('site-mega-menu:not(:defined) > nav > ul > li:is(:hover, :focus-within) > ul', { clipPath: 'none', opacity: 1 });
globalStyle('site-mega-menu:not(:defined) > nav li li a', {
  display: 'block',
  padding: vars.space.small,
  color: vars.color.text,
});
globalStyle('site-mega-menu:not(:defined) > nav > ul', {
  '@media': {
    [MEGA_MENU_SIZES.mobileQuery]: {
      flexDirection: 'column',
      gap: '0',
    },
  },
});
globalStyle('site-mega-menu:not(:defined) > nav > ul > li', {
  '@media': {
    [MEGA_MENU_SIZES.mobileQuery]: {
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle('site-mega-menu:not(:defined) > nav > ul > li > ul', {
  '@media': {
    [MEGA_MENU_SIZES.mobileQuery]: {
      display: 'none',
    },
  },
});
globalStyle('site-mega-menu:not(:defined) > nav > ul > li:focus-within > ul', {
  '@media': {
    [MEGA_MENU_SIZES.mobileQuery]: {
      position: 'static',
      display: 'grid',
    },
  },
});
