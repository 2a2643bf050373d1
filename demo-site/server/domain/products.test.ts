// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineDatabases, twoTenants } from '../../../test/helpers/data-layers.ts';
import { openDataLayer, type Data, type DataLayer } from '../database.ts';
import { getCart } from './carts.ts';
import { listGateways } from './gateways.ts';
import {
  catalogueSizes,
  listBrands,
  listCollections,
  listProducts,
  productsByIds,
  productsInCategory,
  type ProductFilter,
} from './products.ts';

const { engines: ENGINES } = engineDatabases('catalogue-');

const NOW = '2026-11-20T08:00:00.000Z';
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T08:00:00.000Z`;

/** What each product of the first tenant is, in catalogue order (sk 1 to 7). */
const PRODUCTS = [
  {
    id: 'prod_lamp',
    name: 'Brass lamp',
    category: 'Home',
    brand: 'Acme',
    tags: '["bestseller","light"]',
    price_cents: 3000,
    stock: 5,
    rating: 4.5,
    rating_count: 2,
    created_at: day(1),
  },
  {
    id: 'prod_mug',
    name: 'apple mug',
    category: 'kitchen',
    brand: 'beta',
    tags: '["gift"]',
    price_cents: 1200,
    stock: 40,
    rating: 3,
    rating_count: 1,
    created_at: day(5),
  },
  {
    id: 'prod_chair',
    name: 'Chair 50%_off',
    category: 'HOME',
    brand: 'Zeta',
    tags: '[]',
    price_cents: 9000,
    stock: 2,
    rating: 0,
    rating_count: 0,
    created_at: day(3),
  },
  {
    id: 'prod_rug',
    name: 'Rug',
    category: 'Home',
    brand: 'Acme',
    tags: '["bestseller"]',
    price_cents: 5000,
    stock: 10,
    rating: 4.5,
    rating_count: 4,
    created_at: day(4),
    variations: '[{"sku":"RUG-RED","price_cents":5000,"stock":0},{"sku":"RUG-BLUE","price_cents":5000,"stock":0}]',
  },
  {
    id: 'prod_vase',
    name: 'Apple vase',
    category: 'home',
    brand: '',
    tags: '[]',
    price_cents: 1200,
    stock: 3,
    rating: 0,
    rating_count: 0,
    created_at: day(2),
    variations: '[{"sku":"VASE-1","price_cents":1200,"stock":null},{"sku":"VASE-2","price_cents":1200,"stock":0}]',
  },
  {
    id: 'prod_empty',
    name: 'BRASS bowl',
    category: 'kitchen',
    brand: 'ACME',
    tags: '[]',
    price_cents: 800,
    stock: 0,
    rating: 5,
    rating_count: 1,
    created_at: day(2),
  },
  {
    id: 'prod_pot',
    name: 'Pot',
    category: 'kitchen',
    brand: 'beta',
    tags: '["bestseller"]',
    price_cents: 2000,
    stock: 7,
    rating: 0,
    rating_count: 0,
    created_at: day(6),
    variations: '[{"sku":"POT-S","price_cents":2000,"stock":2}]',
  },
];

/**
 * Two tenants: the first with the products above, a service, two enabled gateways and one
 * disabled, and a saved cart; the second with the same product ids under other names, brands and
 * categories, its own gateway and a cart of the same id.
 */
async function seed(data: Data): Promise<void> {
  await twoTenants(data);
  let sk = 0;
  for (const product of PRODUCTS) {
    sk++;
    await data
      .insertInto('products')
      .values({ tenant_id: 'org_one', sk, sku: product.id.toUpperCase(), slug: product.id, ...product })
      .execute();
    await data
      .insertInto('products')
      .values({
        tenant_id: 'org_two',
        id: product.id,
        sk,
        sku: product.id.toUpperCase(),
        slug: product.id,
        name: `Other ${sk}`,
        category: 'Other',
        brand: 'Other brand',
        tags: '["bestseller"]',
        price_cents: 100,
        stock: 1,
        created_at: NOW,
      })
      .execute();
  }
  await data.insertInto('service_categories').values({ tenant_id: 'org_one', id: 'cat_hair', name: 'Hair' }).execute();
  await data.insertInto('services').values({ tenant_id: 'org_one', id: 'svc_cut', name: 'Haircut', category_id: 'cat_hair' }).execute();
  await data
    .insertInto('payment_gateways')
    .values([
      { tenant_id: 'org_one', name: 'stripe', provider: 'stripe', client_id: 'pk_test_1', position: 2, enabled: 1 },
      { tenant_id: 'org_one', name: 'offline', provider: 'offline', client_id: null, position: 1, enabled: 1 },
      { tenant_id: 'org_one', name: 'paypal', provider: 'paypal', client_id: 'pp', position: 0, enabled: 0 },
      { tenant_id: 'org_two', name: 'gift_card', provider: 'gift_card', client_id: null, position: 0, enabled: 1 },
    ])
    .execute();
  await data
    .insertInto('carts')
    .values([
      {
        tenant_id: 'org_one',
        id: 'cart_1',
        items: '[{"id":"l1","sku":"PROD_MUG","name":"apple mug","price":1200,"quantity":2}]',
        created_at: NOW,
        updated_at: NOW,
        session_hash: 'h',
      },
      { tenant_id: 'org_two', id: 'cart_2', items: '[]', created_at: NOW, updated_at: NOW, session_hash: 'h' },
    ])
    .execute();
}

const filter = (extra: Partial<ProductFilter> = {}): ProductFilter => ({ page: 1, limit: 20, sortBy: 'featured', ...extra });

describe.each(ENGINES)('the catalogue reads on %s', (_engine, where) => {
  let layer: DataLayer;
  let data: Data;
  beforeAll(async () => {
    layer = await openDataLayer(await where());
    data = layer.db;
    await seed(data);
  }, 30_000);
  afterAll(() => layer?.close());

  const ids = async (extra: Partial<ProductFilter>) => (await listProducts(data, 'org_one', filter(extra))).rows.map((row) => row.id);

  it('lists bestsellers first, then in catalogue order, with the total, and only the tenant’s products', async () => {
    const { rows, total } = await listProducts(data, 'org_one', filter());
    expect(rows.map((row) => row.id)).toEqual(['prod_lamp', 'prod_rug', 'prod_pot', 'prod_mug', 'prod_chair', 'prod_vase', 'prod_empty']);
    expect(total).toBe(7);
    expect(rows[0]).toMatchObject({ tenant_id: 'org_one', name: 'Brass lamp', price_cents: 3000, rating: 4.5, rating_count: 2, sk: 1 });
    expect((await listProducts(data, 'org_two', filter())).rows.every((row) => row.name.startsWith('Other'))).toBe(true);
  });

  it('finds text in the name, brand, sku, category or tags whatever its case, and takes % and _ literally', async () => {
    expect(await ids({ query: 'APPLE' })).toEqual(['prod_mug', 'prod_vase']);
    expect(await ids({ query: ' brass ' })).toEqual(['prod_lamp', 'prod_empty']);
    expect(await ids({ query: 'acme' })).toEqual(['prod_lamp', 'prod_rug', 'prod_empty']);
    expect(await ids({ query: 'gift' })).toEqual(['prod_mug']);
    expect(await ids({ query: '50%_' })).toEqual(['prod_chair']);
    expect(await ids({ query: '%' })).toEqual(['prod_chair']);
    expect(await ids({ query: 'Other' })).toEqual([]);
  });

  it('filters by category and brand whatever their case, and by price range', async () => {
    expect(await ids({ category: 'home' })).toEqual(['prod_lamp', 'prod_rug', 'prod_chair', 'prod_vase']);
    expect(await ids({ brand: 'acme' })).toEqual(['prod_lamp', 'prod_rug', 'prod_empty']);
    expect(await ids({ minPrice: 1200, maxPrice: 3000, sortBy: 'price' })).toEqual(['prod_mug', 'prod_vase', 'prod_pot', 'prod_lamp']);
    expect(await ids({ category: 'Other' })).toEqual([]);
  });

  it('keeps in stock only products with stock and a variation that can still sell', async () => {
    expect(await ids({ inStock: true })).toEqual(['prod_lamp', 'prod_pot', 'prod_mug', 'prod_chair', 'prod_vase']);
  });

  it('sorts by price, rating, name ignoring case and age, either way, ties in catalogue order', async () => {
    expect(await ids({ sortBy: 'price' })).toEqual([
      'prod_empty',
      'prod_mug',
      'prod_vase',
      'prod_pot',
      'prod_lamp',
      'prod_rug',
      'prod_chair',
    ]);
    expect(await ids({ sortBy: 'price', sortOrder: 'desc' })).toEqual([
      'prod_chair',
      'prod_rug',
      'prod_lamp',
      'prod_pot',
      'prod_mug',
      'prod_vase',
      'prod_empty',
    ]);
    expect(await ids({ sortBy: 'rating' })).toEqual([
      'prod_empty',
      'prod_lamp',
      'prod_rug',
      'prod_mug',
      'prod_chair',
      'prod_vase',
      'prod_pot',
    ]);
    expect(await ids({ sortBy: 'name' })).toEqual([
      'prod_mug',
      'prod_vase',
      'prod_empty',
      'prod_lamp',
      'prod_chair',
      'prod_pot',
      'prod_rug',
    ]);
    expect(await ids({ sortBy: 'name', sortOrder: 'desc' })).toEqual([
      'prod_rug',
      'prod_pot',
      'prod_chair',
      'prod_lamp',
      'prod_empty',
      'prod_vase',
      'prod_mug',
    ]);
    expect(await ids({ sortBy: 'createdAt' })).toEqual([
      'prod_pot',
      'prod_mug',
      'prod_rug',
      'prod_chair',
      'prod_vase',
      'prod_empty',
      'prod_lamp',
    ]);
    expect(await ids({ sortBy: 'createdAt', sortOrder: 'asc' })).toEqual([
      'prod_lamp',
      'prod_vase',
      'prod_empty',
      'prod_chair',
      'prod_rug',
      'prod_mug',
      'prod_pot',
    ]);
  });

  it('pages through the listing, the total counting every match', async () => {
    const page = async (n: number) => listProducts(data, 'org_one', filter({ sortBy: 'price', page: n, limit: 3 }));
    expect((await page(1)).rows.map((row) => row.id)).toEqual(['prod_empty', 'prod_mug', 'prod_vase']);
    expect((await page(3)).rows.map((row) => row.id)).toEqual(['prod_chair']);
    expect(await page(4)).toEqual({ rows: [], total: 7 });
  });

  it('lists a category whatever its case, in catalogue order', async () => {
    expect((await productsInCategory(data, 'org_one', 'HOME')).map((row) => row.id)).toEqual([
      'prod_lamp',
      'prod_chair',
      'prod_rug',
      'prod_vase',
    ]);
    expect(await productsInCategory(data, 'org_one', 'Other')).toEqual([]);
  });

  it('gives products by id in the order asked, skipping unknown ids and another tenant’s names', async () => {
    const rows = await productsByIds(data, 'org_one', ['prod_pot', 'prod_nothing', 'prod_lamp']);
    expect(rows.map((row) => [row.id, row.name])).toEqual([
      ['prod_pot', 'Pot'],
      ['prod_lamp', 'Brass lamp'],
    ]);
    expect(await productsByIds(data, 'org_one', [])).toEqual([]);
  });

  it('lists brands sorted ignoring case without blanks, and the categories with their counts', async () => {
    expect(await listBrands(data, 'org_one')).toEqual(['ACME', 'Acme', 'beta', 'Zeta']);
    expect(await listBrands(data, 'org_two')).toEqual(['Other brand']);
    expect(await listCollections(data, 'org_one')).toEqual([
      { name: 'HOME', count: 1 },
      { name: 'Home', count: 2 },
      { name: 'home', count: 1 },
      { name: 'kitchen', count: 3 },
    ]);
    expect(await listCollections(data, 'org_two')).toEqual([{ name: 'Other', count: 7 }]);
  });

  it('counts the tenant’s products and services', async () => {
    expect(await catalogueSizes(data, 'org_one')).toEqual({ products: 7, services: 1 });
    expect(await catalogueSizes(data, 'org_two')).toEqual({ products: 7, services: 0 });
    expect(await catalogueSizes(data, 'org_none')).toEqual({ products: 0, services: 0 });
  });

  it('lists the tenant’s enabled gateways by position, with their public client id', async () => {
    expect(await listGateways(data, 'org_one')).toEqual([
      { name: 'offline', data: { provider: 'offline' } },
      { name: 'stripe', data: { provider: 'stripe', clientId: 'pk_test_1' } },
    ]);
    expect((await listGateways(data, 'org_two')).map((gateway) => gateway.name)).toEqual(['gift_card']);
  });

  it('reads a saved cart of the tenant, never another tenant’s', async () => {
    expect(await getCart(data, 'org_one', 'cart_1')).toEqual({
      id: 'cart_1',
      items: [{ id: 'l1', sku: 'PROD_MUG', name: 'apple mug', price: 1200, quantity: 2 }],
    });
    expect(await getCart(data, 'org_one', 'cart_2')).toBeNull();
    expect(await getCart(data, 'org_two', 'cart_1')).toBeNull();
  });
});
