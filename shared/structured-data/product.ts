import type { Product } from '../api/schemas.ts';
import type { Review } from '../api/reviews.ts';
import { descriptionParagraphs } from '../catalog/description-text.ts';
import { isOutOfStock, productCategory, productRating } from '../catalog/product.ts';

/** How many reviews the structured data quotes (search engines show a few; the page has the rest). */
export const QUOTED_REVIEWS = 3;

/** Minor units as a decimal amount in the currency's own digits (`12999` USD → `"129.99"`, `500` JPY → `"500"`). */
export function majorAmount(minor: number, currency: string): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown code keeps two digits.
  }
  return (minor / 10 ** digits).toFixed(digits);
}

/**
 * The schema.org `Product` of a product page: name, sku, images, description, brand, category and an
 * `Offer` (price, currency, availability, page URL); `aggregateRating` and up to three `Review`s only
 * when published reviews exist, from the same figures the page shows, so search results never carry
 * a number the shop cannot stand behind. Links are absolute on `pageUrl`.
 */
export function productJsonLd(product: Product, reviews: readonly Review[], options: { currency: string; pageUrl: string }): Record<string, unknown> {
  const absolute = (url: string) => new URL(url, options.pageUrl).toString();
  const images = (product.data.images ?? []).map((image) => absolute(image.url));
  const rating = productRating(product);
  const description = descriptionParagraphs(product.description ?? '').join(' ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.data.sku,
    ...(images.length ? { image: images } : {}),
    ...(description ? { description } : {}),
    ...(product.data.brand ? { brand: { '@type': 'Brand', name: product.data.brand } } : {}),
    category: productCategory(product),
    offers: {
      '@type': 'Offer',
      url: options.pageUrl,
      price: majorAmount(product.data.price, options.currency),
      priceCurrency: options.currency,
      availability: isOutOfStock(product.data.stock) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(rating
      ? {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 },
          review: reviews.slice(0, QUOTED_REVIEWS).map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.body,
            inLanguage: review.language,
            datePublished: review.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: review.displayName },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
