/**
 * Helpers for the fault journeys (test/e2e/faults-*.e2e.ts): faults injected into the demo server
 * through its test-only `/__faults` endpoint (demo-site/server/middleware/faults.ts, on with
 * FAULT_INJECTION=1, which run.ts sets). Every browser context gets its own random `site-faults`
 * cookie, so its rules hit only its own requests and tests never see each other's faults.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { staffRequest } from './harness.ts';

/** A fault rule as `/__faults` takes it (see middleware/faults.ts). */
export interface Fault {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path prefix, or a regular expression when it starts with `^`. */
  path: string;
  kind: 'delay' | '500' | 'timeout' | 'drop' | 'malformed-json';
  ms?: number;
  /** Hits this many matching requests, then is spent (default: every one). */
  times?: number;
  /** Lets this many matching requests through first. */
  skip?: number;
  /** `after`: the route runs (its effects are kept) and its answer is lost. */
  when?: 'before' | 'after';
}

const scoped = new WeakSet<BrowserContext>();

async function scope(page: Page, baseURL: string): Promise<void> {
  const context = page.context();
  if (scoped.has(context)) return;
  await context.addCookies([{ name: 'site-faults', value: randomUUID(), url: baseURL }]);
  scoped.add(context);
}

/** Adds faults for this browser context's requests only. */
export async function injectFaults(page: Page, baseURL: string, ...faults: Fault[]): Promise<void> {
  await scope(page, baseURL);
  const response = await page.request.post(`${baseURL}/__faults`, { data: { rules: faults } });
  assert.equal(response.status(), 200, `POST /__faults answered ${response.status()}: ${await response.text()}`);
}

/** Removes this browser context's faults: the server answers normally again. */
export async function clearFaults(page: Page, baseURL: string): Promise<void> {
  await scope(page, baseURL);
  const response = await page.request.delete(`${baseURL}/__faults`);
  assert.equal(response.status(), 200, `DELETE /__faults answered ${response.status()}`);
}

/** Counts the requests the page sends to an API path (method and exact pathname). */
export function countRequests(page: Page, method: string, pathname: string | RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() !== method) return;
    const path = new URL(request.url()).pathname;
    if (typeof pathname === 'string' ? path === pathname : pathname.test(path)) count++;
  });
  return () => count;
}

/**
 * Records via `POST /api/data/find/{collection}` (the demo's generic data API, staff only: read as the
 * tenant's owner, apart from the page), for duplicate checks. `org` picks the tenant.
 */
export async function findRecords<T = Record<string, unknown>>(page: Page, collection: string, query: Record<string, unknown> = {}, org: 'northwind' | 'harbor' = 'northwind'): Promise<T[]> {
  const staff = await staffRequest(new URL(page.url()).origin, org);
  try {
    const response = await staff.post(`/api/data/find/${collection}`, { data: { query } });
    assert.equal(response.status(), 200, `find ${collection} answered ${response.status()}`);
    return ((await response.json()) as { data: T[] }).data;
  } finally {
    await staff.dispose();
  }
}
