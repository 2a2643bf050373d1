import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Pool } from 'pg';
import { migrate, openDatabase, type Db } from './db.ts';
import { migratePostgres, openPostgres } from './db-postgres.ts';
import type { DatabaseSchema } from './db-schema.ts';
import { prepared } from './statements.ts';

/** The typed query builder over the server's database, whichever engine holds it. */
export type Data = Kysely<DatabaseSchema>;

/** Which database engine holds the data. */
export type Engine = 'sqlite' | 'postgres';

/** The server's database behind one typed query builder, whichever engine holds it. */
export interface DataLayer {
  engine: Engine;
  /** Kysely over the engine: the same queries, typed by the migrations' schema, run on both. */
  db: Data;
  /** Closes the connection or pool (and so the database file or the connections). */
  close(): Promise<void>;
  /** On PostgreSQL, the connection pool under `db`, for what takes a pg pool itself (the rate limiter's store). */
  pool?: Pool;
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
    const db = dataOverPostgres(pool);
    // Kysely ends the pool only once it has run a query; a layer closed before that ends it here.
    const close = async () => {
      await db.destroy();
      if (!pool.ended) await pool.end();
    };
    return { engine: 'postgres', db, pool, close };
  }
  const database = openDatabase(options.dataDir);
  try {
    migrate(database);
  } catch (error) {
    database.close();
    throw error;
  }
  const db = dataOverSqlite(database);
  return { engine: 'sqlite', db, close: () => db.destroy() };
}

/**
 * Kysely over a PostgreSQL pool whose database is migrated (or will be once `ready` settles: every
 * query waits for it, so a test can build an app at once over a database still being copied).
 * Closing it ends the pool.
 */
export function dataOverPostgres(pool: Pool, ready?: Promise<unknown>): Data {
  const poolWhenReady = async (): Promise<Pool> => {
    await ready;
    return pool;
  };
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: ready ? poolWhenReady : pool }) });
  connections.set(db, { pool });
  return db;
}

/**
 * Kysely over an SQLite connection the server already has open, for the modules already moved to
 * the data layer while the rest still use the connection directly. It shares that connection, so
 * until every module has moved, a transaction opened through it must await nothing but its own
 * queries: on SQLite those resolve at once, so no other request's statement can run inside it.
 * Closing stays with the connection's owner.
 */
export function dataOverSqlite(database: Db): Data {
  let data = layersOfConnections.get(database);
  if (!data) {
    layersOfConnections.set(database, (data = sqliteKysely(database)));
    connections.set(data, { sqlite: database });
  }
  return data;
}

/** What a data layer runs on: the SQLite connection, or the PostgreSQL pool. */
export type Connection = { sqlite: Db; pool?: undefined } | { pool: Pool; sqlite?: undefined };

const connections = new WeakMap<Data, Connection>();

/**
 * The SQLite connection or PostgreSQL pool under a data layer, for the few parts that take one
 * themselves (the rate limiter's store). A transaction's layer is not registered: pass the app's.
 */
export function connectionOf(data: Data): Connection {
  const connection = connections.get(data);
  if (!connection) throw new Error('This data layer was not opened by openDataLayer or dataOverSqlite');
  return connection;
}

/**
 * One Kysely per SQLite connection: Kysely orders its queries and transactions on a connection with a
 * lock of its own, so two instances over one connection could start a transaction inside the other's.
 */
const layersOfConnections = new WeakMap<Db, Data>();

/**
 * Kysely over better-sqlite3, each SQL text compiled once per connection and reused (Kysely would
 * compile on every query, which costs a seventh of a slot query). Nothing may stream through it: a
 * shared statement serves one query at a time.
 */
function sqliteKysely(database: Db): Data {
  // Every transaction begins IMMEDIATE: it takes SQLite's write lock at its start (waiting up to the
  // busy timeout), so a transaction that reads and then writes can never find, at its first write,
  // that another process changed what it read (SQLITE_BUSY_SNAPSHOT, which no wait would cure).
  const cached = { close: () => database.close(), prepare: (sql: string) => prepared(database, sql === 'begin' ? 'begin immediate' : sql) };
  return new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: cached }) });
}

/**
 * Runs `work` in a transaction: a new one, or the one `data` already is (a function that needs a
 * transaction of its own can then also run inside its caller's, as one unit). On SQLite, `work` must
 * await nothing but queries of `trx`: those resolve at once, so no other request runs in between.
 */
export function inTransaction<T>(data: Data, work: (trx: Data) => Promise<T>): Promise<T> {
  return data.isTransaction ? work(data) : data.transaction().execute(work);
}

/** Which engine a data layer's queries run on, for the few queries the engines spell differently (full-text search). */
export function engineOf(data: Data): Engine {
  return data.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Inside a transaction, makes others with the same `scope` and `key` wait until it ends: on
 * PostgreSQL a transaction lock (`pg_advisory_xact_lock`), for checks two requests could otherwise
 * both pass (the next number, a quota); on SQLite nothing, since it runs one writer at a time.
 */
export async function oneAtATime(trx: Data, scope: string, key: string): Promise<void> {
  if (engineOf(trx) !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${scope}), hashtext(${key}))`.execute(trx);
}
