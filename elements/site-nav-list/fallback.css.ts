/**
 * `<site-nav-list>` before it upgrades (joined into `site-elements.css`): rows in the upgraded
 * element's boxes, from the same sizes. Branches open when the server marks their <li data-open>
 * (the current page's branch); the toggle's place is kept beside links with children.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { bodyText } from '../../shared/theme/style-blocks.ts';
import { NAV_LIST_SIZES } from './sizes.ts';

globalStyle('site-nav-list:not(:defined)', {
  display: 'block',
  ...bodyText,
});
globalStyle('site-nav-list:not(:defined) ul', {
  display: 'grid',
  gap: vars.space.xsmall,
  margin: '0',
  padding: '0',
  listStyle: 'none',
});
globalStyle('site-nav-list:not(:defined) ul ul', {
  display: 'none',
  margin: `${vars.space.xsmall} 0 0 ${vars.space.medium}`,
  padding: `0 0 0 ${vars.space.small}`,
  borderLeft: `1px solid ${vars.color.border}`,
});
globalStyle('site-nav-list:not(:defined) li[data-open] > ul', {
  display: 'grid',
});
globalStyle('site-nav-list:not(:defined) li > :is(a, span)', {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: NAV_LIST_SIZES.rowHeight,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
});
globalStyle('site-nav-list:not(:defined) li:has(> ul) > a', {
  // Room for the toggle the upgrade puts beside it (the row's gap, then the square toggle).
  marginRight: `calc(${vars.space.xsmall} + ${NAV_LIST_SIZES.rowHeight})`,
});
// A description below a link sits inside the link's box once upgraded: the same lines, the same padding.
globalStyle('site-nav-list:not(:defined) li > a:has(+ p)', {
  minHeight: '0',
  paddingBottom: '0',
});
globalStyle('site-nav-list:not(:defined) li > span:has(+ ul)::after', {
  content: '""',
  boxSizing: 'border-box',
  width: NAV_LIST_SIZES.chevronSize,
  height: NAV_LIST_SIZES.chevronSize,
  margin: `0 ${vars.space.medium} 0 auto`,
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'rotate(-45deg)',
});
globalStyle("site-nav-list:not(:defined) li > a[aria-current='page']", {
  background: vars.color.surfaceAlt,
  boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
  color: vars.color.primary,
});
globalStyle('site-nav-list:not(:defined) li > p', {
  margin: '0',
  padding: `0 ${vars.space.small} ${vars.space.small}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
globalStyle('site-nav-list:not(:defined) img', {
  width: NAV_LIST_SIZES.imageSize,
  height: NAV_LIST_SIZES.imageSize,
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
});
globalStyle("site-nav-list:not(:defined) > script[type='application/json']", {
  display: 'none',
});
