import type { StandardResult, StandardSchema } from '../element/standard-schema.ts';

/** A payment method as a page lists it before the checkout asks the API: the gateway's name only. */
export interface ListedGateway {
  name: string;
}

/** What a page may give `<store-checkout>` as inline JSON: the methods to show before the API answers. */
export interface CheckoutPayload {
  gateways?: ListedGateway[];
}

/** Most methods one checkout lists. */
export const MAX_LISTED_GATEWAYS = 20;

/** A gateway name as the API sends it (`stripe`, `gift_card`, …). */
const GATEWAY_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** Checks the checkout's payload; only gateway names are kept (any other key is dropped), the first problem is named with its path. */
export function validateCheckoutPayload(value: unknown): StandardResult<CheckoutPayload> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { issues: [{ message: 'an object { gateways? }', path: [] }] };
  const gateways = (value as { gateways?: unknown }).gateways;
  if (gateways === undefined) return { value: {} };
  if (!Array.isArray(gateways)) return { issues: [{ message: 'a list of { name }', path: ['gateways'] }] };
  if (gateways.length > MAX_LISTED_GATEWAYS) return { issues: [{ message: `at most ${MAX_LISTED_GATEWAYS} gateways`, path: ['gateways'] }] };
  const listed: ListedGateway[] = [];
  for (const [i, gateway] of gateways.entries()) {
    const name = typeof gateway === 'object' && gateway !== null ? (gateway as { name?: unknown }).name : undefined;
    if (typeof name !== 'string' || !GATEWAY_NAME.test(name)) return { issues: [{ message: 'a gateway name (letters, digits, _ . -)', path: ['gateways', i, 'name'] }] };
    listed.push({ name });
  }
  return { value: { gateways: listed } };
}

/** The inline JSON payload of `<store-checkout>` as a Standard Schema (no schema library needed). */
export const checkoutPayloadSchema: StandardSchema<CheckoutPayload> = {
  '~standard': { version: 1, vendor: 'store-checkout', validate: validateCheckoutPayload },
};
