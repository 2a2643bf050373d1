// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineDatabases, twoTenants } from '../../../test/helpers/data-layers.ts';
import { openDataLayer, type Data, type DataLayer } from '../database.ts';
import { searchProductIds, searchSite, syncSearchIndex } from './search.ts';

const { engines: ENGINES } = engineDatabases('search-');

const NOW = '2026-11-20T08:00:00.000Z';
const FILLER = 'Made to last, packed in recycled card, shipped within two working days from our warehouse by tracked post.';

/** Two tenants; the first sells headphones, a kettle, a mug and a torch and has three pages, the second sells headphones too. */
async function seed(data: Data): Promise<void> {
  await twoTenants(data, 'Europe/London');
  let sk = 0;
  const product = (tenant: string, id: string, sku: string, name: string, description: string) =>
    data
      .insertInto('products')
      .values({
        tenant_id: tenant,
        id,
        sk: ++sk,
        sku,
        slug: id,
        name,
        description,
        category: 'General',
        price_cents: 1000,
        base_price_cents: null,
        created_at: NOW,
      })
      .execute();
  await product(
    'org_one',
    'p_phones',
    'NW-ELE-001',
    'Aurora Wireless Headphones',
    '<p>Active <strong>noise</strong> cancelling, <em>forty</em> hours of battery.</p><script>alert("x")</script>',
  );
  await product(
    'org_one',
    'p_kettle',
    'NW-HOM-002',
    'Copper Kettle',
    '<p>A kettle for the stove: this kettle whistles when the water boils.</p>',
  );
  await product('org_one', 'p_mug', 'NW-HOM-003', 'Stoneware Mug', `<p>${FILLER} ${FILLER} Pairs well with any kettle. ${FILLER}</p>`);
  await product('org_one', 'p_torch', 'NW-KIT-004', 'Crème Brûlée Torch', '<p>Caramelises sugar in seconds.</p>');
  await product('org_two', 'p_other', 'HB-ELE-001', 'Harbor Studio Headphones', '<p>Closed-back noise cancelling monitors.</p>');
  // One row at a time: SQLite has no DEFAULT in a multi-row VALUES, so a column left out of one row would be NULL.
  const page = (tenant: string, path: string, title: string, summary: string, content = '', published = 1) =>
    data.insertInto('site_pages').values({ tenant_id: tenant, path, title, summary, content, published }).execute();
  await page('org_one', 'returns', 'Returns', 'How to ask for a refund.', '<h2>Refunds</h2><p>Send it back within thirty days.</p>');
  await page('org_one', 'cafe', 'Our Café', 'Coffee in the shop.', '<p>The CAFÉ opens at nine; ask for a kettle-brewed tea.</p>');
  await page('org_one', 'tea-rooms', 'МОСКВА Tea Room', 'Also in ΑΘΗΝΑ and Москва.');
  await page('org_one', 'draft', 'Refund draft', 'Not published yet.', '', 0);
  await page('org_two', 'returns', 'Harbor returns', 'Refund within a week.');
}

describe.each(ENGINES)('site search on %s', (_engine, where) => {
  let layer: DataLayer;
  beforeAll(async () => {
    layer = await openDataLayer(await where());
    await seed(layer.db);
  }, 60_000);
  afterAll(() => layer?.close());

  const urls = async (keyword: string, datatype: 'products' | 'pages' | 'all' = 'all', tenant = 'org_one') =>
    (await searchSite(layer.db, tenant, datatype, keyword)).map((hit) => hit.url);

  it('indexes every queued product and page once, then has nothing left to do', async () => {
    expect(await syncSearchIndex(layer.db)).toBe(10);
    expect(await syncSearchIndex(layer.db)).toBe(0);
  });

  it('finds words and word prefixes anywhere in the title or text, every word required', async () => {
    expect(await urls('noise cancel', 'products')).toEqual(['/store/product/NW-ELE-001']);
    expect(await urls('HEADPH', 'products')).toEqual(['/store/product/NW-ELE-001']);
    expect(await urls('battery', 'products')).toEqual(['/store/product/NW-ELE-001']);
    expect(await urls('noise kettle', 'products')).toEqual([]);
    expect(await urls('h', 'products')).toEqual([]);
    expect(await urls('nw-ele-001', 'products')).toEqual(['/store/product/NW-ELE-001']);
  });

  it('ignores accents and case on both sides', async () => {
    expect(await urls('creme BRULEE')).toEqual(['/store/product/NW-KIT-004']);
    expect(await urls('Crème')).toEqual(['/store/product/NW-KIT-004']);
    expect(await urls('cafe', 'pages')).toEqual(['/cafe']);
    expect(await urls('москва', 'pages')).toEqual(['/tea-rooms']);
    expect(await urls('Моск αθηνα', 'pages')).toEqual(['/tea-rooms']);
    expect(await urls('ΑΘΗΝ', 'pages')).toEqual(['/tea-rooms']);
    expect(await urls('CAFÉ opens', 'pages')).toEqual(['/cafe']);
  });

  it('indexes the text of the HTML, not its tags or scripts, and shows a plain-text snippet', async () => {
    expect(await urls('strong')).toEqual([]);
    expect(await urls('alert')).toEqual([]);
    const [hit] = await searchSite(layer.db, 'org_one', 'products', 'cancelling');
    expect(hit).toMatchObject({ data: { title: 'Aurora Wireless Headphones' }, url: '/store/product/NW-ELE-001' });
    expect(hit?.content).toContain('noise cancelling');
    expect(hit?.content).not.toMatch(/[<>]/);
    expect(hit?.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('marks a snippet taken from the middle of a long text with ellipses', async () => {
    const [hit] = await searchSite(layer.db, 'org_one', 'products', 'pairs');
    expect(hit?.url).toBe('/store/product/NW-HOM-003');
    expect(hit?.content).toMatch(/^….*Pairs well with any kettle.*…$/);
  });

  it('lists the clearly better hit first', async () => {
    expect(await searchProductIds(layer.db, 'org_one', 'kettle', 10)).toEqual(['p_kettle', 'p_mug']);
    expect(await searchProductIds(layer.db, 'org_one', 'kettle', 1)).toEqual(['p_kettle']);
  });

  it('looks only in the datatype asked for, and only in published pages', async () => {
    expect(await urls('refund', 'pages')).toEqual(['/returns']);
    expect(await urls('refund', 'products')).toEqual([]);
    expect((await urls('kettle', 'all')).sort()).toEqual(['/cafe', '/store/product/NW-HOM-002', '/store/product/NW-HOM-003']);
  });

  it('answers an empty keyword, or one of punctuation only, with nothing', async () => {
    for (const keyword of ['', '   ', '"', '*', '()', '<>', '--', '^', ":'&|!"])
      expect(await searchSite(layer.db, 'org_one', 'all', keyword), keyword).toEqual([]);
  });

  it('treats query syntax of either engine as plain words', async () => {
    for (const keyword of [
      'NEAR(a b',
      'a OR b',
      'title:x',
      "'; DROP TABLE products; --",
      'noise & !cancel',
      'noise:* | kettle',
      'x'.repeat(200),
      '\u0000',
    ]) {
      await expect(searchSite(layer.db, 'org_one', 'all', keyword), keyword).resolves.toBeInstanceOf(Array);
    }
    // Letters that PostgreSQL's unaccent() turns into an apostrophe (ʼ, ŉ, ʻ, ʹ), and a backslash, stay plain words.
    for (const keyword of ['ʼ', 'ŉ', 'ʻokina', 'ʹ kettle', 'kettle\\']) {
      await expect(searchSite(layer.db, 'org_one', 'all', keyword), keyword).resolves.toBeInstanceOf(Array);
    }
    expect(await urls('"headphones', 'products')).toEqual(['/store/product/NW-ELE-001']);
    expect(await urls('noise & !cancelling', 'products')).toEqual(['/store/product/NW-ELE-001']);
    expect(
      await layer.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: 5 });
  });

  it('answers whatever is typed without an error (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 40 }), async (keyword) => {
        expect(await searchSite(layer.db, 'org_one', 'all', keyword)).toBeInstanceOf(Array);
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it('lets two searches drain the same queue at once, each change indexed once', async () => {
    await layer.db.updateTable('products').set({ category: 'Sale' }).where('tenant_id', '=', 'org_one').execute();
    const handled = await Promise.all([
      syncSearchIndex(layer.db),
      syncSearchIndex(layer.db),
      searchSite(layer.db, 'org_one', 'products', 'sale'),
    ]);
    expect(handled[0] + handled[1]).toBeGreaterThanOrEqual(4);
    expect(await syncSearchIndex(layer.db)).toBe(0);
    expect((await urls('sale', 'products')).sort()).toEqual([
      '/store/product/NW-ELE-001',
      '/store/product/NW-HOM-002',
      '/store/product/NW-HOM-003',
      '/store/product/NW-KIT-004',
    ]);
    expect(await urls('sale', 'products', 'org_two')).toEqual([]);
  });

  it('never finds, changes or removes another tenant’s documents', async () => {
    expect(await urls('headphones', 'products', 'org_two')).toEqual(['/store/product/HB-ELE-001']);
    expect(await urls('harbor studio', 'products')).toEqual([]);
    expect(await urls('refund', 'pages', 'org_two')).toEqual(['/returns']);
    await layer.db.deleteFrom('site_pages').where('tenant_id', '=', 'org_one').where('path', '=', 'returns').execute();
    await layer.db
      .updateTable('products')
      .set({ name: 'Zephyr Lantern' })
      .where('tenant_id', '=', 'org_one')
      .where('id', '=', 'p_phones')
      .execute();
    expect(await urls('refund', 'pages')).toEqual([]);
    expect(await urls('zephyr', 'products')).toEqual(['/store/product/NW-ELE-001']);
    expect(await urls('aurora', 'products')).toEqual([]);
    expect(await urls('refund', 'pages', 'org_two')).toEqual(['/returns']);
    expect(await urls('headphones', 'products', 'org_two')).toEqual(['/store/product/HB-ELE-001']);
    expect(await urls('zephyr', 'products', 'org_two')).toEqual([]);
  });
});
