import * as v from 'valibot';
import type { CartSaveBody } from '../cart/cart-save-schema.ts';
import { savedCartSchema } from '../cart/saved-cart-schema.ts';
import type { ApiClient } from './client.ts';
import {
  couponSchema,
  gatewaySchema,
  orderSchema,
  productPageSchema,
  productSchema,
  quoteSchema,
  searchResultSchema,
  storefrontConfigSchema,
} from './schemas.ts';

/** Filters of the product listing. */
export interface ProductQuery {
  query?: string;
  category?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Only products with units left: stock above 0 and, when it has variations with a stock, one of them above 0. */
  inStock?: boolean;
  page?: number;
  limit?: number;
  sortBy?: 'featured' | 'price' | 'rating' | 'name' | 'createdAt';
  sortOrder?: 'asc' | 'desc';
}

/** A line the browser asks to buy: sku and quantity only; the server looks the price up. */
export interface OrderLineRequest {
  sku: string;
  quantity: number;
  attributes?: Record<string, string>;
}

/** What the browser sends to create an order. Totals are never trusted: the server computes them. */
export interface OrderRequest {
  customerInfo: { email: string; firstName?: string; lastName?: string; phone?: string };
  shippingAddress: v.InferInput<typeof import('./schemas.ts').addressSchema>;
  billingAddress?: v.InferInput<typeof import('./schemas.ts').addressSchema>;
  items: OrderLineRequest[];
  paymentMethod: string;
  paymentGateway: string;
  discountCode?: string;
  /** The checkout's language (`en`, `es`): that of the order's e-mails. */
  language?: string;
}

const list = <T>(item: v.GenericSchema<unknown, T>) => v.object({ data: v.array(item) });
const one = <T>(item: v.GenericSchema<unknown, T>) => v.object({ data: item });
const seg = encodeURIComponent;

/** Storefront calls: products, brands, categories and collections, the store's config, payment gateways, coupons, quotes, carts, orders, the card intent and search. */
export const storefrontApi = {
  products: (api: ApiClient, query: ProductQuery = {}, signal?: AbortSignal) =>
    api.call({ method: 'get', path: 'storefront/products', query: { ...query }, schema: productPageSchema, signal }),
  product: (api: ApiClient, id: string, signal?: AbortSignal) => api.call({ method: 'get', path: `storefront/product/${seg(id)}`, schema: one(productSchema), signal }),
  searchProducts: (api: ApiClient, body: { query: string; limit?: number }, signal?: AbortSignal) =>
    api.call({ method: 'post', path: 'storefront/product/search', json: body, schema: list(productSchema), signal }),
  productsByCategory: (api: ApiClient, category: string, signal?: AbortSignal) =>
    api.call({ method: 'get', path: `storefront/products/category/${seg(category)}`, schema: list(productSchema), signal }),
  brands: (api: ApiClient) => api.call({ method: 'get', path: 'storefront/brands', schema: list(v.string()) }),
  categories: (api: ApiClient) => api.call({ method: 'get', path: 'storefront/categories', schema: list(v.string()) }),
  collections: (api: ApiClient) => api.call({ method: 'get', path: 'storefront/collections', schema: list(v.object({ name: v.string(), count: v.number() })) }),
  config: (api: ApiClient) => api.call({ method: 'get', path: 'storefront/config', schema: storefrontConfigSchema }).catch(() => ({})),
  gateways: (api: ApiClient) => api.call({ method: 'get', path: 'storefront/payment-gateways', schema: list(gatewaySchema) }),
  applyCoupon: (api: ApiClient, couponCode: string, cartTotal: number) =>
    api.call({ method: 'post', path: 'storefront/coupon/apply', json: { couponCode, cartTotal }, schema: couponSchema }),
  quote: (api: ApiClient, body: { items: OrderLineRequest[]; discountCode?: string; country?: string; state?: string }, signal?: AbortSignal) =>
    api.call({ method: 'post', path: 'storefront/checkout', json: body, schema: quoteSchema, signal }),
  saveCart: (api: ApiClient, body: CartSaveBody) =>
    api.call({ method: 'post', path: 'storefront/cart/save', json: body, schema: one(savedCartSchema) }),
  getCart: (api: ApiClient, id: string) => api.call({ method: 'get', path: `storefront/cart/get/${seg(id)}`, schema: one(savedCartSchema) }),
  createOrder: (api: ApiClient, body: OrderRequest, idempotencyKey: string) =>
    api.call({ method: 'post', path: 'storefront/order/create', json: body, idempotencyKey, schema: one(orderSchema) }),
  order: (api: ApiClient, id: string) => api.call({ method: 'get', path: `storefront/order/${seg(id)}`, schema: one(orderSchema) }),
  orderByEmail: (api: ApiClient, email: string, id: string) =>
    api.call({ method: 'get', path: `storefront/order/email/${seg(email)}/${seg(id)}`, schema: one(orderSchema) }),
  orders: (api: ApiClient, filter?: string) => api.call({ method: 'get', path: filter ? `storefront/orders/${seg(filter)}` : 'storefront/orders', schema: list(orderSchema) }),
  cardIntent: (api: ApiClient, body: { email: string; orderId: string; currency?: string }, idempotencyKey: string) =>
    api.call({
      method: 'post',
      path: 'storefront/payment-intent',
      json: body,
      idempotencyKey,
      schema: v.object({ publishableKey: v.string(), client_secret: v.string(), paymentIntentId: v.string(), amount: v.number() }),
    }),
  searchData: (api: ApiClient, datatype: string, keyword: string, signal?: AbortSignal) =>
    api.call({ method: 'get', path: `search-data/${seg(datatype)}`, query: { keyword }, schema: list(searchResultSchema), signal }),
};
