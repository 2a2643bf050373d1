import type { Db } from '../db.ts';

/** Runs the smallest query there is, for the health check; throws when the database cannot answer. */
export function pingDatabase(db: Db): void {
  db.prepare('SELECT 1').get();
}
