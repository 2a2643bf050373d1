/**
 * `<site-tabs>` before it upgrades (joined into `site-elements.css`): the server's <nav> of #id
 * links is the tab row and one <section> shows at a time (the first, or the one the URL hash
 * targets), in the upgraded element's boxes, from the same sizes.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { bodyText } from '../../shared/theme/style-blocks.ts';
import { tabBox } from './tabs.styles.ts';

globalStyle('site-tabs:not(:defined)', { display: 'block', ...bodyText });
globalStyle('site-tabs:not(:defined) > nav', {
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle('site-tabs:not(:defined) > nav > a', {
  ...tabBox,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
globalStyle('site-tabs:not(:defined):not(:has(> section:target)) > nav > a:first-child', {
  color: vars.color.text,
  boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
});
globalStyle('site-tabs:not(:defined) > section', {
  display: 'none',
  margin: '0',
  paddingTop: vars.space.medium,
});
globalStyle('site-tabs:not(:defined):not(:has(> section:target)) > section:first-of-type, site-tabs:not(:defined) > section:target', {
  display: 'block',
});
globalStyle('site-tabs:not(:defined) > section > :is(h1, h2, h3, h4, h5, h6):first-child', {
  display: 'none',
});
globalStyle('site-tabs:not(:defined) > section > :is(h1, h2, h3, h4, h5, h6):first-child + *', {
  marginTop: '0',
});
globalStyle("site-tabs:not(:defined) > script[type='application/json']", {
  display: 'none',
});
