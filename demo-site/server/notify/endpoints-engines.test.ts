// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineDatabases, twoTenants, layersClosedAfterEach } from '../../../test/helpers/data-layers.ts';
import { createEndpoint, listEndpoints, MAX_ENDPOINTS } from './endpoints.ts';

const { engines: ENGINES, postgres } = engineDatabases('endpoints-engines-');
const NOW = new Date('2026-11-20T08:00:00.000Z');

const layer = layersClosedAfterEach();

const hook = (n: number) => ({ url: `https://hooks.example/${n}`, events: ['order.paid'] });

describe.each(ENGINES)('webhook endpoints on %s', (_engine, where) => {
  it('keeps each tenant to its own endpoints and to the limit', async () => {
    const data = await twoTenants(await layer(await where()));
    for (let n = 0; n < MAX_ENDPOINTS; n++) expect(await createEndpoint(data, 'org_one', hook(n), NOW)).toBeDefined();
    expect(await createEndpoint(data, 'org_one', hook(MAX_ENDPOINTS), NOW)).toBeUndefined();
    const added = await createEndpoint(data, 'org_two', hook(0), NOW);
    expect(added?.secret).toMatch(/^whsec_/);
    expect((await listEndpoints(data, 'org_two')).map((endpoint) => endpoint.url)).toEqual(['https://hooks.example/0']);
    expect(await listEndpoints(data, 'org_one')).toHaveLength(MAX_ENDPOINTS);
  });
});

describe('adding webhook endpoints over two processes on one PostgreSQL', () => {
  it('never lets additions sent at once through two pools pass the limit', async () => {
    const url = await postgres().freshDatabase();
    const one = await twoTenants(await layer({ dataDir: '/nonexistent', databaseUrl: url }));
    const two = await layer({ dataDir: '/nonexistent', databaseUrl: url });
    const added = await Promise.all(
      Array.from({ length: MAX_ENDPOINTS * 2 }, (_, n) => createEndpoint(n % 2 ? one : two, 'org_one', hook(n), NOW)),
    );
    expect(added.filter(Boolean)).toHaveLength(MAX_ENDPOINTS);
    expect(await listEndpoints(one, 'org_one')).toHaveLength(MAX_ENDPOINTS);
    expect(await listEndpoints(one, 'org_two')).toEqual([]);
  });
});
