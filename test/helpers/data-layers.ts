import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { openDataLayer, type Data, type DataLayer, type DataLayerOptions, type Engine } from '../../demo-site/server/database.ts';
import { testPostgres, type TestPostgres } from './postgres.ts';

/** One row of `describe.each`: the engine's name and where a fresh, empty database of it is. */
export type EngineRow = [engine: Engine, where: () => Promise<DataLayerOptions>];

/** What a data-layer test file gets: the engine rows, its PostgreSQL server and a temporary folder maker. */
export interface EngineDatabases {
  /** SQLite in a new folder, and PostgreSQL in a new database: one fresh database per call of `where()`. */
  engines: EngineRow[];
  /** The PostgreSQL server of the run (or of this file), once the file's tests have started. */
  postgres(): TestPostgres;
  /** A new empty temporary folder, removed after the file's tests. */
  tempFolder(): string;
}

/**
 * The two engines a test of the data layer runs on, for `describe.each(engines)`. Call it once at the
 * top of a test file: it joins the test command's PostgreSQL (or starts a private one) before the
 * file's tests, and afterwards drops the databases and removes the folders it made.
 */
export function engineDatabases(folderPrefix = 'data-layer-'): EngineDatabases {
  let server: TestPostgres | undefined;
  const folders: string[] = [];
  beforeAll(async () => {
    server = await testPostgres();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  const postgres = (): TestPostgres => {
    if (!server) throw new Error('PostgreSQL is started before the tests: call postgres() inside a test or a hook');
    return server;
  };
  const tempFolder = (): string => folders[folders.push(mkdtempSync(join(tmpdir(), folderPrefix))) - 1]!;
  return {
    engines: [
      ['sqlite', async () => ({ dataDir: tempFolder() })],
      ['postgres', async () => ({ dataDir: '/nonexistent', databaseUrl: await postgres().freshDatabase() })],
    ],
    postgres,
    tempFolder,
  };
}

/**
 * Opens data layers for a test and closes them after it, newest first (a second pool on one database,
 * as a second server process has, closes before the first). Call once per file or `describe`.
 */
export function layersClosedAfterEachTest(): (where: DataLayerOptions) => Promise<DataLayer> {
  const opened: DataLayer[] = [];
  afterEach(async () => {
    for (const layer of opened.splice(0).reverse()) await layer.close();
  });
  return async (where) => {
    const layer = await openDataLayer(where);
    opened.push(layer);
    return layer;
  };
}

/** The two tenants a data-layer test checks isolation between: `org_one` and `org_two` (UTC). */
export const TWO_TENANTS = ['org_one', 'org_two'] as const;

/**
 * Adds the tenants `org_one` and `org_two` (in `timeZone`, default UTC) to a fresh database and
 * returns it, for tests that check one never sees the other's rows.
 */
export async function twoTenants(data: Data, timeZone = 'UTC'): Promise<Data> {
  for (const id of TWO_TENANTS) {
    await data.insertInto('tenants').values({ id, site_name: id, host: `${id}.example`, name: id, time_zone: timeZone }).execute();
  }
  return data;
}

/**
 * Opens data layers for a test file's tests and closes each after the test that opened it: call it
 * once at the top of the file (`const layer = layersClosedAfterEach()`), then `await layer(where)`.
 */
export function layersClosedAfterEach(): (where: DataLayerOptions) => Promise<Data> {
  const open: DataLayer[] = [];
  afterEach(async () => {
    for (const layer of open.splice(0)) await layer.close();
  });
  return async (where) => {
    const opened = await openDataLayer(where);
    open.push(opened);
    return opened.db;
  };
}

