/**
 * Steps of the checkout journeys (used by `checkout*.e2e.ts`): fill the cart, fill the customer
 * sections, pick a payment method, watch every request and storage for card numbers.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { upgraded } from './upgraded.ts';

/** A cart line as the cart store keeps it. */
export interface StoredLine {
  id: string;
  sku: string;
  name: string;
  price: number;
  quantity: number;
  attributes?: Record<string, string>;
}

/**
 * Two USB-C hubs and a candle trio (products with plenty of stock: every journey takes stock). The
 * stored hub price ($41.99) is stale on purpose: the server prices it at $39.99, so the checkout shows
 * $105.18 (free shipping), $8.41 tax, $113.59 in all, never the cart's own figures.
 */
export const DEFAULT_LINES: StoredLine[] = [
  { id: 'prod-hub', sku: 'NW-ELE-005', name: 'Nimbus USB-C Charging Hub', price: 4199, quantity: 2 },
  { id: 'prod-candles', sku: 'NW-HOM-015', name: 'Glow Soy Candle Trio', price: 2520, quantity: 1 },
];

/** Puts lines in the cart through localStorage (as the cart store keeps them) and opens the checkout. */
export async function openCheckoutWith(page: Page, lines: StoredLine[] = DEFAULT_LINES, path = '/store/checkout'): Promise<Locator> {
  await page.goto('/store');
  await page.evaluate((items) => {
    const tenant = document.querySelector('meta[name="site-tenant"]')?.getAttribute('content') ?? location.host;
    localStorage.setItem(`site-cart:${tenant}`, JSON.stringify({ version: 1, items }));
  }, lines);
  await page.goto(path);
  const checkout = await upgraded(page, 'store-checkout');
  await checkout.locator('aside').waitFor({ timeout: 10_000 });
  return checkout;
}

/** Adds a product from the /store grid with its Add to Cart button, as a shopper does. */
export async function addFromStore(page: Page, product: string): Promise<void> {
  await page.goto('/store');
  const grid = await upgraded(page, 'store-product-grid');
  await grid.getByRole('button', { name: new RegExp(`^Add to Cart\\s?: ${product}$`) }).click();
  await page.locator('site-toast [role="status"]', { hasText: `Added to cart` }).waitFor();
}

/** Fills the email and the shipping address and continues through both sections. */
export async function fillCustomer(checkout: Locator, email = 'ada@example.com'): Promise<void> {
  const contact = checkout.locator('section[data-step="contact"]');
  await contact.getByLabel('Email').fill(email);
  await contact.getByRole('button', { name: 'Continue' }).click();
  const shipping = checkout.locator('section[data-step="shipping"]');
  await shipping.getByLabel('First name').fill('Ada');
  await shipping.getByLabel('Last name').fill('Lovelace');
  await shipping.getByLabel('Address', { exact: true }).fill('12 Analytical Way');
  await shipping.getByLabel('City').fill('Springfield');
  await shipping.getByLabel('State').fill('IL');
  await shipping.getByLabel('ZIP code').fill('62701');
  await shipping.getByRole('button', { name: 'Continue' }).click();
  await shipping.getByRole('button', { name: 'Edit Shipping Address' }).waitFor();
}

/** Chooses a payment method by its label and returns its panel once loaded. */
export async function choose(checkout: Locator, label: string, gateway: string): Promise<Locator> {
  await checkout.getByRole('radio', { name: label, exact: true }).check();
  const panel = checkout.locator(`[data-gateway="${gateway}"]`);
  await panel.locator(':scope > :not([data-loading])').first().waitFor();
  return panel;
}

/** Waits for the order confirmation page of a payment and returns its reference. */
export async function confirmationReference(page: Page): Promise<string> {
  await page.waitForURL(/\/store\/order-confirmation\/[^/]+$/, { timeout: 20_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/** An order read back from the API. */
export interface ApiOrder {
  id: string;
  number: string;
  paymentStatus: string;
  paymentGateway: string;
  paymentIntentId?: string | null;
  paymentInstructions?: string | null;
  total: number;
  subtotal: number;
  tax: number;
  shipping: number;
  discount: number;
  items: { sku: string; quantity: number; price: number }[];
}

/** Reads an order from the API (in the page's session, so the org and cookie match). */
export async function readOrder(page: Page, id: string): Promise<ApiOrder> {
  const response = await page.request.get(`/api/storefront/order/${encodeURIComponent(id)}`);
  assert.equal(response.status(), 200, `GET order ${id}`);
  return ((await response.json()) as { data: ApiOrder }).data;
}

/**
 * Every order-create request the page sent, and the orders created. The answers are read as they
 * pass (the page is routed through the test), so a body is never lost to the page navigating away.
 */
export function recordOrders(page: Page): { requests: Request[]; created: () => Promise<ApiOrder[]> } {
  const requests: Request[] = [];
  const orders: (ApiOrder | null)[] = [];
  const ready = page.route('**/api/storefront/order/create', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    requests.push(route.request());
    let response;
    try {
      response = await route.fetch();
    } catch {
      // The server dropped the connection (fault injection): the page sees the same.
      orders.push(null);
      return route.abort('connectionreset');
    }
    const body = await response.text();
    let order: ApiOrder | null = null;
    if (response.ok()) {
      try {
        order = (JSON.parse(body) as { data: ApiOrder }).data;
      } catch {
        order = null;
      }
    }
    orders.push(order);
    return route.fulfill({ response, body });
  });
  return {
    requests,
    created: async () => {
      await ready;
      return orders.filter((order): order is ApiOrder => order !== null);
    },
  };
}

/**
 * Luhn-valid runs of 13 to 19 digits (single spaces or dashes between digits allowed) in a text,
 * standing on their own: a run inside a longer word of letters and digits is part of an id (the
 * simulator's `pi_sim_090140af3199368830565b31` holds a Luhn-valid run), not a card number.
 */
export function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![0-9A-Za-z])\d(?:[ -]?\d)*(?![0-9A-Za-z])/g)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhn(digits)) found.push(digits);
  }
  return found;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Watches a browser context for card numbers: every request to /api (URL and body), every console
 * message, and (on `check()`) localStorage and sessionStorage of the page. Requests to the card
 * provider simulator's own endpoint are left out: card data belongs there.
 */
export function watchForCardNumbers(context: BrowserContext): { check: (page: Page) => Promise<string[]>; requests: () => number } {
  const leaks: string[] = [];
  let apiRequests = 0;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/sim/cardbank/payments/process') return;
    if (!url.pathname.startsWith('/api/')) return;
    apiRequests++;
    for (const number of cardNumbersIn(`${request.url()} ${request.postData() ?? ''}`)) leaks.push(`${request.method()} ${url.pathname}: ${number}`);
  });
  context.on('console', (message) => {
    for (const number of cardNumbersIn(message.text())) leaks.push(`console: ${number}`);
  });
  return {
    requests: () => apiRequests,
    check: async (page) => {
      // A string, not a function: tsx would add a `__name` helper the page does not have.
      const stored = await page.evaluate<string>(
        '[localStorage, sessionStorage].map((s) => Array.from({ length: s.length }, (_, i) => s.key(i) + "=" + s.getItem(s.key(i))).join("\\n")).join("\\n")',
      );
      for (const number of cardNumbersIn(stored)) leaks.push(`storage: ${number}`);
      return leaks;
    },
  };
}
