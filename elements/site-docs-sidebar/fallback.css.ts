/**
 * `<site-docs-sidebar>` before it upgrades (joined into `site-elements.css`): the toggle and tree
 * of the upgraded element, from the same sizes. Server markup:
 * <a href="#<nav id>" data-sidebar-toggle>Documentation</a><nav id="…"><ul><li><span>Section</span><ul>…
 * Below 768 px the tree starts closed; before JavaScript the toggle link shows it through :target.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { sidebarBox, toggleBox } from './sidebar.styles.ts';
import { DOCS_SIDEBAR_SIZES } from './sizes.ts';

globalStyle('site-docs-sidebar:not(:defined)', sidebarBox);
globalStyle('site-docs-sidebar:not(:defined) > a[data-sidebar-toggle]', {
  ...toggleBox,
  color: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
});
globalStyle(
  'site-docs-sidebar:not(:defined) > a[data-sidebar-toggle]::after, site-docs-sidebar:not(:defined) > nav > ul > li > span::after',
  {
    content: '""',
    boxSizing: 'border-box',
    width: DOCS_SIDEBAR_SIZES.chevronSize,
    height: DOCS_SIDEBAR_SIZES.chevronSize,
    borderRight: '2px solid currentColor',
    borderBottom: '2px solid currentColor',
    transform: 'rotate(45deg)',
  },
);
globalStyle('site-docs-sidebar:not(:defined) > nav', {
  minHeight: '0',
  overflowY: 'auto',
});
globalStyle('site-docs-sidebar:not(:defined) ul', {
  margin: '0',
  padding: '0',
  listStyle: 'none',
});
globalStyle('site-docs-sidebar:not(:defined) ul ul', {
  marginLeft: vars.space.small,
  paddingLeft: vars.space.small,
  borderLeft: `1px solid ${vars.color.border}`,
});
globalStyle('site-docs-sidebar:not(:defined) > nav > ul > li + li', {
  marginTop: vars.space.small,
});
globalStyle('site-docs-sidebar:not(:defined) li > :is(a, span)', {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: DOCS_SIDEBAR_SIZES.rowHeight,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
});
globalStyle('site-docs-sidebar:not(:defined) > nav > ul > li > span', {
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: 700,
  letterSpacing: DOCS_SIDEBAR_SIZES.sectionLetterSpacing,
  textTransform: 'uppercase',
});
globalStyle('site-docs-sidebar:not(:defined) li:has(> a + ul) > a', {
  // Room for the toggle the upgrade puts beside it.
  marginRight: DOCS_SIDEBAR_SIZES.rowHeight,
});
globalStyle("site-docs-sidebar:not(:defined) li > a[aria-current='page']", {
  background: vars.color.surfaceAlt,
  boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
  color: vars.color.primary,
  fontWeight: 600,
});
globalStyle("site-docs-sidebar:not(:defined) > script[type='application/json']", {
  display: 'none',
});
globalStyle('site-docs-sidebar:not(:defined)', {
  '@media': {
    [DOCS_SIDEBAR_SIZES.desktopQuery]: {
      position: 'sticky',
      top: vars.space.medium,
      maxHeight: `calc(100vh - 2 * ${vars.space.medium})`,
    },
  },
});
globalStyle('site-docs-sidebar:not(:defined) > a[data-sidebar-toggle]::after', {
  '@media': {
    [DOCS_SIDEBAR_SIZES.mobileQuery]: {
      transform: 'rotate(-45deg)',
    },
  },
});
globalStyle('site-docs-sidebar:not(:defined) > nav', {
  '@media': {
    [DOCS_SIDEBAR_SIZES.mobileQuery]: {
      display: 'none',
    },
  },
});
globalStyle('site-docs-sidebar:not(:defined) > nav:target', {
  '@media': {
    [DOCS_SIDEBAR_SIZES.mobileQuery]: {
      display: 'block',
    },
  },
});
