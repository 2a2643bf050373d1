// @vitest-environment node
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, readMigrations } from './db.ts';
import { tempDir } from './testing.ts';

/** Starts one server-like process on `dataDir`; resolves with what it printed after migrating. */
function server(dataDir: string, goFile: string, ready: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'migrate-race.fixture.ts'), dataDir, goFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out === 'ready\n') ready();
    });
    child.on('error', reject);
    child.on('exit', () => resolve(out.replace('ready\n', '').trim()));
  });
}

describe('servers starting together on one empty database', () => {
  it('each start succeeds and every migration is applied once', async () => {
    for (let round = 0; round < 3; round++) {
      const dataDir = tempDir('migrate-race-');
      const goFile = join(dataDir, 'go');
      let waiting = 4;
      let go: () => void = () => undefined;
      const allReady = new Promise<void>((resolve) => (go = resolve));
      const answers = Array.from({ length: 4 }, () => server(dataDir, goFile, () => --waiting === 0 && go()));
      await allReady;
      writeFileSync(goFile, '');
      expect(await Promise.all(answers)).toEqual(['ok', 'ok', 'ok', 'ok']);
      const db = openDatabase(dataDir);
      expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(readMigrations().length);
      db.close();
    }
  }, 90_000);
});
