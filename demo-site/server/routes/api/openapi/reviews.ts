import { dataOf, listOf, op, query, ref, type JsonSchema, type Paths } from './types.ts';

const str = { type: 'string' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const tags = ['reviews'];

/** Wire shapes of product reviews (demo-site/server/routes/api/reviews.ts, shared/api/reviews.ts). */
export const schemas: Record<string, JsonSchema> = {
  Review: {
    type: 'object',
    required: ['id', 'rating', 'title', 'body', 'displayName', 'verifiedPurchase', 'language', 'createdAt', 'helpful'],
    properties: {
      id: str,
      rating: { type: 'integer', minimum: 1, maximum: 5 },
      title: str,
      body: { type: 'string', description: 'Plain text (never HTML); keep its line breaks' },
      displayName: str,
      verifiedPurchase: { type: 'boolean', description: 'Written through a paid order containing the product' },
      language: { type: 'string', description: 'BCP 47 tag of the language it is written in' },
      createdAt: { type: 'string', format: 'date-time' },
      helpful: count,
    },
  },
  ReviewSummary: {
    type: 'object',
    required: ['average', 'count', 'distribution'],
    properties: {
      average: { anyOf: [{ type: 'number', minimum: 1, maximum: 5 }, { type: 'null' }], description: 'Average of the published reviews, one decimal; null without any' },
      count,
      distribution: { type: 'object', required: ['1', '2', '3', '4', '5'], properties: { 1: count, 2: count, 3: count, 4: count, 5: count } },
    },
  },
  ReviewDraft: {
    type: 'object',
    required: ['rating', 'title', 'body', 'displayName'],
    properties: {
      rating: { type: 'integer', minimum: 1, maximum: 5 },
      title: { type: 'string', minLength: 1, maxLength: 100, description: 'Plain text' },
      body: { type: 'string', minLength: 10, maxLength: 2000, description: 'Plain text' },
      displayName: { type: 'string', minLength: 1, maxLength: 50 },
      language: { type: 'string', default: 'en' },
      token: { type: 'string', description: "The signed review token of the paid order e-mail's link; without it the customer session proves the purchase" },
    },
  },
  StaffReview: {
    allOf: [
      ref('Review'),
      {
        type: 'object',
        properties: {
          status: { enum: ['pending', 'published', 'rejected'] },
          productId: str,
          productName: str,
          email: { anyOf: [str, { type: 'null' }] },
          orderNumber: { anyOf: [str, { type: 'null' }] },
        },
      },
    ],
  },
};

/** The review paths under `/api/storefront`. */
export const paths: Paths = {
  '/storefront/products/{id}/reviews': {
    get: op("A page of a product's published reviews with its summary", {
      tags,
      ok: { type: 'object', required: ['data', 'total', 'page', 'limit', 'summary'], properties: { data: { type: 'array', items: ref('Review') }, total: count, page: count, limit: count, summary: ref('ReviewSummary') } },
      parameters: [
        query('page', { type: 'integer', minimum: 1, default: 1 }),
        query('limit', { type: 'integer', minimum: 1, maximum: 50, default: 5 }),
        query('sort', { enum: ['newest', 'helpful'], default: 'newest' }),
      ],
      errors: [400, 404],
    }),
    post: op("A verified buyer's review, kept for moderation", {
      tags,
      status: 201,
      description:
        "A buyer of a paid order containing the product, proved by the signed `token` of the order e-mail's review link or by the customer's session. One review per order line. Plain text only. Answers `message: 'Thank you, your review will appear after moderation.'`. 403 `not_verified_buyer`; 409 `already_reviewed`; 429 when sent too often.",
      body: ref('ReviewDraft'),
      ok: { type: 'object', properties: { data: { type: 'object', properties: { id: str, status: { enum: ['pending'] } } }, message: str } },
      errors: [400, 403, 404, 409, 429],
    }),
  },
  '/storefront/products/{id}/reviews/eligibility': {
    get: op('Whether the caller may review the product', {
      tags,
      parameters: [query('token', str, "The signed review token of the order e-mail's link")],
      ok: dataOf({ type: 'object', required: ['eligible'], properties: { eligible: { type: 'boolean' } } }),
      errors: [400, 404],
    }),
  },
  '/storefront/reviews/{id}/helpful': {
    post: op('Mark a published review helpful (once per shopper session and per address)', {
      tags,
      ok: dataOf({ type: 'object', properties: { helpful: count } }),
      errors: [404, 409, 429],
    }),
  },
  '/storefront/reviews': {
    get: op('Reviews to moderate (staff)', {
      tags,
      parameters: [query('status', { enum: ['pending', 'published', 'rejected'], default: 'pending' })],
      ok: listOf(ref('StaffReview')),
      errors: [400, 401, 403],
    }),
  },
  '/storefront/reviews/{id}/moderate': {
    post: op('Publish, reject or return a review to pending (staff)', {
      tags,
      description: "The product's rating and count change only when a review is published, or a published one rejected.",
      body: { type: 'object', required: ['status'], properties: { status: { enum: ['pending', 'published', 'rejected'] } } },
      ok: dataOf({ type: 'object', properties: { id: str, status: str } }),
      errors: [400, 401, 403, 404],
    }),
  },
};
