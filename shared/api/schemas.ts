import * as v from 'valibot';

/** Every money field on the wire is integer minor units (cents). */
const cents = v.pipe(v.number(), v.integer());
const optionalString = v.optional(v.nullable(v.string()));

/** An option of a product attribute (a colour, a size…). */
export const attributeOptionSchema = v.object({ value: v.string(), label: v.optional(v.string()), param: v.optional(v.string()) });
/** A product attribute with its options. */
export const productAttributeSchema = v.object({ name: v.string(), options: v.array(attributeOptionSchema), required: v.optional(v.boolean()) });
/** An image with alt text. */
export const imageSchema = v.object({ url: v.string(), alt: v.optional(v.string()) });
/** A variation: its own sku, price, stock and images, chosen by attribute values. */
export const variationSchema = v.object({
  sku: v.string(),
  price: v.optional(cents),
  stock: v.optional(v.nullable(v.number())),
  images: v.optional(v.array(imageSchema)),
  attributes: v.optional(v.record(v.string(), v.string())),
});

/** A product, with every field (the full version). */
export const productSchema = v.object({
  _id: v.string(),
  sk: v.union([v.string(), v.number()]),
  name: v.string(),
  description: v.optional(v.string()),
  ratingCount: v.optional(v.number()),
  data: v.object({
    sku: v.string(),
    slug: optionalString,
    price: cents,
    basePrice: v.optional(v.nullable(cents)),
    discount: v.optional(v.nullable(v.number())),
    stock: v.optional(v.nullable(v.number())),
    image: optionalString,
    images: v.optional(v.array(imageSchema)),
    variations: v.optional(v.array(variationSchema)),
    attributes: v.optional(v.array(productAttributeSchema)),
    material: optionalString,
    brand: optionalString,
    rating: v.optional(v.nullable(v.number())),
    reviews: v.optional(v.nullable(v.number())),
    shipping_time: optionalString,
  }),
  post: v.object({ category: optionalString, categories: v.optional(v.array(v.string())), tags: v.optional(v.array(v.string())) }),
});
export type Product = v.InferOutput<typeof productSchema>;

/** A page of products. */
export const productPageSchema = v.object({ data: v.array(productSchema), total: v.number(), page: v.number(), limit: v.number() });

/** Storefront configuration; `{}` when the server could not load it. */
export const storefrontConfigSchema = v.object({
  name: v.optional(v.string()),
  currency: v.optional(v.string()),
  locale: v.optional(v.string()),
  timeZone: v.optional(v.string()),
  features: v.optional(v.record(v.string(), v.boolean())),
  mapsKey: v.optional(v.string()),
});

/** A payment gateway the store accepts. */
export const gatewaySchema = v.object({ name: v.string(), data: v.optional(v.object({ provider: v.optional(v.string()), clientId: v.optional(v.string()) })) });

/** The answer to a coupon. */
export const couponSchema = v.object({ valid: v.boolean(), discount: cents, description: v.optional(v.string()), message: v.optional(v.string()) });

/** The money lines of a quote and of an order, in cents. */
const totalsEntries = {
  subtotal: cents,
  shipping: cents,
  tax: cents,
  /** True when `tax` is the VAT inside the prices (shown as included), false when it is added on top. */
  taxIncluded: v.optional(v.boolean()),
  discount: cents,
  discountCode: v.optional(v.nullable(v.string())),
  total: cents,
};

/** Totals the server computed from its own prices. */
export const quoteSchema = v.object({
  items: v.array(v.object({ sku: v.string(), name: v.string(), quantity: v.number(), price: cents, lineTotal: cents, image: v.optional(v.string()) })),
  ...totalsEntries,
  currency: v.string(),
});
export type Quote = v.InferOutput<typeof quoteSchema>;

/** A postal address. */
export const addressSchema = v.object({
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  address: v.string(),
  apartment: v.optional(v.string()),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  country: v.string(),
  phone: v.optional(v.string()),
});

/** An order as the server keeps it. */
export const orderSchema = v.object({
  id: v.string(),
  number: v.string(),
  status: v.string(),
  paymentStatus: v.string(),
  paymentMethod: v.string(),
  paymentGateway: v.string(),
  paymentIntentId: v.optional(v.nullable(v.string())),
  paymentInstructions: v.optional(v.nullable(v.string())),
  customerInfo: v.object({ email: v.string(), firstName: v.optional(v.string()), lastName: v.optional(v.string()), phone: v.optional(v.string()) }),
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
  items: v.array(v.object({ sku: v.string(), name: v.string(), quantity: v.number(), price: cents, image: v.optional(v.string()), attributes: v.optional(v.record(v.string(), v.string())) })),
  ...totalsEntries,
  /**
   * What of the payment has been refunded (settled, or accepted by the payment provider). Equal to
   * `total` when `status` is 'refunded'; between 0 and `total` when partly refunded. Absent from
   * older servers.
   */
  refundedAmount: v.optional(cents),
  currency: v.string(),
  createdAt: v.string(),
});
export type Order = v.InferOutput<typeof orderSchema>;

/** A site-search hit. */
export const searchResultSchema = v.object({ data: v.object({ title: v.string() }), url: v.string(), content: v.optional(v.string()), hash: v.optional(v.string()) });

/** Opening hours of one weekday (0 Sunday … 6 Saturday), `HH:mm` in the location's zone. */
export const openingHoursSchema = v.object({ day: v.number(), open: v.string(), close: v.string() });

/** A bookable location. */
export const locationSchema = v.object({
  id: v.string(),
  name: v.string(),
  address: v.optional(v.string()),
  city: v.optional(v.string()),
  state: v.optional(v.string()),
  zip: v.optional(v.string()),
  phone: v.optional(v.string()),
  email: v.optional(v.string()),
  imageUrl: v.optional(v.string()),
  timeZone: v.string(),
  hours: v.array(openingHoursSchema),
  coordinates: v.optional(v.nullable(v.object({ lat: v.number(), lng: v.number() }))),
});
export type Location = v.InferOutput<typeof locationSchema>;

/** A bookable service. */
export const serviceSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.optional(v.string()),
  duration: v.number(),
  price: v.optional(v.nullable(cents)),
  categoryId: v.optional(v.string()),
  categories: v.optional(v.array(v.string())),
  capacity: v.optional(v.number()),
  requiresAttendant: v.optional(v.boolean()),
  locationIds: v.optional(v.array(v.string())),
  imageUrl: v.optional(v.string()),
  bufferBefore: v.optional(v.number()),
  bufferAfter: v.optional(v.number()),
  color: v.optional(v.string()),
});
export type Service = v.InferOutput<typeof serviceSchema>;

/** A member of staff who can be booked. */
export const attendantSchema = v.object({
  id: v.string(),
  name: v.string(),
  title: v.optional(v.string()),
  bio: v.optional(v.string()),
  imageUrl: v.optional(v.string()),
  locationIds: v.optional(v.array(v.string())),
  serviceIds: v.optional(v.array(v.string())),
  specialties: v.optional(v.array(v.string())),
  rating: v.optional(v.nullable(v.number())),
  status: v.optional(v.string()),
});
export type Attendant = v.InferOutput<typeof attendantSchema>;

/** The reservation definitions: one item per definition, each with its data. */
export const definitionsSchema = v.object({
  data: v.array(v.object({ id: v.string(), data: v.object({ locations: v.array(locationSchema), services: v.array(serviceSchema), attendants: v.array(attendantSchema) }) })),
});

/** A time slot; startTime and endTime are ISO instants with offset. */
export const slotSchema = v.object({ startTime: v.string(), endTime: v.string(), available: v.boolean(), locationId: v.string(), capacity: v.number() });
export type Slot = v.InferOutput<typeof slotSchema>;

/** The reservation statuses. */
export const reservationStatuses = ['pending', 'confirmed', 'cancelled', 'checked-in', 'completed', 'no-show'] as const;

/**
 * The booking policy that governs a reservation (its service at its location, as the server enforces
 * it for a visitor): the cut-offs in hours before the start (0: until it starts), the self check-in
 * window in minutes around it, whether cancelling and changing online are allowed at all, and how many
 * minutes an unpaid priced booking is held before it is released.
 */
export const reservationPolicySchema = v.object({
  cancellationCutoffHours: v.number(),
  modificationCutoffHours: v.number(),
  checkInEarlyMinutes: v.number(),
  checkInLateMinutes: v.number(),
  allowCancellation: v.boolean(),
  allowModification: v.boolean(),
  paymentHoldMinutes: v.number(),
});
export type ReservationPolicy = v.InferOutput<typeof reservationPolicySchema>;

/** A reservation. */
export const reservationSchema = v.object({
  id: v.string(),
  locationId: v.string(),
  serviceId: v.string(),
  attendantId: v.optional(v.nullable(v.string())),
  startTime: v.string(),
  endTime: v.string(),
  customerName: v.string(),
  customerEmail: v.optional(v.string()),
  customerPhone: v.optional(v.string()),
  notes: v.optional(v.nullable(v.string())),
  partySize: v.optional(v.number()),
  status: v.picklist(reservationStatuses),
  confirmationCode: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  checkInTime: v.optional(v.nullable(v.string())),
  price: v.optional(v.nullable(cents)),
  /** The fixed deposit due instead of the full price (the salon's 10), when the booking took one. */
  depositCents: v.optional(v.nullable(cents)),
  /** The restaurant meal type booked (its id), which set the booking's length. */
  mealType: v.optional(v.nullable(v.string())),
  /** True when the tenant's prices include tax (VAT): the price is what is paid, `taxBasisPoints` of it is VAT. */
  taxIncluded: v.optional(v.boolean()),
  /** The rate of the VAT inside the price, in basis points (2000 is 20 %), with `taxIncluded`. */
  taxBasisPoints: v.optional(v.number()),
  /** The policy that governs it, on the answers a visitor reads (absent from older servers and staff lists). */
  policy: v.optional(reservationPolicySchema),
});
export type Reservation = v.InferOutput<typeof reservationSchema>;

/**
 * A walk-in queue entry. On the public board the server reduces `customerName` to first name and
 * initial and sends `customerPhone` empty (or not at all) and no notes; staff and the entry's owner
 * get the full entry.
 */
export const queueEntrySchema = v.object({
  id: v.string(),
  locationId: v.string(),
  serviceId: v.optional(v.nullable(v.string())),
  customerName: v.string(),
  customerPhone: v.optional(v.string(), ''),
  /** Staff copy only: where "it's your turn" goes (never on the public board). */
  customerEmail: v.optional(v.nullable(v.string())),
  partySize: v.number(),
  estimatedWaitTime: v.number(),
  notes: v.optional(v.nullable(v.string())),
  status: v.string(),
  position: v.number(),
  joinedAt: v.string(),
  notifiedAt: v.optional(v.nullable(v.string())),
  createdAt: v.string(),
});
export type QueueEntry = v.InferOutput<typeof queueEntrySchema>;

/** The answer to a payment call. */
export const paymentResultSchema = v.object({
  success: v.boolean(),
  status: v.string(),
  payment_intent_id: v.optional(v.nullable(v.string())),
  transaction_id: v.optional(v.nullable(v.string())),
  message: v.optional(v.string()),
  metadata: v.optional(v.record(v.string(), v.unknown())),
});
