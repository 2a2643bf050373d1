import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { expectUpgradeKeepsBoxes } from '../../test/browser/upgrade.ts';
import { fakeReviewsApi, type FakeReviewsApi } from '../../test/fakes/reviews-api.ts';
import { reviewsMarkup } from '../../test/fixtures/reviews-markup.ts';
import { emptyReviewPage, sampleReviewPage } from '../../test/fixtures/review-pages.ts';
// The page links the block's stylesheet before the tag (demo-site/server/views/product.ts); the element's code comes later.
import './css/store-reviews.css.ts';

let api: FakeReviewsApi | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

const measured = 'h2, h3, time, select, button, .store-reviews__average-value, .store-reviews__count, .store-reviews__bar-label, .store-reviews__review-body, .store-reviews__empty';

describe('<store-reviews> upgrading its server-rendered first view', () => {
  it('keeps every heading, figure, review and button where it was', async () => {
    api = fakeReviewsApi({ reviews: sampleReviewPage().data });
    await expectUpgradeKeepsBoxes({
      html: `<store-reviews data-product-id="prod_1">${reviewsMarkup(sampleReviewPage(), { productId: 'prod_1', locale: 'en' })}</store-reviews>`,
      tag: 'store-reviews',
      load: () => import('./store-reviews.element.ts'),
      before: measured,
      height: 2000,
    });
  });

  it('keeps "No reviews yet" where it was', async () => {
    api = fakeReviewsApi({ reviews: [] });
    await expectUpgradeKeepsBoxes({
      html: `<store-reviews data-product-id="prod_2">${reviewsMarkup(emptyReviewPage, { productId: 'prod_2', locale: 'en' })}</store-reviews>`,
      tag: 'store-reviews',
      load: () => import('./store-reviews.element.ts'),
      before: measured,
      height: 800,
    });
  });
});
