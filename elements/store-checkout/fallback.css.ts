/**
 * `<store-checkout>` before its code runs, from the same sizes as the upgraded element. Joined into
 * `site-elements.css` and also in the element's own stylesheet, which a page may link before the
 * tag: the server's title where the top bar will put it, and a box as tall as the loading screen,
 * its own block so the fallback's margins stay inside (the page below it does not move up and back).
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { NOT_SERVER_RENDERED } from '../../shared/theme/fallback-css.ts';
import { CHECKOUT_SIZES } from './sizes.ts';

// Not on a first view the server rendered with the element's own markup: it has its own height.
globalStyle(`store-checkout:not(:defined)${NOT_SERVER_RENDERED}`, {
  display: 'flow-root',
  minHeight: CHECKOUT_SIZES.loadingMinHeight,
  '@media': { [CHECKOUT_SIZES.narrowQuery]: { minHeight: CHECKOUT_SIZES.loadingMinHeightNarrow } },
});
globalStyle('store-checkout:not(:defined) > :is(h1, p)', {
  maxWidth: CHECKOUT_SIZES.maxWidth,
  margin: '0 auto',
  fontFamily: vars.font.body,
  color: vars.color.textMuted,
});
globalStyle('store-checkout:not(:defined) > h1', {
  paddingBlock: `calc((${CHECKOUT_SIZES.topBarHeight} - ${CHECKOUT_SIZES.titleLineHeight}em) / 2)`,
  marginBottom: vars.space.large,
  fontFamily: vars.font.heading,
  fontSize: CHECKOUT_SIZES.titleFontSize,
  lineHeight: CHECKOUT_SIZES.titleLineHeight,
  color: vars.color.text,
});
