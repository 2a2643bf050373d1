/**
 * Docs-only metadata of `<store-reviews>` for the custom-elements manifest (`npm run manifest`); the
 * element does not import this file. The class names are those of shared/reviews/hooks.ts.
 */

/** Stable class names page builders may style (the server-rendered first view inside the tag uses them too). */
export const stylingHooks = {
  '.store-reviews': 'The whole ratings and reviews block.',
  '.store-reviews__summary': 'The average, its stars and the distribution.',
  '.store-reviews__stars': 'Stars of the average or of one review; [data-rating] is the filled count in halves.',
  '.store-reviews__bar': 'One row of the distribution (label, bar, count).',
  '.store-reviews__bar-track': 'The bar of a distribution row (a `<progress>`).',
  '.store-reviews__review': 'One review.',
  '.store-reviews__verified': 'The Verified purchase badge.',
  '.store-reviews__helpful': 'The Helpful (n) button.',
  '.store-reviews__write': 'The Write a review button (verified buyers only).',
  '.store-reviews__form': 'The write form.',
  '.store-reviews__thanks': 'The polite live region that thanks the shopper after sending.',
};
