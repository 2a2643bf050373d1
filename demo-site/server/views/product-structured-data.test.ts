// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { majorAmount } from '../../../shared/structured-data/product.ts';

const t = makeTestApp();
afterAll(() => t.close());

/** The JSON-LD blocks of a page. */
async function structuredData(path: string): Promise<Record<string, unknown>[]> {
  const page = await (await t.app.request(path)).text();
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null'));
}

const api = async (path: string) =>
  (await (await t.app.request(`/api/storefront/${path}`)).json()) as Record<string, unknown> & { data: never };

describe('product JSON-LD', () => {
  it('describes the product and its offer, with the rating and a few reviews that the API publishes', async () => {
    const [product, ...more] = await structuredData('/shop/aurora-wireless-headphones');
    expect(more).toEqual([]);
    const reviews = (await api('products/prod_nw_001/reviews?sort=helpful&limit=3')) as unknown as {
      data: { title: string }[];
      summary: { average: number; count: number };
    };
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aurora Wireless Headphones',
      sku: 'NW-ELE-001',
      brand: { '@type': 'Brand', name: 'Northwind Audio' },
      offers: { '@type': 'Offer', price: '129.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: reviews.summary.average,
        reviewCount: reviews.summary.count,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect((product?.review as { name: string }[]).map((r) => r.name)).toEqual(reviews.data.map((r) => r.title));
    expect(String(product?.description)).not.toMatch(/<|&lt;/);
    expect((product?.offers as { url: string }).url).toMatch(/^http:\/\/localhost[^/]*\/shop\/aurora-wireless-headphones/);
  });

  it('carries no rating and no reviews for a product nobody has reviewed', async () => {
    const [product] = await structuredData('/shop/little-explorers-atlas');
    expect(product).toMatchObject({ '@type': 'Product', name: 'Little Explorers Atlas' });
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
  });

  it('keeps a review that contains a closing script tag as data', async () => {
    await t.data
      .updateTable('reviews')
      .set({ title: '</script><script>alert(1)</script>' })
      .where('tenant_id', '=', 'org_northwind')
      .where('id', '=', 'rv_nw_001_01')
      .execute();
    const page = await (await t.app.request('/shop/aurora-wireless-headphones')).text();
    expect(page).not.toContain('<script>alert(1)');
    const [product] = await structuredData('/shop/aurora-wireless-headphones');
    expect((product?.review as { name: string }[]).map((r) => r.name)).toContain('</script><script>alert(1)</script>');
  });

  it("writes prices in the currency's own digits", () => {
    expect(majorAmount(12999, 'USD')).toBe('129.99');
    expect(majorAmount(500, 'JPY')).toBe('500');
    expect(majorAmount(1234, 'KWD')).toBe('1.234');
  });
});
