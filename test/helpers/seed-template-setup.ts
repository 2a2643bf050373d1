/**
 * Vitest global setup: seeds the demo database once per test run into a temporary folder and names
 * the file in `DEMO_SEED_TEMPLATE`, so every `makeTestApp()` copies it instead of migrating and
 * seeding again. The folder is removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDataLayer } from '../../demo-site/server/database.ts';
import { seedIfEmpty } from '../../demo-site/server/seed.ts';
import { POSTGRES_TEMPLATE_ENV, SEED_TEMPLATE_ENV, writeSeedTemplate } from '../../demo-site/server/seed-template.ts';
import { testPostgres } from './postgres.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'demo-seed-template-'));
  process.env[SEED_TEMPLATE_ENV] = await writeSeedTemplate(folder);
  const postgres = process.env.TEST_DATABASE === 'postgres' ? await seedPostgresTemplate() : undefined;
  return async () => {
    await postgres?.close();
    rmSync(folder, { recursive: true, force: true });
  };
}

/**
 * With TEST_DATABASE=postgres: a migrated, seeded PostgreSQL database that makeTestApp() copies
 * (CREATE DATABASE … TEMPLATE) for every test app, named in DEMO_SEED_TEMPLATE_POSTGRES; the server's
 * URL goes to TEST_POSTGRES_URL when this started a private one.
 */
async function seedPostgresTemplate() {
  const postgres = await testPostgres();
  const url = await postgres.freshDatabase();
  const layer = await openDataLayer({ dataDir: '/nonexistent', databaseUrl: url });
  try {
    await seedIfEmpty(layer.db);
  } finally {
    await layer.close();
  }
  process.env[POSTGRES_TEMPLATE_ENV] = url;
  process.env.TEST_POSTGRES_URL ??= new URL('/postgres', url).toString();
  return postgres;
}
