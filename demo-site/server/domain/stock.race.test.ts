// @vitest-environment node
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing.ts';

const t = makeTestApp();
afterAll(() => t.close());

/** Starts one shopper process; resolves with its answer once it has ordered. */
function shopper(goFile: string, sku: string, ready: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'stock-race.fixture.ts'), t.config.dataDir, goFile, sku], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out === 'ready\n') ready();
    });
    child.on('error', reject);
    child.on('exit', () => resolve(out.replace('ready\n', '').trim()));
  });
}

describe('the last units under concurrent orders from separate server processes', () => {
  it('sells the last 2 navy pairs of NW-FAS-011 to exactly 2 of 6 shoppers, never below zero', async () => {
    t.db.prepare(`UPDATE products SET stock = 2, variations = json_set(variations, '$[1].stock', 2) WHERE tenant_id = 'org_northwind' AND sku = 'NW-FAS-011'`).run();
    const goFile = join(t.config.dataDir, 'go');
    let waiting = 6;
    let go: () => void = () => undefined;
    const allReady = new Promise<void>((resolve) => (go = resolve));
    const answers = Array.from({ length: 6 }, () => shopper(goFile, 'NW-FAS-011-NAVY', () => --waiting === 0 && go()));
    await allReady;
    writeFileSync(goFile, '');
    const results = await Promise.all(answers);
    expect(results.filter((r) => r === 'ok')).toHaveLength(2);
    expect(results.filter((r) => r === 'short')).toHaveLength(4);
    const row = t.db.prepare(`SELECT stock, json_extract(variations, '$[1].stock') AS navy FROM products WHERE tenant_id = 'org_northwind' AND sku = 'NW-FAS-011'`).get();
    expect(row).toEqual({ stock: 0, navy: 0 });
  }, 60_000);
});
