import * as v from 'valibot';
import type { ApiClient } from './client.ts';

/** One published review as the storefront API answers it. */
export const reviewSchema = v.object({
  id: v.string(),
  rating: v.picklist([1, 2, 3, 4, 5]),
  title: v.string(),
  body: v.string(),
  displayName: v.string(),
  verifiedPurchase: v.boolean(),
  language: v.string(),
  createdAt: v.string(),
  helpful: v.number(),
});

/** A published review. */
export type Review = v.InferOutput<typeof reviewSchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The rating summary of a product: average (null without reviews), count and the count of each star. */
export const reviewSummarySchema = v.object({
  average: v.nullable(v.number()),
  count,
  distribution: v.object({ '1': count, '2': count, '3': count, '4': count, '5': count }),
});

/** A product's rating summary. */
export type ReviewSummary = v.InferOutput<typeof reviewSummarySchema>;

/** One page of a product's published reviews with its summary. */
export const reviewPageSchema = v.object({
  data: v.array(reviewSchema),
  total: count,
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  limit: v.pipe(v.number(), v.integer(), v.minValue(1)),
  summary: reviewSummarySchema,
});

/** A page of reviews. */
export type ReviewPage = v.InferOutput<typeof reviewPageSchema>;

/** The orders of the review list. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;

/** An order of the review list. */
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** What a shopper writes; the server checks it again and keeps it for moderation. */
export interface ReviewDraft {
  rating: number;
  title: string;
  body: string;
  displayName: string;
  /** The language the review is written in (the page's, e.g. `en`). */
  language: string;
  /** The signed review token of the order e-mail's link, when the page has one. */
  token?: string;
}

const one = <T>(item: v.GenericSchema<unknown, T>) => v.object({ data: item });
const seg = encodeURIComponent;
const reviewsPath = (productId: string): string => `storefront/products/${seg(productId)}/reviews`;

/** Ratings and reviews calls of the storefront. */
export const reviewsApi = {
  /** A page of published reviews, newest or most helpful first, with the product's summary. */
  list: (api: ApiClient, productId: string, query: { page: number; limit: number; sort: ReviewSort }, signal?: AbortSignal) =>
    api.call({ method: 'get', path: reviewsPath(productId), query: { ...query }, schema: reviewPageSchema, signal }),
  /** Whether this shopper (the review token's order, else the customer session) may review the product. */
  eligibility: (api: ApiClient, productId: string, token?: string, signal?: AbortSignal) =>
    api.call({ method: 'get', path: `${reviewsPath(productId)}/eligibility`, query: { token }, schema: one(v.object({ eligible: v.boolean() })), signal }),
  /** Sends a review for moderation. */
  create: (api: ApiClient, productId: string, draft: ReviewDraft) =>
    api.call({
      method: 'post',
      path: reviewsPath(productId),
      json: draft,
      schema: v.object({ data: v.object({ id: v.string(), status: v.string() }), message: v.optional(v.string()) }),
    }),
  /** Counts this shopper's "helpful" vote; answers the new count. */
  helpful: (api: ApiClient, reviewId: string) =>
    api.call({ method: 'post', path: `storefront/reviews/${seg(reviewId)}/helpful`, schema: one(v.object({ helpful: v.number() })) }),
};

/** The first view a page gives `<store-reviews>` as inline JSON: a page of reviews, with the sort it was listed in. */
export const reviewsPayloadSchema = v.object({ ...reviewPageSchema.entries, sort: v.optional(v.picklist(REVIEW_SORTS)) });
