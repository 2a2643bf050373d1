// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openDatabase, readMigrations } from './db.ts';
import { tempDir } from '../../test/helpers/server/test-app.ts';
import { race, racerScript } from '../../test/helpers/server/process-race.ts';

describe('servers starting together on one empty database', () => {
  it('each start succeeds and every migration is applied once', async () => {
    for (let round = 0; round < 3; round++) {
      const dataDir = tempDir('migrate-race-');
      const answers = await race(racerScript('migrate'), dataDir, 4, (goFile) => [dataDir, goFile]);
      expect(answers).toEqual(['ok', 'ok', 'ok', 'ok']);
      const db = openDatabase(dataDir);
      expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(readMigrations().length);
      db.close();
    }
  }, 90_000);
});
