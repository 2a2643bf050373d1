import type { PageData } from '../views/page-data.ts';
import { attendantOut, locationOut, serviceOut } from '../domain/booking-wire.ts';
import type { Config } from '../config.ts';
import type { Data } from '../database.ts';
import { offeredPolicies } from '../domain/booking-policy.ts';
import { commerceSettings } from '../domain/commerce-settings.ts';
import { listGateways } from '../domain/gateways.ts';
import { findOrderByPaymentIntent } from '../domain/orders.ts';
import { findProduct, listBrands, listProducts, productsInCategory, toWireProduct } from '../domain/products.ts';
import { listPublishedReviews, reviewSummary } from '../domain/reviews.ts';
import { loadCatalog } from '../domain/slots.ts';
import { providerAvailable, providersFor } from '../payments/providers.ts';

/**
 * The pages' data of one tenant, read from this server's own database (the same functions the API
 * answers with); `config` chooses the payment providers, as for the API's gateway list. `data` is
 * the same database through the data layer, for the reads already moved to it (the catalogue
 * listings, payment gateways and reviews).
 */
export function localPageData(tenantId: string, config: Config, data: Data): PageData {
  return {
    brands: () => listBrands(data, tenantId),
    products: async (query) => {
      const { rows, total } = await listProducts(data, tenantId, query);
      return { rows: rows.map(toWireProduct), total };
    },
    productsInCategory: async (category) => (await productsInCategory(data, tenantId, category)).map(toWireProduct),
    product: async (key) => {
      const row = await findProduct(data, tenantId, key);
      return row ? toWireProduct(row) : undefined;
    },
    reviews: async (productId, { limit, sort }) => {
      const { rows, total } = await listPublishedReviews(data, tenantId, productId, { page: 1, limit, sort });
      return { data: rows, total, page: 1, limit, summary: await reviewSummary(data, tenantId, productId) };
    },
    homeCountry: async () => (await commerceSettings(data, tenantId)).homeCountry,
    bookingCatalog: async () => {
      const catalog = await loadCatalog(data, tenantId);
      return { locations: catalog.locations.map(locationOut), services: catalog.services.map(serviceOut), attendants: catalog.attendants.map(attendantOut) };
    },
    bookingPolicies: async () => offeredPolicies(data, tenantId),
    paymentGateways: async () => {
      const providers = providersFor(config, data);
      return (await listGateways(data, tenantId))
        .filter((gateway) => providerAvailable(providers, gateway.name))
        .map(({ name }) => ({ name }));
    },
    orderByPaymentReference: async (reference) => {
      const order = await findOrderByPaymentIntent(data, tenantId, reference);
      return order ? { id: order.id, number: order.number } : null;
    },
  };
}
