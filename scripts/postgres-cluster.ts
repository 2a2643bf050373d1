/**
 * Starts and stops the throw-away PostgreSQL cluster the test command shares between its stages
 * (scripts/test-all.sh), using the same code as the tests' own clusters (test/helpers/postgres.ts).
 *
 *   node --import tsx scripts/postgres-cluster.ts start <state-file>
 *       starts a cluster that keeps running after this command, writes `{ url, dir, pgCtl, version }`
 *       as JSON to <state-file> and prints the URL (postgres://postgres@127.0.0.1:<port>/postgres)
 *   node --import tsx scripts/postgres-cluster.ts stop <state-file>
 *       stops that cluster, removes its folder and the state file
 *
 * On failure it prints the reason on stderr and exits with 1 (wrong arguments: the usage, exit 2).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { startPostgresCluster, stopCluster, withClient } from '../test/helpers/postgres.ts';

const USAGE = 'usage: node --import tsx scripts/postgres-cluster.ts start|stop <state-file>';

/** What `start` writes to the state file and `stop` reads back. */
interface ClusterState {
  url: string;
  dir: string;
  pgCtl: string;
  /** The server's own `server_version`, e.g. `15.14 (Debian 15.14-0+deb12u1)`. */
  version: string;
}

function serverVersion(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? 'unknown version';
  });
}

async function start(stateFile: string): Promise<void> {
  const cluster = await startPostgresCluster();
  try {
    const state: ClusterState = { url: cluster.url, dir: cluster.dir, pgCtl: cluster.pgCtl, version: await serverVersion(cluster.url) };
    writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  console.log(cluster.url);
}

async function stop(stateFile: string): Promise<void> {
  if (!existsSync(stateFile)) throw new Error(`${stateFile} does not exist: no cluster was started with it`);
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as Partial<ClusterState>;
  if (typeof state.dir !== 'string' || typeof state.pgCtl !== 'string') {
    throw new Error(`${stateFile} does not name a cluster (it needs "dir" and "pgCtl")`);
  }
  await stopCluster(state.dir, state.pgCtl);
  rmSync(stateFile, { force: true });
}

const [command, stateFile] = process.argv.slice(2);
const action = command === 'start' ? start : command === 'stop' ? stop : undefined;
if (!action || !stateFile) {
  console.error(USAGE);
  process.exit(2);
}
try {
  await action(stateFile);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
