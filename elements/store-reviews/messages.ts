/** Texts of `<store-reviews>` (English, Spanish loaded on Spanish pages), shared with the server-rendered first view. */
export { reviewsMessages, type ReviewsTranslate } from '../../shared/reviews/messages.ts';
