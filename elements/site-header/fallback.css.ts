/**
 * `<site-header>` before it upgrades (joined into `site-elements.css`): the same bar, menu and
 * toggle boxes as the upgraded element, from the same sizes. Before JavaScript, dropdowns open on
 * hover and keyboard focus, and below 768 px the Menu link (href="#<nav id>") shows the menu
 * through :target.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { downChevron } from '../../shared/theme/style-blocks.ts';
import { barBox, linkListBox } from './header.styles.ts';
import { HEADER_SIZES } from './sizes.ts';

const MOBILE = HEADER_SIZES.mobileQuery;
// A top-level link with a dropdown: its chevron sits centred where the upgraded chevron button will be.
const chevronInset = `calc(${HEADER_SIZES.chevronButtonWidth} / 2 - ${HEADER_SIZES.chevronSize} / 2)`;

globalStyle('site-header:not(:defined)', barBox);
globalStyle('site-header:not(:defined) > a[data-brand]', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginRight: 'auto',
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
});
globalStyle('site-header:not(:defined) > a[data-brand] img', {
  display: 'block',
  height: HEADER_SIZES.logoHeight,
  width: 'auto',
});
globalStyle('site-header:not(:defined) > a[data-menu-toggle]', {
  boxSizing: 'border-box',
  display: 'none',
  alignItems: 'center',
  gap: vars.space.small,
  height: HEADER_SIZES.controlHeight,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  fontWeight: 600,
  color: 'inherit',
  textDecoration: 'none',
});
globalStyle('site-header:not(:defined) > a[data-menu-toggle]::before', {
  content: '""',
  width: HEADER_SIZES.burgerWidth,
  height: '2px',
  background: 'currentColor',
  boxShadow: '0 -5px 0 currentColor, 0 5px 0 currentColor',
});
globalStyle('site-header:not(:defined) > nav > ul', linkListBox);
globalStyle('site-header:not(:defined) > nav > ul > li', {
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
});
globalStyle('site-header:not(:defined) > nav > ul > li > a, site-header:not(:defined) > nav > ul > li > span', {
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: HEADER_SIZES.controlHeight,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontWeight: 500,
  textDecoration: 'none',
});
globalStyle(
  "site-header:not(:defined) > nav > ul > li > a[aria-current='page'], site-header:not(:defined) > nav > ul > li:has(a[aria-current='page']) > :is(a, span)",
  { boxShadow: `inset 0 -2px 0 ${vars.color.primary}`, fontWeight: 700 },
);
globalStyle('site-header:not(:defined) > nav > ul > li > span::after, site-header:not(:defined) > nav > ul > li:has(> a + ul)::after', {
  content: '""',
  ...downChevron(HEADER_SIZES.chevronSize),
});
globalStyle('site-header:not(:defined) > nav > ul > li:has(> a + ul)::after', {
  margin: `0 ${chevronInset} 0 calc(${chevronInset} - ${vars.space.xsmall})`,
});
globalStyle('site-header:not(:defined) > nav > ul > li > ul', {
  position: 'absolute',
  top: '100%',
  left: '0',
  zIndex: vars.layer.floating,
  minWidth: HEADER_SIZES.dropdownMinWidth,
  margin: '0',
  padding: vars.space.small,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  clipPath: 'inset(50%)',
  opacity: '0',
});
globalStyle('site-header:not(:defined) > nav > ul > li:is(:hover, :focus-within) > ul', { clipPath: 'none', opacity: 1 });
globalStyle('site-header:not(:defined) > nav li li a', {
  display: 'block',
  padding: vars.space.small,
  color: vars.color.text,
  textDecoration: 'none',
});
globalStyle('site-header:not(:defined) > [data-actions]', {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});
globalStyle('site-header:not(:defined)', {
  '@media': {
    [MOBILE]: {
      padding: `${vars.space.small} ${vars.space.medium}`,
    },
  },
});
globalStyle('site-header:not(:defined) > a[data-brand]', {
  '@media': {
    [MOBILE]: {
      flex: '1 1 0',
      minWidth: '0',
    },
  },
});
globalStyle('site-header:not(:defined) > a[data-menu-toggle]', {
  '@media': {
    [MOBILE]: {
      display: 'inline-flex',
    },
  },
});
globalStyle('site-header:not(:defined) > nav', {
  '@media': {
    [MOBILE]: {
      display: 'none',
      order: 10,
      flexBasis: '100%',
    },
  },
});
globalStyle('site-header:not(:defined) > nav:target', {
  '@media': {
    [MOBILE]: {
      display: 'block',
    },
  },
});
globalStyle('site-header:not(:defined) > nav > ul', {
  '@media': {
    [MOBILE]: {
      flexDirection: 'column',
      alignItems: 'stretch',
    },
  },
});
globalStyle('site-header:not(:defined) > nav > ul > li > ul', {
  '@media': {
    [MOBILE]: {
      position: 'static',
      flexBasis: '100%',
      border: '0',
      clipPath: 'none',
      opacity: 1,
    },
  },
});
