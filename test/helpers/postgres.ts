/**
 * A real, throw-away PostgreSQL server for tests: a cluster in a temporary folder, listening only on
 * 127.0.0.1 on a free port, with durability switched off (fsync, synchronous commit, full-page writes)
 * because its data is thrown away. Never a mock: the tests that use it talk to the same server
 * software a production site runs.
 *
 * The test command (`npm test`) starts one cluster for the whole run (scripts/postgres-cluster.ts)
 * and hands its URL over in `TEST_POSTGRES_URL`; a test run by hand starts a private one instead.
 * Debian's PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

/** What to do when PostgreSQL cannot be found and cannot be installed here. */
export const POSTGRES_MISSING =
  "PostgreSQL is missing: install Debian's postgresql package (apt-get install postgresql) or put initdb and pg_ctl on PATH";

/** Where Debian installs each PostgreSQL version's programs: /usr/lib/postgresql/<version>/bin. */
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';

/** A running throw-away cluster. */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the superuser, no password (trust on 127.0.0.1). */
  url: string;
  /** The temporary folder holding the data, the log and the Unix socket; removed by `stop()`. */
  dir: string;
  /** The pg_ctl that started the server, which `stopCluster` needs. */
  pgCtl: string;
  /** Stops the server and removes its folder; a second call does nothing. */
  stop(): Promise<void>;
}

/** The PostgreSQL programs a cluster needs. */
interface PostgresPrograms {
  initdb: string;
  pgCtl: string;
}

const isRoot = (): boolean => process.getuid?.() === 0;

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** initdb and pg_ctl from one folder: PATH first, then the highest version under /usr/lib/postgresql. */
function findPrograms(): PostgresPrograms | undefined {
  const pathFolders = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const debianFolders = existsSync(DEBIAN_POSTGRES_ROOT)
    ? readdirSync(DEBIAN_POSTGRES_ROOT)
        .filter((version) => /^\d+(\.\d+)?$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(DEBIAN_POSTGRES_ROOT, version, 'bin'))
    : [];
  for (const folder of [...pathFolders, ...debianFolders]) {
    const initdb = join(folder, 'initdb');
    const pgCtl = join(folder, 'pg_ctl');
    if (isExecutable(initdb) && isExecutable(pgCtl)) return { initdb, pgCtl };
  }
  return undefined;
}

/**
 * A client program of the PostgreSQL installation the clusters use (`pg_dump`, `pg_restore`, `psql`),
 * from the same folder as its `pg_ctl`, so a dump is read by the same version that wrote it.
 */
export async function postgresProgram(name: string): Promise<string> {
  const { pgCtl } = await ensurePrograms();
  const program = join(dirname(realpathSync(pgCtl)), name);
  if (!isExecutable(program)) throw new Error(`${POSTGRES_MISSING} (${name} is missing beside ${pgCtl})`);
  return program;
}

function commandExists(name: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((folder) => folder && isExecutable(join(folder, name)));
}

/** Finds initdb and pg_ctl; as root with apt-get, installs Debian's postgresql package when they are missing. */
async function ensurePrograms(): Promise<PostgresPrograms> {
  const found = findPrograms();
  if (found) return found;
  if (!isRoot() || !commandExists('apt-get')) throw new Error(POSTGRES_MISSING);
  // On stderr: scripts/postgres-cluster.ts prints only the URL on stdout.
  console.error("PostgreSQL is missing: installing Debian's postgresql package (apt-get install -y --no-install-recommends postgresql)");
  try {
    await run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    throw new Error(`${POSTGRES_MISSING}\napt-get install postgresql failed: ${(error as Error).message}`);
  }
  const installed = findPrograms();
  if (!installed) throw new Error(`${POSTGRES_MISSING}\napt-get installed postgresql, but initdb and pg_ctl are still not found`);
  return installed;
}

/** Runs a PostgreSQL program, as the `postgres` user when we are root (the server refuses to run as root). */
function runPostgresProgram(program: string, args: string[]) {
  return isRoot() ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args);
}

/** The last lines of the server's log, for an error message. */
function logTail(dir: string, lines = 20): string {
  try {
    return readFileSync(join(dir, 'log'), 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(the server wrote no log)';
  }
}

/** The output a failed program printed, or its error message. */
function failureText(error: unknown): string {
  const { stderr, stdout, message } = error as { stderr?: string; stdout?: string; message?: string };
  return (stderr || stdout || message || String(error)).trim();
}

/**
 * Stops the server of the cluster in `dir` (fast shutdown: open sessions are cut) and removes the
 * folder. Does nothing when the folder is already gone, so calling it twice is harmless.
 */
export async function stopCluster(dir: string, pgCtl: string): Promise<void> {
  const data = join(dir, 'data');
  if (existsSync(join(data, 'postmaster.pid'))) {
    try {
      await runPostgresProgram(pgCtl, ['-D', data, '-w', '-t', '30', '-m', 'fast', 'stop']);
    } catch (error) {
      // The pid file can outlive a crashed server; only a server that is still there keeps the folder.
      if (existsSync(join(data, 'postmaster.pid'))) {
        throw new Error(`PostgreSQL in ${dir} did not stop: ${failureText(error)}`);
      }
    }
  }
  await rm(dir, { recursive: true, force: true });
}

/** One attempt at starting the server on `port`; rejects with the log's tail when it does not start. */
async function startServer(programs: PostgresPrograms, dir: string, port: number): Promise<void> {
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  try {
    await runPostgresProgram(programs.pgCtl, ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', '-t', '30', '-o', options, 'start']);
  } catch (error) {
    throw new Error(`PostgreSQL did not start on port ${port}: ${failureText(error)}\nThe server's log, last lines:\n${logTail(dir)}`);
  }
}

/**
 * Starts a throw-away PostgreSQL cluster: a new temporary folder, `initdb` (UTF-8, C locale, trust
 * authentication, superuser `postgres`), then the server on a free port of 127.0.0.1. Installs
 * Debian's postgresql package when it is missing and we are root; otherwise a missing PostgreSQL is
 * an error that says what to install. The server keeps running until `stop()`, even after this
 * process ends.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const programs = await ensurePrograms();
  const dir = await mkdtemp(join(tmpdir(), 'postgres-test-'));
  let port = 0;
  try {
    if (isRoot()) await run('chown', ['postgres:', dir]);
    await runPostgresProgram(programs.initdb, [
      '-D',
      join(dir, 'data'),
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]).catch((error: unknown) => {
      throw new Error(`initdb failed: ${failureText(error)}`);
    });
    // Another program can take the free port before the server binds it: then try another one.
    port = await freePort();
    for (let attempt = 1; ; attempt++) {
      try {
        await startServer(programs, dir, port);
        break;
      } catch (error) {
        if (attempt >= 3 || !/could not (bind|create listen socket)/i.test(logTail(dir))) throw error;
        port = await freePort();
      }
    }
  } catch (error) {
    await stopCluster(dir, programs.pgCtl).catch(() => undefined);
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    pgCtl: programs.pgCtl,
    stop: () => (stopping ??= stopCluster(dir, programs.pgCtl)),
  };
}

/** A test's access to PostgreSQL: empty databases of its own, dropped again by `close()`. */
export interface TestPostgres {
  /** Creates an empty database with a unique name (`t_<random hex>`) and returns its URL. */
  freshDatabase(): Promise<string>;
  /** Drops the databases this made (cutting open sessions) and stops the cluster if this started it. */
  close(): Promise<void>;
}

/** `url` with its database replaced by `database`. */
function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `work` with a connection to `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL for a test file: the cluster the test command started (`TEST_POSTGRES_URL`), or, when
 * that is not set (a test run by hand), a private cluster started now. Call `close()` when done
 * (in `afterAll`).
 */
export async function testPostgres(): Promise<TestPostgres> {
  const privateCluster = process.env.TEST_POSTGRES_URL ? undefined : await startPostgresCluster();
  const serverUrl = privateCluster?.url ?? (process.env.TEST_POSTGRES_URL as string);
  const created: string[] = [];
  let closing: Promise<void> | undefined;

  async function close(): Promise<void> {
    try {
      const names = created.splice(0);
      if (names.length > 0) {
        await withClient(serverUrl, async (client) => {
          for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        });
      }
    } finally {
      await privateCluster?.stop();
    }
  }

  return {
    async freshDatabase() {
      const name = `t_${randomBytes(8).toString('hex')}`;
      await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      created.push(name);
      return databaseUrl(serverUrl, name);
    },
    close: () => (closing ??= close()),
  };
}
