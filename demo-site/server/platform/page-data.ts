import * as v from 'valibot';
import type { ApiClient } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { reviewPageSchema } from '../../../shared/api/reviews.ts';
import { definitionsSchema, productPageSchema, productSchema, reservationPolicySchema } from '../../../shared/api/schemas.ts';
import type { PageData } from '../views/page-data.ts';

/** The largest page the platform's product listing answers (`limit`). */
const LISTING_PAGE = 100;

/**
 * Checks an answer against `schema` and keeps it as the platform sent it (key order and fields the
 * schema does not name included), so a page renders the same inline JSON as on the platform itself.
 */
function exactly<S extends v.GenericSchema>(schema: S): v.GenericSchema<unknown, v.InferOutput<S>> {
  return v.pipe(
    v.unknown(),
    v.check((answer) => v.is(schema, answer), 'The platform sent an unexpected answer'),
    v.transform((answer) => answer as v.InferOutput<S>),
  );
}

const productAnswer = exactly(v.object({ data: productSchema }));
const productListAnswer = exactly(v.object({ data: v.array(productSchema) }));
const productPageAnswer = exactly(productPageSchema);
const reviewPageAnswer = exactly(reviewPageSchema);
const brandsAnswer = exactly(v.object({ data: v.array(v.string()) }));
const policiesAnswer = exactly(
  v.object({ data: v.array(v.object({ serviceId: v.string(), serviceName: v.string(), locationName: v.string(), policy: reservationPolicySchema })) }),
);
const definitionsAnswer = exactly(definitionsSchema);
const gatewayNamesAnswer = v.object({ data: v.array(v.object({ name: v.string() })) });
const orderReferenceAnswer = exactly(v.object({ data: v.object({ id: v.string(), number: v.string() }) }));

/** Undefined for the platform's 404, the error itself otherwise. */
async function unlessMissing<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * The pages' data of one tenant, read from the platform's API with the tenant's app-token client: the
 * same routes the elements call, plus the page-shell routes (booking policies, order reference). A
 * listing longer than the API's largest page is read in pages of 100.
 */
export function platformPageData(client: ApiClient, homeCountry: string): PageData {
  return {
    brands: async () => (await client.call({ method: 'get', path: 'storefront/brands', schema: brandsAnswer })).data,
    products: async (query) => {
      const first = (query.page - 1) * query.limit;
      const rows = [];
      let total = 0;
      for (let page = Math.floor(first / LISTING_PAGE) + 1; rows.length < query.limit; page++) {
        const answer = await client.call({ method: 'get', path: 'storefront/products', schema: productPageAnswer, query: { ...query, page, limit: LISTING_PAGE } });
        total = answer.total;
        const skip = page === Math.floor(first / LISTING_PAGE) + 1 ? first % LISTING_PAGE : 0;
        rows.push(...answer.data.slice(skip, skip + query.limit - rows.length));
        if (answer.data.length < LISTING_PAGE) break;
      }
      return { rows, total };
    },
    productsInCategory: async (category) =>
      (await client.call({ method: 'get', path: `storefront/products/category/${encodeURIComponent(category)}`, schema: productListAnswer })).data,
    product: async (key) => (await unlessMissing(client.call({ method: 'get', path: `storefront/product/${encodeURIComponent(key)}`, schema: productAnswer })))?.data,
    reviews: (productId, { limit, sort }) =>
      client.call({ method: 'get', path: `storefront/products/${encodeURIComponent(productId)}/reviews`, schema: reviewPageAnswer, query: { page: 1, limit, sort } }),
    homeCountry: async () => homeCountry,
    bookingCatalog: async () => {
      const [first] = (await client.call({ method: 'get', path: 'reservations/definitions', schema: definitionsAnswer })).data;
      return first?.data ?? { locations: [], services: [], attendants: [] };
    },
    bookingPolicies: async () => (await client.call({ method: 'get', path: 'storefront/booking-policies', schema: policiesAnswer })).data,
    // Only the names leave: valibot's object drops the provider data the answer also carries.
    paymentGateways: async () => (await client.call({ method: 'get', path: 'storefront/payment-gateways', schema: gatewayNamesAnswer })).data,
    orderByPaymentReference: async (reference) => {
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(reference)) return null;
      const answer = await unlessMissing(client.call({ method: 'get', path: `storefront/order-reference/${reference}`, schema: orderReferenceAnswer }));
      return answer?.data ?? null;
    },
  };
}
