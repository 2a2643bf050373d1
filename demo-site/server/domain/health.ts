import { sql } from 'kysely';
import type { Data } from '../database.ts';

/** Runs the smallest query there is, for the health check; rejects when the database cannot answer. */
export async function pingDatabase(data: Data): Promise<void> {
  await sql`SELECT 1`.execute(data);
}
