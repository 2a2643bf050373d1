import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { migrate, openDatabase } from './db.ts';
import { migratePostgres, openPostgres } from './db-postgres.ts';
import type { DatabaseSchema } from './db-schema.ts';

/** Which database engine holds the data. */
export type Engine = 'sqlite' | 'postgres';

/** The server's database behind one typed query builder, whichever engine holds it. */
export interface DataLayer {
  engine: Engine;
  /** Kysely over the engine: the same queries, typed by the migrations' schema, run on both. */
  db: Kysely<DatabaseSchema>;
  /** Closes the connection or pool (and so the database file or the connections). */
  close(): Promise<void>;
}

/** Where the data is: a PostgreSQL URL, else embedded SQLite in a folder. */
export interface DataLayerOptions {
  /** Folder of `site.db` when no `databaseUrl` is given. */
  dataDir: string;
  /** `postgres://…`: PostgreSQL instead of SQLite. */
  databaseUrl?: string | undefined;
}

/**
 * Opens the server's database and brings its schema up to date: PostgreSQL when a URL is given,
 * otherwise embedded SQLite in `dataDir`. Two servers starting together on one database apply each
 * migration once on either engine.
 */
export async function openDataLayer(options: DataLayerOptions): Promise<DataLayer> {
  if (options.databaseUrl) {
    const pool = openPostgres(options.databaseUrl);
    try {
      await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    return { engine: 'postgres', db, close: () => db.destroy() };
  }
  const database = openDatabase(options.dataDir);
  try {
    migrate(database);
  } catch (error) {
    database.close();
    throw error;
  }
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database }) });
  return { engine: 'sqlite', db, close: () => db.destroy() };
}
