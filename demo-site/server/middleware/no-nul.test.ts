import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { NUL_IN_ADDRESS } from './no-nul.ts';

let t: ReturnType<typeof makeTestApp> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const headers = { orgid: 'org_northwind' };

describe('a NUL character in an API address', () => {
  it('is refused with 400 and a message, in a path id or a query value, before any lookup', async () => {
    t = makeTestApp();
    for (const path of ['/api/storefront/cart/get/cart%00x', '/api/storefront/order/ord%00', '/api/storefront/products?search=a%00b']) {
      const answer = await t.app.request(path, { headers });
      expect(answer.status, path).toBe(400);
      expect(await answer.json(), path).toEqual({ error: { code: 'invalid_request', message: NUL_IN_ADDRESS } });
    }
  });

  it('leaves every other address alone: an unknown cart is still not found', async () => {
    t = makeTestApp();
    const answer = await t.app.request('/api/storefront/cart/get/cart_unknown', { headers });
    expect(answer.status).toBe(404);
  });
});
