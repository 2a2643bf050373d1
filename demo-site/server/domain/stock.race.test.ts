// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { race, racerScript } from '../../../test/helpers/server/process-race.ts';

const t = makeTestApp();
afterAll(() => t.close());

describe('the last units under concurrent orders from separate server processes', () => {
  it('sells the last 2 navy pairs of NW-FAS-011 to exactly 2 of 6 shoppers, never below zero', async () => {
    t.db.prepare(`UPDATE products SET stock = 2, variations = json_set(variations, '$[1].stock', 2) WHERE tenant_id = 'org_northwind' AND sku = 'NW-FAS-011'`).run();
    const fixture = racerScript('stock');
    const results = await race(fixture, t.config.dataDir, 6, (goFile) => [t.config.dataDir, goFile, 'NW-FAS-011-NAVY']);
    expect(results.filter((r) => r === 'ok')).toHaveLength(2);
    expect(results.filter((r) => r === 'short')).toHaveLength(4);
    const row = t.db.prepare(`SELECT stock, json_extract(variations, '$[1].stock') AS navy FROM products WHERE tenant_id = 'org_northwind' AND sku = 'NW-FAS-011'`).get();
    expect(row).toEqual({ stock: 0, navy: 0 });
  }, 60_000);
});
