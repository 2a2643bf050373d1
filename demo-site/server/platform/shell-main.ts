import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { DEFAULT_DIST_DIR } from '../app.ts';
import type { Config } from '../config.ts';
import { connectPlatform, type AppClient } from './connection.ts';
import { createShellApp } from './shell-app.ts';

/**
 * Starts the demo server as a page shell in front of the platform at APP_ENGINE_HOST: no database,
 * no seed, no jobs (the platform runs those). Says at start whether the platform answers its health
 * check and whether the app credentials get a token; a failure is logged, and the shell keeps serving
 * (pages answer 500 until the platform is back).
 */
export function startShell(config: Config): void {
  const origin = config.appEngineHost as string;
  const platform = connectPlatform({
    origin,
    credentials: { appId: config.appId as string, key: config.appKey as string, secret: config.appSecret as string },
    defaultTenant: config.organisationId ?? config.siteName,
  });
  if (!existsSync(resolve(DEFAULT_DIST_DIR, 'site-elements.js'))) {
    console.warn('Warning: dist/site-elements.js is missing, so pages will have no elements: run `npm run build` first.');
  }
  const app = createShellApp({ config, platform });

  process.on('uncaughtException', (error) => console.error('Uncaught exception:', error));
  process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason));

  const server = serve({ fetch: app.fetch, port: config.port }, (info: AddressInfo) => {
    if (!config.siteUrlFromEnv) config.siteUrl = `http://localhost:${info.port}`;
    console.log(`Platform mode: pages rendered with the data of ${platform.origin}; /api, /staff, /forms, /themes and /sim forwarded to it`);
    console.log(`Demo site running at http://localhost:${info.port}/`);
    void checkPlatform(platform.origin, () => platform.tenant(undefined).then((tenant) => tenant && platform.client(tenant.id)));
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Configuration error: PORT ${config.port} is already in use` : `Server error: ${error.message}`);
    process.exit(1);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function checkPlatform(origin: string, appClient: () => Promise<AppClient | undefined>): Promise<void> {
  try {
    const health = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) });
    console.log(`Platform ${origin}: health ${health.status}`);
    const client = await appClient();
    const token = client ? await client.refreshToken() : null;
    console.log(token ? 'Platform app credentials: accepted' : 'Platform app credentials: no token (see the line above)');
  } catch (error) {
    console.error(`Platform ${origin} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
}
