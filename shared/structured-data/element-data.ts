import * as v from 'valibot';
import type { Review } from '../api/reviews.ts';
import { locationSchema, productSchema } from '../api/schemas.ts';
import { businessTypeOf, localBusinessJsonLd } from './local-business.ts';
import { productJsonLd } from './product.ts';

/** Where the page is and, for a product, the published reviews it quotes (the most helpful first). */
export interface StructuredDataOptions {
  pageUrl: string;
  reviews?: readonly Review[];
}

const bookingPayloadSchema = v.object({
  preset: v.optional(v.string()),
  filter: v.optional(v.object({ locationIds: v.optional(v.array(v.string())) })),
  serverData: v.optional(v.object({ locations: v.optional(v.array(v.unknown())) })),
});

/**
 * The booking widget's locations as schema.org local businesses: the locations of its server data
 * (the catalogue it shows first), narrowed by its `filter.locationIds` like the widget, typed by its
 * preset (`data-preset` or the payload's `preset`). A location that does not read as one is skipped.
 */
function bookingWidgetData(attributes: Record<string, unknown>, data: unknown, pageUrl: string): Record<string, unknown>[] {
  const payload = v.safeParse(bookingPayloadSchema, data);
  if (!payload.success) return [];
  const preset = typeof attributes['data-preset'] === 'string' ? attributes['data-preset'] : payload.output.preset;
  const only = payload.output.filter?.locationIds;
  return (payload.output.serverData?.locations ?? []).flatMap((entry) => {
    const location = v.safeParse(locationSchema, entry);
    if (!location.success || (only && !only.includes(location.output.id))) return [];
    return [localBusinessJsonLd(location.output, { type: businessTypeOf(preset), pageUrl })];
  });
}

/** A `<store-product>`'s product as a schema.org `Product` with its offer, in the tag's `data-currency` (USD without one). */
function storeProductData(attributes: Record<string, unknown>, data: unknown, options: StructuredDataOptions): Record<string, unknown>[] {
  const product = v.safeParse(productSchema, data);
  if (!product.success) return [];
  const currency = typeof attributes['data-currency'] === 'string' && attributes['data-currency'] ? attributes['data-currency'] : 'USD';
  return [productJsonLd(product.output, options.reviews ?? [], { currency, pageUrl: options.pageUrl })];
}

/**
 * The schema.org structured data an element's payload stands for, for search engines: a
 * `<booking-widget>` with its catalogue gives one local business per location, with its opening
 * hours; a `<store-product>` its product and offer, with the rating and a few of `reviews` when it
 * has published reviews. Elements without structured data give an empty list.
 */
export function structuredDataFor(tag: string, attributes: Record<string, unknown>, data: unknown, options: StructuredDataOptions): Record<string, unknown>[] {
  if (tag === 'booking-widget') return bookingWidgetData(attributes, data, options.pageUrl);
  if (tag === 'store-product') return storeProductData(attributes, data, options);
  return [];
}
