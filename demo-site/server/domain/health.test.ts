// @vitest-environment node
import { Kysely, PostgresDialect } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { engineDatabases } from '../../../test/helpers/data-layers.ts';
import { withClient } from '../../../test/helpers/postgres.ts';
import { dataOverSqlite, openDataLayer, type Data } from '../database.ts';
import type { DatabaseSchema } from '../db-schema.ts';
import { openPostgres } from '../db-postgres.ts';
import { migrate, openDatabase } from '../db.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';
import { pingDatabase } from './health.ts';

const { tempFolder: sqliteFolder, postgres } = engineDatabases('health-');

/** A data layer over a database that answers, and one over a database that cannot (closed, or dropped). */
interface Engine {
  live(): Promise<{ data: Data; close(): Promise<void> }>;
  gone(): Promise<{ data: Data; close(): Promise<void> }>;
}

const ENGINES: [engine: string, Engine][] = [
  [
    'sqlite',
    {
      live: async () => {
        const layer = await openDataLayer({ dataDir: sqliteFolder() });
        return { data: layer.db, close: () => layer.close() };
      },
      gone: async () => {
        const database = openDatabase(sqliteFolder());
        migrate(database);
        database.close();
        return { data: dataOverSqlite(database), close: async () => {} };
      },
    },
  ],
  [
    'postgres',
    {
      live: async () => {
        const layer = await openDataLayer({ dataDir: '/nonexistent', databaseUrl: await postgres().freshDatabase() });
        return { data: layer.db, close: () => layer.close() };
      },
      gone: async () => {
        const url = new URL(await postgres().freshDatabase());
        const name = url.pathname.slice(1);
        const maintenance = new URL(url);
        maintenance.pathname = '/postgres';
        await withClient(maintenance.toString(), (client) => client.query(`DROP DATABASE ${name}`));
        const data = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: openPostgres(url.toString()) }) });
        return { data, close: () => data.destroy() };
      },
    },
  ],
];

describe.each(ENGINES)('the database ping on %s', (_engine, engine) => {
  it('answers while the database is there', async () => {
    const { data, close } = await engine.live();
    try {
      await expect(pingDatabase(data)).resolves.toBeUndefined();
    } finally {
      await close();
    }
  });

  it('rejects when the database is closed or gone', async () => {
    const { data, close } = await engine.gone();
    try {
      await expect(pingDatabase(data)).rejects.toThrow(/not open|does not exist/);
    } finally {
      await close();
    }
  });
});

describe('GET /api/health', () => {
  it('reports the database as unavailable (503) once its connection is closed', async () => {
    const t = makeTestApp({}, { seed: false });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await (await t.app.request('/api/health')).json()).toEqual({ status: 'ok', database: 'ok' });
      t.db.close();
      const response = await t.app.request('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'error', database: 'unavailable' });
      expect(errors).toHaveBeenCalledWith('Health check: database unavailable:', expect.any(Error));
    } finally {
      errors.mockRestore();
      t.close();
    }
  });
});
