// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { retireSeededGiftCards, seededGiftCards } from './storefront-extras.ts';

describe('seeded gift cards outside demo mode', () => {
  const t = makeTestApp();
  afterAll(() => t.close());
  const check = (code: string) =>
    t.app.request('/api/payments/gift-card/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json', orgid: 'org_northwind' },
      body: JSON.stringify({ giftCardCode: code }),
    });

  it('switches off every seeded code once, leaving other cards alone', async () => {
    await t.data
      .insertInto('gift_cards')
      .values({ tenant_id: 'org_northwind', code: 'MERCHANT-OWN-1', balance_cents: 1000, currency: 'USD' })
      .execute();
    expect((await check('GIFT100')).status).toBe(200);
    expect(await retireSeededGiftCards(t.data)).toBe(seededGiftCards().length);
    expect(await retireSeededGiftCards(t.data)).toBe(0);
    expect((await check('GIFT100')).status).toBe(404);
    expect((await check('MERCHANT-OWN-1')).status).toBe(200);
  });

  it('knows the seeded codes of both demo tenants', () => {
    expect(seededGiftCards()).toEqual(
      expect.arrayContaining([
        { tenantId: 'org_northwind', code: 'GIFT100' },
        { tenantId: 'org_harbor', code: 'HARBOR25' },
      ]),
    );
  });
});
