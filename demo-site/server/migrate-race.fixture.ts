/**
 * One server process of the start-up race (migrate.race.test.ts): opens the database in its own
 * process, says `ready`, waits for the `go` file, then migrates and prints `ok` or the error.
 * Usage: node --import tsx migrate-race.fixture.ts <dataDir> <goFile>
 */
import { existsSync } from 'node:fs';
import { migrate, openDatabase } from './db.ts';

const [dataDir = '', goFile = ''] = process.argv.slice(2);
const db = openDatabase(dataDir);
process.stdout.write('ready\n');
const timer = setInterval(() => {
  if (!existsSync(goFile)) return;
  clearInterval(timer);
  try {
    migrate(db);
    process.stdout.write('ok\n');
  } catch (error) {
    process.stdout.write(`${error instanceof Error ? error.message : String(error)}\n`);
  }
  db.close();
}, 1);
