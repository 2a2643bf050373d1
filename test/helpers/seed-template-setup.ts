/**
 * Vitest global setup: seeds the demo database once per test run into a temporary folder and names
 * the file in `DEMO_SEED_TEMPLATE`, so every `makeTestApp()` copies it instead of migrating and
 * seeding again. The folder is removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_TEMPLATE_ENV, writeSeedTemplate } from '../../demo-site/server/seed-template.ts';

export default async function setup(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'demo-seed-template-'));
  process.env[SEED_TEMPLATE_ENV] = await writeSeedTemplate(folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
