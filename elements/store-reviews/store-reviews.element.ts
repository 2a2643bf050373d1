import { enumAttr, stringAttr } from '../../shared/element/attributes.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import { reviewsPayloadSchema } from '../../shared/api/reviews.ts';
import { reviewsMessages } from './messages.ts';
import { StoreReviews } from './StoreReviews.tsx';

/** Attributes of `<store-reviews>`. */
export const reviewsAttributes = {
  productId: stringAttr({ maxLength: 100, description: 'The product whose reviews to show.' }),
  reviewToken: stringAttr({ maxLength: 500, description: "The review link's signed token; default: the page's `?review=`." }),
  headingLevel: enumAttr(['2', '3', '4', '5'], { default: '2', description: 'Heading level of the block (review titles one below).' }),
};

/** The payload: the first page as the API answers it `{ data, total, page, limit, summary, sort? }`, shown before any call. */
export const reviewsPayload = {
  schema: reviewsPayloadSchema,
  description: 'a page of reviews { data, total, page, limit, summary }',
};

/**
 * `<store-reviews>`: a product's ratings and reviews: the average with stars, the count and the 5-to-1
 * distribution; the published reviews five at a time, newest or most helpful first, each with a
 * "Helpful" vote; and, for a shopper who bought the product, a form to write one (published after
 * moderation). The first page comes from inline JSON (server-rendered pages) or the storefront API.
 */
export const StoreReviewsElement = defineElement('store-reviews', StoreReviews, {
  description: 'Ratings and reviews of a product, with the write form for verified buyers.',
  attributes: reviewsAttributes,
  payload: reviewsPayload,
  messages: reviewsMessages,
});

declare global {
  interface HTMLElementTagNameMap {
    'store-reviews': HTMLElement;
  }
}
