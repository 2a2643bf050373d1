import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, DEFAULT_DIST_DIR } from './app.ts';
import { seedDemoOwners } from './auth/seed-staff.ts';
import { loadConfig, type Config } from './config.ts';
import { openDataLayer, type DataLayer } from './database.ts';
import { serverRunner } from './jobs/server-runner.ts';
import { defaultTenantKey } from './middleware/tenant.ts';
import { gatewayStartupLines } from './payments/modes.ts';
import { seedIfEmpty } from './seed.ts';
import { seedPastActivity } from './seed-activity.ts';
import { seedUpcomingClosures } from './seed-data/capacity.ts';
import { retireSeededGiftCards } from './seed-data/storefront-extras.ts';
import { findTenant } from './tenants.ts';
import { startShell } from './platform/shell-main.ts';

/** Prints the one configuration-error line and stops with exit code 1. */
function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const result = loadConfig(process.env);
if (!result.ok) fail(result.error);
const config = result.config;

if (config.appEngineHost) startShell(config);
else await serveWithDatabase(config);

/** Where the data is, for an error line: the PostgreSQL server and database (never the password), or DATA_DIR. */
function whereTheDataIs(config: Config): string {
  if (!config.databaseUrl) return `DATA_DIR ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** The demo server on its own database (SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL): migrated, seeded in demo mode, with its job runner. */
async function serveWithDatabase(config: Config): Promise<void> {
  let layer: DataLayer;
  try {
    layer = await openDataLayer({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    fail(`Database error: ${(error as Error).message} (${whereTheDataIs(config)})`);
  }
  const data = layer.db;
  try {
    if (config.demoMode && (await seedIfEmpty(data))) {
      await seedPastActivity(data, new Date());
      await seedUpcomingClosures(data, new Date());
    }
    const retired = config.demoMode ? 0 : await retireSeededGiftCards(data);
    if (retired > 0) console.log(`Demo gift cards switched off outside demo mode: ${retired}`);
  } catch (error) {
    fail(`Database error: ${(error as Error).message} (${whereTheDataIs(config)})`);
  }

  if (config.demoMode) {
    const owners = await seedDemoOwners(data, config.staffPassword);
    if (owners.generatedPassword)
      console.log(
        `Staff sign-in at /staff/sign-in: ${owners.created.join(', ')} with password ${owners.generatedPassword} (shown once; set STAFF_PASSWORD to choose it)`,
      );
    else if (owners.created.length > 0)
      console.log(`Staff sign-in at /staff/sign-in: ${owners.created.join(', ')} with the password in STAFF_PASSWORD`);
  }

  const tenantKey = await defaultTenantKey(config, data);
  if (!config.domainAsOrganisation && (tenantKey === undefined || !(await findTenant(data, tenantKey)))) {
    const variable = config.organisationId ? 'ORGANISATION_ID' : config.siteName ? 'SITE_NAME' : 'DEMO_MODE';
    fail(`Configuration error: ${variable} names no organisation in the database (got ${JSON.stringify(tenantKey ?? '')})`);
  }
  if (!existsSync(resolve(DEFAULT_DIST_DIR, 'site-elements.js'))) {
    console.warn('Warning: dist/site-elements.js is missing, so pages will have no elements: run `npm run build` first.');
  }

  const app = createApp({ config, data });
  console.log(`Demo mode: ${config.demoMode ? 'on (sample data, simulators)' : 'off'}`);
  for (const line of gatewayStartupLines(config.payments, config.demoMode)) console.log(line);

  // Errors are logged and the process keeps serving: one bad request must not stop the site.
  process.on('uncaughtException', (error) => console.error('Uncaught exception:', error));
  process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason));

  const jobs = serverRunner(data, config);
  const server = serve({ fetch: app.fetch, port: config.port }, (info: AddressInfo) => {
    if (!config.siteUrlFromEnv) config.siteUrl = `http://localhost:${info.port}`;
    console.log(`Demo site running at http://localhost:${info.port}/`);
    // Reminders, expiries, deliveries and clean-up (docs/jobs.md); JOBS=off leaves them to on-demand runs.
    jobs.start();
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    fail(error.code === 'EADDRINUSE' ? `Configuration error: PORT ${config.port} is already in use` : `Server error: ${error.message}`);
  });

  let stopping = false;
  /** Stops the job runner and taking connections, closes the database once the run in progress is done, and exits 0. */
  function stop(): void {
    if (stopping) return;
    stopping = true;
    let finishing = false;
    const finish = () => {
      if (finishing) return;
      finishing = true;
      void layer
        .close()
        .catch((error: unknown) => console.error('Database: could not close:', error))
        .finally(() => process.exit(0));
    };
    const jobsStopped = jobs.stop().catch((error: unknown) => console.error('Jobs: could not stop:', error));
    server.close(() => void jobsStopped.finally(finish));
    // Keep-alive connections would hold close() open: end idle ones now, and give up after 3 s.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      finish();
    }, 3000).unref();
  }
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
