import type { BookingLocation, BookingService } from '../../../shared/booking/catalog.ts';
import type { ProductRow } from '../domain/products.ts';
import type { Tenant } from '../tenants.ts';

/** A tenant to seed (columns of `tenants`); its allowed origins are added later, by staff. */
export type SeedTenant = Omit<Tenant, 'allowedOrigins'>;

/** One option of a product attribute (a colour, a size). */
export interface SeedAttributeOption {
  value: string;
  label: string;
  param: string;
}

/** A product attribute: its options and whether the shopper must choose one. */
export interface SeedAttribute {
  name: string;
  options: SeedAttributeOption[];
  required: boolean;
}

/** A product image. */
export interface SeedImage {
  url: string;
  alt: string;
}

/** A product variation (one colour, for example) with its own sku, price, stock and images. */
export interface SeedVariation {
  sku: string;
  price_cents: number;
  stock: number;
  images: SeedImage[];
}

/** A product to seed (columns of `products`). Money in integer cents. */
export interface SeedProduct extends Pick<ProductRow, 'id' | 'sk' | 'sku' | 'slug' | 'name' | 'description' | 'category' | 'brand'> {
  tags: string[];
  priceCents: number;
  basePriceCents: number | null;
  discountPercent: number;
  stock: number;
  images: SeedImage[];
  attributes: SeedAttribute[];
  variations: SeedVariation[];
  material: string | null;
  createdAt: string;
}

/** Opening hours of one weekday (24-hour `HH:mm`, local to the location's zone). */
export interface SeedHours {
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  open: string;
  close: string;
}

/** A bookable location (columns of `locations`): every seeded one has a picture and a place on the map. */
export interface SeedLocation extends BookingLocation {
  imageUrl: string;
  hours: SeedHours[];
  latitude: number;
  longitude: number;
}

/** A service category (columns of `service_categories`). */
export interface SeedServiceCategory {
  id: string;
  name: string;
  description: string;
  color: string;
}

/** A bookable service (columns of `services`): every seeded one has a picture and a colour. */
export interface SeedService extends BookingService {
  imageUrl: string;
  color: string;
}

/** A weekly working block of an attendant. */
export interface SeedShift {
  day: SeedHours['day'];
  start: string;
  end: string;
  locationId: string;
}

/** A published demo review of a product (columns of `reviews`; seeded without an order). */
export interface SeedReview {
  id: string;
  productId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  displayName: string;
  language: string;
  helpful: number;
  createdAt: string;
}

/** A staff member who can be booked (columns of `attendants`). */
export interface SeedAttendant {
  id: string;
  name: string;
  title: string;
  bio: string;
  imageUrl: string;
  locationIds: string[];
  serviceIds: string[];
  schedule: SeedShift[];
  specialties: string[];
  status: 'active' | 'inactive' | 'on-leave';
}

/** The booking presets: meeting scheduler, in-store pickup, hair salon, licence renewal and restaurant. */
export type PresetName = 'meeting-scheduler' | 'in-store-pickup' | 'hair-salon' | 'license-renewal' | 'restaurant';

/** A business configuration row: its preset and the configuration object. */
export interface SeedBusinessConfig {
  preset: PresetName;
  config: Record<string, unknown>;
}

/** Everything seeded for one tenant. */
export interface SeedTenantData {
  tenant: SeedTenant;
  products: SeedProduct[];
  /** Published demo reviews (products without any show 'No reviews yet'). */
  reviews: SeedReview[];
  locations: SeedLocation[];
  serviceCategories: SeedServiceCategory[];
  services: SeedService[];
  attendants: SeedAttendant[];
  businessConfigs: SeedBusinessConfig[];
}
