import type { Attendant, Location, Product, Service } from '../../../shared/api/schemas.ts';
import type { ReviewPage, ReviewSort } from '../../../shared/api/reviews.ts';
import type { ProductQuery as ApiProductQuery } from '../../../shared/api/storefront.ts';
import type { OfferedPolicy } from '../domain/booking-policy.ts';

export type { OfferedPolicy };

/** What a product listing asks for: the catalogue API's `GET /storefront/products` query, with its page and size chosen. */
export type ProductQuery = ApiProductQuery & Required<Pick<ApiProductQuery, 'page' | 'limit' | 'sortBy'>>;

/** The tenant's bookable catalogue, as `GET /api/reservations/definitions` answers it. */
export interface BookingCatalog {
  locations: Location[];
  services: Service[];
  attendants: Attendant[];
}

/** The tenant's catalogue as `<booking-widget>`'s `serverData`: the widget fetches nothing to start. */
export function bookingServerData(catalog: BookingCatalog): { locations: Location[]; services: Service[]; people: Attendant[] } {
  return { locations: catalog.locations, services: catalog.services, people: catalog.attendants };
}

/**
 * Everything the store, booking and help pages read about the tenant, in the platform API's wire shapes. The
 * demo server answers it from its own database (server/routes/local-page-data.ts); a page shell in front of
 * another platform answers it with that platform's API (server/platform/page-data.ts).
 */
export interface PageData {
  /** The brand names of the catalogue. */
  brands(): Promise<string[]>;
  /** One page of the product listing and the total that match. */
  products(query: ProductQuery): Promise<{ rows: Product[]; total: number }>;
  /** Every product of a category. */
  productsInCategory(category: string): Promise<Product[]>;
  /** A product by id, sku, slug, sk or variation sku; undefined when there is none. */
  product(key: string): Promise<Product | undefined>;
  /** A page of a product's published reviews with its summary. */
  reviews(productId: string, options: { limit: number; sort: ReviewSort }): Promise<ReviewPage>;
  /** The country a new address starts in. */
  homeCountry(): Promise<string>;
  /** The locations, services and staff a visitor can book. */
  bookingCatalog(): Promise<BookingCatalog>;
  /** The booking policy of every service at each location that offers it. */
  bookingPolicies(): Promise<OfferedPolicy[]>;
  /**
   * The payment gateways a shopper can choose at checkout, by name, in the tenant's order: only the
   * names, which the checkout's first view shows as its method list (never a key or other provider data).
   */
  paymentGateways(): Promise<{ name: string }[]>;
  /** The id and number of the order a payment reference belongs to, or null. */
  orderByPaymentReference(reference: string): Promise<{ id: string; number: string } | null>;
}
