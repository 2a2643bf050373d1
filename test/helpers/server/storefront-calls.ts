import type { makeTestApp } from './test-app.ts';

/** A test app as makeTestApp returns it. */
export type TestApp = ReturnType<typeof makeTestApp>;

/** Request init for a JSON POST with optional extra headers. */
export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } };
}

/** Sends a request and returns status, parsed JSON body and headers. */
export async function call<T = Record<string, unknown>>(t: TestApp, path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await t.app.request(path, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** The site_token value set by a response, if any. */
export function tokenFrom(headers: Headers): string | undefined {
  return /site_token=([^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1];
}

/** A valid order request for Northwind, with overrides. */
export function orderRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerInfo: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', address: '1 Main St', city: 'New York', state: 'NY', zip: '10001' },
    items: [{ sku: 'NW-BOO-017', quantity: 2 }],
    paymentMethod: 'card',
    paymentGateway: 'stripe',
    ...overrides,
  };
}

/** The `{ error }` body of a failed call. */
export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}
