import { defineMessages, type MessageKey } from '../element/messages.ts';

/**
 * Texts of `<store-reviews>`. They live in shared/ because the hand-written first view of the tests
 * (test/fixtures/reviews-markup.ts, a server that is not Node) writes the same words; the element
 * re-exports them.
 */
export const reviewsMessages = defineMessages(
  {
    heading: 'Customer reviews',
    writeReview: 'Write a review',
    ratingSummary_one: '{average} out of 5, {count} review',
    ratingSummary_other: '{average} out of 5, {count} reviews',
    reviewCount_one: '{count} review',
    reviewCount_other: '{count} reviews',
    distribution: 'Rating distribution',
    stars_one: '{count} star',
    stars_other: '{count} stars',
    barText_one: '{stars}: {count} review',
    barText_other: '{stars}: {count} reviews',
    noReviews: 'No reviews yet',
    sortBy: 'Sort by',
    sort_newest: 'Newest',
    sort_helpful: 'Most helpful',
    reviews: 'Reviews',
    reviewRating: 'Rated {rating} out of 5',
    verified: 'Verified purchase',
    writtenIn: 'Written in {language}',
    helpful: 'Helpful ({count})',
    helpfulFailed: 'Your vote could not be counted. Please try again.',
    showMore: 'Show more reviews',
    loading: 'Loading reviews…',
    loadFailed: 'Reviews could not be loaded.',
    retry: 'Try again',
    rating: 'Rating',
    title: 'Title',
    body: 'Review',
    characters: '{count} of {max} characters',
    displayName: 'Name shown with your review',
    submit: 'Submit review',
    sending: 'Sending…',
    cancel: 'Cancel',
    ratingRequired: 'Choose a rating from 1 to 5 stars.',
    titleRequired: 'Enter a title.',
    titleTooLong: 'The title can be at most {max} characters.',
    bodyTooShort: 'Write at least {min} characters.',
    bodyTooLong: 'The review can be at most {max} characters.',
    nameRequired: 'Enter the name to show with your review.',
    nameTooLong: 'The name can be at most {max} characters.',
    notVerified: 'Only customers who bought this product can review it.',
    alreadyReviewed: 'You have already reviewed this product from this order.',
    sendFailed: 'Your review could not be sent: {message}',
    thanks: 'Thank you, your review will appear after moderation.',
  },
  { es: () => import('./messages.es.ts').then((m) => m.reviews) },
);

/** The translator of the reviews views. */
export type ReviewsTranslate = (key: MessageKey<keyof (typeof reviewsMessages)['en']>, params?: Record<string, string | number>) => string;
