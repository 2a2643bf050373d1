import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startPostgresCluster, testPostgres } from './postgres.ts';

/** Starting a private cluster (initdb plus the server) takes about a second here; leave room on a busy machine. */
const CLUSTER_TIMEOUT = 30_000;

/** Runs one query on `url` and returns its rows. */
async function query<Row extends object>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The name of the database a URL points at. */
const databaseName = (url: string): string => new URL(url).pathname.slice(1);

describe('testPostgres', () => {
  it(
    'gives each caller empty databases of their own on a real PostgreSQL server, and close() (harmless twice) removes them',
    async () => {
      const sharedUrl = process.env.TEST_POSTGRES_URL;
      const postgres = await testPostgres();
      let first = '';
      let second = '';
      try {
        first = await postgres.freshDatabase();
        second = await postgres.freshDatabase();
        expect(databaseName(first)).toMatch(/^t_[0-9a-f]+$/);
        expect(databaseName(second)).not.toBe(databaseName(first));

        const [server] = await query<{ version: string }>(first, 'SELECT version()');
        expect(server?.version).toMatch(/^PostgreSQL \d+/);

        await query(first, 'CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
        await query(first, "INSERT INTO notes (body) VALUES ('only in the first database')");
        const tables = "SELECT to_regclass('public.notes') IS NOT NULL AS present";
        expect(await query(first, tables)).toEqual([{ present: true }]);
        expect(await query(second, tables)).toEqual([{ present: false }]);
      } finally {
        await postgres.close();
      }
      await expect(postgres.close(), 'a second close()').resolves.toBeUndefined();

      if (sharedUrl) {
        // The test command's cluster keeps running: only this caller's databases are gone.
        const left = await query<{ datname: string }>(
          sharedUrl,
          `SELECT datname FROM pg_database WHERE datname IN ('${databaseName(first)}', '${databaseName(second)}')`,
        );
        expect(left).toEqual([]);
      } else {
        // The private cluster is stopped: nothing answers on its port any more.
        await expect(query(first, 'SELECT 1')).rejects.toThrow(/ECONNREFUSED/);
      }
    },
    CLUSTER_TIMEOUT,
  );

});

describe('startPostgresCluster', () => {
  it(
    'starts a server that answers on its URL; stop() shuts it down, removes its folder and may be called twice',
    async () => {
      const cluster = await startPostgresCluster();
      try {
        expect(cluster.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
        expect(await query(cluster.url, 'SELECT 1 AS answer')).toEqual([{ answer: 1 }]);
      } finally {
        await cluster.stop();
      }
      expect(existsSync(cluster.dir)).toBe(false);
      await expect(query(cluster.url, 'SELECT 1')).rejects.toThrow(/ECONNREFUSED/);
      await expect(cluster.stop()).resolves.toBeUndefined();
    },
    CLUSTER_TIMEOUT,
  );
});
