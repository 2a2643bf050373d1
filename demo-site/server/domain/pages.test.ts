// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineDatabases } from '../../../test/helpers/data-layers.ts';
import { openDataLayer, type Data, type DataLayer } from '../database.ts';
import type { Tenant } from '../tenants.ts';
import { getPage, siteInfo } from './pages.ts';

const { engines: ENGINES } = engineDatabases('pages-');

const tenant = (id: string): Tenant => ({
  id,
  siteName: `${id}-site`,
  host: `${id}.example`,
  name: `Shop ${id}`,
  currency: 'EUR',
  locale: 'en-IE',
  timeZone: 'Europe/Dublin',
  searchEnabled: true,
  allowedOrigins: [],
});

/**
 * Two tenants. The first has a home page, "help", "Zebra" (upper case, so it sorts before lower
 * case letters byte by byte) and "policies/shipping" published, and a draft "sale"; the second has
 * its own "help" with other words and a published "secret" page.
 */
async function seed(data: Data): Promise<void> {
  for (const id of ['org_one', 'org_two']) {
    await data
      .insertInto('tenants')
      .values({ id, site_name: `${id}-site`, host: `${id}.example`, name: `Shop ${id}`, time_zone: 'Europe/Dublin' })
      .execute();
  }
  const page = (tenant_id: string, path: string, title: string, extra: { published?: number; blocks?: string } = {}) => ({
    tenant_id,
    path,
    title,
    summary: `About ${title}`,
    content: `<p>${title} for ${tenant_id}</p>`,
    updated_at: '2026-11-20T08:00:00.000Z',
    published: 1,
    blocks: '[]',
    ...extra,
  });
  await data
    .insertInto('site_pages')
    .values([
      page('org_one', 'help', 'Help', { blocks: '[{"type":"faq","items":2}]' }),
      page('org_one', '', 'Home'),
      page('org_one', 'policies/shipping', 'Shipping'),
      page('org_one', 'Zebra', 'Zebra stripes'),
      page('org_one', 'sale', 'Winter sale', { published: 0 }),
      page('org_two', 'help', 'Other help'),
      page('org_two', 'secret', 'Not yours'),
    ])
    .execute();
}

describe.each(ENGINES)('the site page queries on %s', (_engine, where) => {
  let layer: DataLayer;
  beforeAll(async () => {
    layer = await openDataLayer(await where());
    await seed(layer.db);
  }, 30_000);
  afterAll(() => layer?.close());

  it('finds a published page by path, with its URL, parsed blocks and update time', async () => {
    expect(await getPage(layer.db, 'org_one', 'help')).toEqual({
      path: 'help',
      url: '/help',
      title: 'Help',
      summary: 'About Help',
      content: '<p>Help for org_one</p>',
      blocks: [{ type: 'faq', items: 2 }],
      updatedAt: '2026-11-20T08:00:00.000Z',
    });
    expect((await getPage(layer.db, 'org_one', '/policies/shipping/'))?.title).toBe('Shipping');
  });

  it("serves the home page for '', 'home' and '/'", async () => {
    for (const path of ['', 'home', '/']) expect((await getPage(layer.db, 'org_one', path))?.url).toBe('/');
  });

  it('keeps a draft hidden unless drafts are asked for (a preview)', async () => {
    expect(await getPage(layer.db, 'org_one', 'sale')).toBeNull();
    expect((await getPage(layer.db, 'org_one', 'sale', true))?.title).toBe('Winter sale');
  });

  it("never serves another tenant's page, even under a path both tenants use", async () => {
    expect(await getPage(layer.db, 'org_one', 'secret')).toBeNull();
    expect(await getPage(layer.db, 'org_one', 'secret', true)).toBeNull();
    expect((await getPage(layer.db, 'org_two', 'help'))?.content).toBe('<p>Other help for org_two</p>');
  });

  it("describes the site with its published pages only, in byte order of path, the other tenant's left out", async () => {
    expect(await siteInfo(layer.db, tenant('org_one'))).toEqual({
      id: 'org_one',
      siteName: 'org_one-site',
      name: 'Shop org_one',
      host: 'org_one.example',
      locale: 'en-IE',
      currency: 'EUR',
      timeZone: 'Europe/Dublin',
      searchEnabled: true,
      pages: [
        { path: '', title: 'Home', url: '/' },
        { path: 'Zebra', title: 'Zebra stripes', url: '/Zebra' },
        { path: 'help', title: 'Help', url: '/help' },
        { path: 'policies/shipping', title: 'Shipping', url: '/policies/shipping' },
      ],
    });
  });
});
