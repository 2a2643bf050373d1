// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_ATTACHMENT_SIZE, isLocalSiteUrl, loadConfig, repoRoot } from './config.ts';

function errorOf(env: Record<string, string>): string {
  const result = loadConfig(env);
  if (result.ok) throw new Error('expected a configuration error');
  return result.error;
}

function configOf(env: Record<string, string>) {
  const result = loadConfig(env);
  if (!result.ok) throw new Error(result.error);
  return result.config;
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 4173,
      dataDir: resolve(repoRoot, '.data'),
      maxAttachmentSize: 10 * 1024 * 1024,
      appEngineHost: undefined,
      appId: undefined,
      appKey: undefined,
      appSecret: undefined,
      siteUrl: 'http://localhost:4173',
      siteUrlFromEnv: false,
      organisationId: undefined,
      siteName: undefined,
      domainAsOrganisation: false,
      defaultLocale: 'en-US',
      demoMode: true,
      corsOrigins: { everyTenant: [], byTenant: {} },
      jobs: true,
      jobsIntervalMs: 5000,
      serverSecret: undefined,
      trustedProxies: [],
    });
    expect(DEFAULT_MAX_ATTACHMENT_SIZE).toBe(10_485_760);
  });

  it('reads every variable', () => {
    const result = loadConfig({
      PORT: '0',
      DATA_DIR: '/tmp/somewhere',
      MAX_ATTACHMENT_SIZE: '2048',
      APP_ENGINE_HOST: 'https://engine.example.com/',
      APP_ID: 'app-1',
      APP_KEY: 'key-1',
      APP_SECRET: 'secret-1',
      SITE_URL: 'https://shop.example.com',
      ORGANISATION_ID: 'org_harbor',
      SITE_NAME: 'harbor',
      DEFAULT_LOCALE: 'en-gb',
      DEFAULT_TITLE: 'My shop',
      DEFAULT_DESCRIPTION: 'Things',
      DEMO_MODE: 'FALSE',
      CORS_ORIGINS: 'https://Shop.Example:443/, harbor=http://localhost:5173',
      JOBS: 'OFF',
      JOBS_INTERVAL_MS: '250',
      GOOGLE_MAPS_API_KEY: ' AIzaSyExampleMapsKey_123-abc ',
      SERVER_SECRET: 'ab'.repeat(32),
      TRUSTED_PROXIES: '10.0.0.0/8',
    });
    expect(result).toEqual({
      ok: true,
      config: {
        port: 0,
        dataDir: '/tmp/somewhere',
        maxAttachmentSize: 2048,
        appEngineHost: 'https://engine.example.com',
        appId: 'app-1',
        appKey: 'key-1',
        appSecret: 'secret-1',
        siteUrl: 'https://shop.example.com',
        siteUrlFromEnv: true,
        organisationId: 'org_harbor',
        siteName: 'harbor',
        domainAsOrganisation: false,
        defaultLocale: 'en-GB',
        defaultTitle: 'My shop',
        defaultDescription: 'Things',
        demoMode: false,
        smtpUrl: undefined,
        mailFrom: 'no-reply@localhost',
        staffPassword: undefined,
        rateLimits: true,
        jobs: false,
        jobsIntervalMs: 250,
        corsOrigins: { everyTenant: ['https://shop.example'], byTenant: { harbor: ['http://localhost:5173'] } },
        googleMapsApiKey: 'AIzaSyExampleMapsKey_123-abc',
        serverSecret: 'ab'.repeat(32),
        trustedProxies: [{ address: '10.0.0.0', prefix: 8, family: 'ipv4' }],
      },
    });
  });

  it('refuses a short or non-hex SERVER_SECRET without echoing it, and a TRUSTED_PROXIES entry that is not an address', () => {
    const short = errorOf({ SERVER_SECRET: 'c0ffee'.repeat(5) });
    expect(short).toBe('Configuration error: SERVER_SECRET must be at least 64 hex characters (openssl rand -hex 32) (got a hidden value)');
    expect(short).not.toContain('c0ffee');
    expect(errorOf({ SERVER_SECRET: 'zz'.repeat(40) })).toMatch(/^Configuration error: SERVER_SECRET must be at least 64 hex/);
    expect(errorOf({ TRUSTED_PROXIES: '10.0.0.0/8, balancer.internal' })).toBe(
      'Configuration error: TRUSTED_PROXIES must list addresses or CIDR ranges such as 10.0.0.0/8, separated by commas ("balancer.internal" is neither) (got "10.0.0.0/8, balancer.internal")',
    );
  });

  it('asks for the app credentials a page shell needs, and refuses DOMAIN_AS_ORGANISATION with it', () => {
    expect(errorOf({ APP_ENGINE_HOST: 'https://engine.example.com', APP_ID: 'shell' })).toBe(
      'Configuration error: APP_ENGINE_HOST needs APP_ID, APP_KEY and APP_SECRET (missing: APP_KEY, APP_SECRET)',
    );
    expect(
      errorOf({
        APP_ENGINE_HOST: 'https://engine.example.com',
        APP_ID: 'a',
        APP_KEY: 'b',
        APP_SECRET: 'c',
        DOMAIN_AS_ORGANISATION: 'true',
      }),
    ).toMatch(/^Configuration error: DOMAIN_AS_ORGANISATION cannot be used with APP_ENGINE_HOST/);
    const own = loadConfig({ DOMAIN_AS_ORGANISATION: '1' });
    expect(own.ok && own.config.domainAsOrganisation).toBe(true);
  });

  it('follows PORT in the default SITE_URL and treats empty values as unset', () => {
    const result = loadConfig({ PORT: '8080', MAX_ATTACHMENT_SIZE: '', DEMO_MODE: ' ' });
    expect(result.ok && result.config.siteUrl).toBe('http://localhost:8080');
    expect(result.ok && result.config.maxAttachmentSize).toBe(DEFAULT_MAX_ATTACHMENT_SIZE);
    expect(result.ok && result.config.demoMode).toBe(true);
  });

  it('names the variable in one line when a value is wrong', () => {
    expect(errorOf({ MAX_ATTACHMENT_SIZE: 'abc' })).toBe(
      'Configuration error: MAX_ATTACHMENT_SIZE must be a whole number of bytes (got "abc")',
    );
    expect(errorOf({ PORT: 'abc' })).toBe('Configuration error: PORT must be a whole number from 0 to 65535 (got "abc")');
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '3.5'],
    ['MAX_ATTACHMENT_SIZE', '10MB'],
    ['MAX_ATTACHMENT_SIZE', '99999999999999999999'],
    ['APP_ENGINE_HOST', 'not a url'],
    ['SITE_URL', 'ftp://example.com'],
    ['ORGANISATION_ID', 'org harbor'],
    ['SITE_NAME', '<script>'],
    ['DOMAIN_AS_ORGANISATION', 'yes'],
    ['DEMO_MODE', 'maybe'],
    ['DEFAULT_LOCALE', 'english please'],
    ['DEFAULT_TITLE', 'x'.repeat(201)],
    ['JOBS', 'sometimes'],
    ['JOBS_INTERVAL_MS', '50'],
    ['JOBS_INTERVAL_MS', '5s'],
    ['GOOGLE_MAPS_API_KEY', 'AIza key with spaces'],
    ['GOOGLE_MAPS_API_KEY', '"><script>'],
  ])('rejects %s=%j with a one-line error naming it', (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error.startsWith(`Configuration error: ${name} must `)).toBe(true);
    expect(error).not.toContain('\n');
  });

  it.each([
    ['unset', undefined, true],
    ['localhost', 'http://localhost:4173', true],
    ['127.0.0.1', 'http://127.0.0.1:8080', true],
    ['a .localhost name', 'http://shop.localhost', true],
    ['IPv6 loopback', 'http://[::1]:3000', true],
    ['a public https site', 'https://shop.example', false],
    ['a public http site', 'http://shop.example:8080', false],
    ['a name that only starts with localhost', 'https://localhost.example.com', false],
  ])('defaults DEMO_MODE from SITE_URL: %s', (_label, siteUrl, demo) => {
    const result = loadConfig(siteUrl === undefined ? {} : { SITE_URL: siteUrl });
    expect(result.ok && result.config.demoMode).toBe(demo);
    expect(isLocalSiteUrl(siteUrl)).toBe(demo);
  });

  it('lets an explicit DEMO_MODE win over the SITE_URL default', () => {
    const on = loadConfig({ SITE_URL: 'https://shop.example', DEMO_MODE: 'true' });
    expect(on.ok && on.config.demoMode).toBe(true);
    const off = loadConfig({ SITE_URL: 'http://localhost:4173', DEMO_MODE: '0' });
    expect(off.ok && off.config.demoMode).toBe(false);
  });

  it.each(['*', 'null', 'https://shop.example/path', 'shop.example', 'harbor=*', 'ftp://shop.example'])(
    'refuses CORS_ORIGINS=%j',
    (value) => {
      expect(errorOf({ CORS_ORIGINS: value })).toMatch(
        /^Configuration error: CORS_ORIGINS must list origins such as https:\/\/shop\.example/,
      );
    },
  );

  it('reports the first bad variable only', () => {
    expect(errorOf({ PORT: 'x', DEMO_MODE: 'y' })).toMatch(/^Configuration error: PORT /);
  });

  it('keeps the data in PostgreSQL when DATABASE_URL is a postgres:// URL, and in SQLite in DATA_DIR without it', () => {
    const url = 'postgres://shop:s3cret@db.example:5432/shop';
    expect(configOf({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(configOf({ DATABASE_URL: ' postgresql://db.example/shop ' }).databaseUrl).toBe('postgresql://db.example/shop');
    expect(configOf({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
    expect(configOf({}).databaseUrl).toBeUndefined();
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL, without echoing it', () => {
    for (const bad of ['mysql://shop:s3cret@db.example/shop', 'postgres://', 's3cret']) {
      const error = errorOf({ DATABASE_URL: bad });
      expect(error).toBe(
        'Configuration error: DATABASE_URL must be a PostgreSQL URL: postgres://user:password@host:5432/database (got a hidden value)',
      );
      expect(error).not.toContain('s3cret');
    }
  });

  it('never echoes a secret in the error line', () => {
    const error = errorOf({ APP_SECRET: 's3cr3t'.repeat(200) });
    expect(error).toMatch(/^Configuration error: APP_SECRET must be at most 1000 characters \(got a hidden value\)$/);
    expect(error).not.toContain('s3cr3t');
  });
});

describe('main.ts with a bad configuration', () => {
  it('prints the one line and exits with code 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'demo-site/server/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, MAX_ATTACHMENT_SIZE: 'abc' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual(['Configuration error: MAX_ATTACHMENT_SIZE must be a whole number of bytes (got "abc")']);
  });
});
