import { resolve } from 'node:path';
import * as v from 'valibot';
import { parseTrustedProxies, type ProxyRange } from './middleware/client-address.ts';
import { NO_CORS_ORIGINS, parseCorsOrigins, type CorsOrigins } from './origins.ts';
import { readPaymentSettings, type PaymentSettings } from './payments/config.ts';

/** The repository root (two folders above this file). */
export const repoRoot = resolve(import.meta.dirname, '../..');

/** The demo site's configuration, read once from the environment at start. */
export interface Config {
  port: number;
  /** Absolute folder holding `site.db` (the embedded SQLite database, used when `databaseUrl` is unset). */
  dataDir: string;
  /** `postgres://…`: keep the data in this PostgreSQL database instead of SQLite. Secret inside (the password). */
  databaseUrl: string | undefined;
  /** Largest accepted upload, in bytes. */
  maxAttachmentSize: number;
  appEngineHost: string | undefined;
  appId: string | undefined;
  /** Secret: never rendered into a page or a response. */
  appKey: string | undefined;
  /** Secret: never rendered into a page or a response. */
  appSecret: string | undefined;
  /** Public base URL. When SITE_URL is not set, main.ts fills in the real port once listening. */
  siteUrl: string;
  /** True when SITE_URL was given explicitly. */
  siteUrlFromEnv: boolean;
  /** Default organisation; undefined means the first seeded tenant (or the one named by SITE_NAME). */
  organisationId: string | undefined;
  /** Site name of the default tenant (tenants.site_name), used when ORGANISATION_ID is not set. */
  siteName: string | undefined;
  /** Resolve the tenant from the Host header instead of the `orgid` header or `org` query param. */
  domainAsOrganisation: boolean;
  defaultLocale: string;
  defaultTitle: string;
  defaultDescription: string;
  /** Seed sample data into an empty database, run the payment simulators and show the demo notice. Default: on only for a local SITE_URL. */
  demoMode: boolean;
  /** SMTP server for e-mail (`smtp://user:pass@host:port`); unset: demo mode writes to the staff outbox. Secret inside. */
  smtpUrl: string | undefined;
  /** The From address of e-mail. */
  mailFrom: string;
  /** Password of the seeded demo owners; unset: a random one printed once at start. Secret. */
  staffPassword: string | undefined;
  /** Payment provider keys and simulator settings (payments/config.ts); undefined when none is set. Secrets inside. */
  payments?: PaymentSettings;
  /** Browser key of the Maps JavaScript API (`GOOGLE_MAPS_API_KEY`): the checkout's address suggestions. Public (pages carry it). */
  googleMapsApiKey: string | undefined;
  /** Extra origins allowed to call the API from the browser (`CORS_ORIGINS`), besides each tenant's stored list. */
  corsOrigins: CorsOrigins;
  /** Abuse limits (middleware/rate-limits.ts) apply; `RATE_LIMITS=off` switches them off for test suites. Default on. */
  rateLimits: boolean;
  /** The job runner's background loop (jobs/runner.ts); `JOBS=off` leaves only on-demand runs (tests). Default on. */
  jobs: boolean;
  /** The longest the job runner sleeps between looks, in ms (`JOBS_INTERVAL_MS`, default 5000); a sweep with a shorter period wakes it sooner. */
  jobsIntervalMs: number;
  /**
   * The signing secret as 64 or more hex characters (`SERVER_SECRET`), the same for every server
   * process of a site; unset: a random one kept in `DATA_DIR/server-secret`. Secret.
   */
  serverSecret: string | undefined;
  /** Load balancers and proxies whose X-Forwarded-For is believed (`TRUSTED_PROXIES`); empty: none. */
  trustedProxies: readonly ProxyRange[];
}

/** Either a configuration or the one line that explains what is wrong. */
export type ConfigResult = { ok: true; config: Config } | { ok: false; error: string };

/** Default pause of the job runner between looks: 5 seconds. */
export const DEFAULT_JOBS_INTERVAL_MS = 5000;

/** Default largest upload: 10 MiB. */
export const DEFAULT_MAX_ATTACHMENT_SIZE = 10 * 1024 * 1024;

const wholeNumber = (message: string) => v.pipe(v.string(), v.regex(/^\d+$/, message), v.transform(Number), v.safeInteger(message));

const port = v.pipe(wholeNumber('must be a whole number from 0 to 65535'), v.maxValue(65535, 'must be a whole number from 0 to 65535'));

const bytes = wholeNumber('must be a whole number of bytes');

const intervalMs = v.pipe(
  wholeNumber('must be a whole number of milliseconds from 100'),
  v.minValue(100, 'must be a whole number of milliseconds from 100'),
);

const onOff = v.pipe(
  v.string(),
  v.transform((s) => s.trim().toLowerCase()),
  v.picklist(['on', 'off'], 'must be on or off'),
);

const httpUrl = v.pipe(
  v.string(),
  v.url('must be an http(s) URL such as https://example.com'),
  v.check((s) => /^https?:\/\//i.test(s), 'must be an http(s) URL such as https://example.com'),
  v.transform((s) => s.replace(/\/+$/, '')),
);

const boolean = v.pipe(
  v.string(),
  v.transform((s) => s.trim().toLowerCase()),
  v.picklist(['true', 'false', '1', '0'], 'must be true, false, 1 or 0'),
  v.transform((s) => s === 'true' || s === '1'),
);

function isLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

const locale = v.pipe(
  v.string(),
  v.check(isLocale, 'must be a BCP 47 language tag such as en-US'),
  v.transform((s) => Intl.getCanonicalLocales(s)[0] ?? s),
);

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`));

/** True for a SITE_URL on this machine (localhost, *.localhost, 127.x.x.x, [::1]): the only place demo mode is on by default. */
export function isLocalSiteUrl(siteUrl: string | undefined): boolean {
  if (siteUrl === undefined) return true;
  const host = new URL(siteUrl).hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

const corsOrigins = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseCorsOrigins(dataset.value);
    if (parsed.ok) return parsed.value;
    addIssue({ message: parsed.message });
    return NEVER;
  }),
);

const trustedProxies = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseTrustedProxies(dataset.value);
    if (parsed.ok) return parsed.value;
    addIssue({
      message: `must list addresses or CIDR ranges such as 10.0.0.0/8, separated by commas (${JSON.stringify(parsed.entry.slice(0, 60))} is neither)`,
    });
    return NEVER;
  }),
);

const hexSecret = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(?:[0-9a-fA-F]{2}){32,}$/, 'must be at least 64 hex characters (openssl rand -hex 32)'),
);

/** A PostgreSQL connection URL: `postgres://user:password@host:port/database` (postgresql:// too). */
const postgresUrl = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => {
    if (!/^postgres(ql)?:\/\//.test(value)) return false;
    try {
      return new URL(value).hostname !== '' || new URL(value).searchParams.has('host');
    } catch {
      return false;
    }
  }, 'must be a PostgreSQL URL: postgres://user:password@host:5432/database'),
);

const identifier = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,100}$/, 'must be letters, digits, "_", "-" or "." (at most 100)'));

/** Variables whose value must never be echoed, even in an error line. */
const SECRET_VARIABLES = new Set(['APP_KEY', 'APP_SECRET', 'SMTP_URL', 'STAFF_PASSWORD', 'DATABASE_URL', 'SERVER_SECRET']);

type Reader = { name: string; schema: v.GenericSchema<string, unknown> };

function describe(name: string, raw: string): string {
  if (SECRET_VARIABLES.has(name)) return 'a hidden value';
  const shown = raw.length > 60 ? raw.slice(0, 57) + '...' : raw;
  return JSON.stringify(shown);
}

/**
 * Reads and validates the configuration from an environment record. Pure: no I/O, no `process`.
 * Empty values count as unset. On the first bad variable it returns one line naming it.
 */
export function loadConfig(env: Record<string, string | undefined>): ConfigResult {
  const values: Record<string, unknown> = {};
  const readers: Reader[] = [
    { name: 'PORT', schema: port },
    { name: 'DATA_DIR', schema: text(1000) },
    { name: 'DATABASE_URL', schema: postgresUrl },
    { name: 'MAX_ATTACHMENT_SIZE', schema: bytes },
    { name: 'APP_ENGINE_HOST', schema: httpUrl },
    { name: 'APP_ID', schema: text(200) },
    { name: 'APP_KEY', schema: text(1000) },
    { name: 'APP_SECRET', schema: text(1000) },
    { name: 'SITE_URL', schema: httpUrl },
    { name: 'ORGANISATION_ID', schema: identifier },
    { name: 'SITE_NAME', schema: identifier },
    { name: 'DOMAIN_AS_ORGANISATION', schema: boolean },
    { name: 'DEFAULT_LOCALE', schema: locale },
    { name: 'DEFAULT_TITLE', schema: text(200) },
    { name: 'DEFAULT_DESCRIPTION', schema: text(500) },
    { name: 'DEMO_MODE', schema: boolean },
    { name: 'CORS_ORIGINS', schema: corsOrigins },
    { name: 'RATE_LIMITS', schema: onOff },
    { name: 'JOBS', schema: onOff },
    { name: 'JOBS_INTERVAL_MS', schema: intervalMs },
    {
      name: 'GOOGLE_MAPS_API_KEY',
      schema: v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^[A-Za-z0-9_-]{10,200}$/, 'must be a Maps API key: 10 to 200 letters, digits, "-" or "_"'),
      ),
    },
    { name: 'SMTP_URL', schema: v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/i, 'must be an smtp:// or smtps:// URL')) },
    {
      name: 'MAIL_FROM',
      schema: v.pipe(v.string(), v.maxLength(254, 'must be at most 254 characters'), v.regex(/@/, 'must be an e-mail address')),
    },
    { name: 'SERVER_SECRET', schema: hexSecret },
    { name: 'TRUSTED_PROXIES', schema: trustedProxies },
    {
      name: 'STAFF_PASSWORD',
      schema: v.pipe(v.string(), v.minLength(12, 'must be at least 12 characters'), v.maxLength(256, 'must be at most 256 characters')),
    },
  ];
  for (const { name, schema } of readers) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const result = v.safeParse(schema, raw);
    if (!result.success) {
      const message = result.issues[0]?.message ?? 'is not valid';
      return { ok: false, error: `Configuration error: ${name} ${message} (got ${describe(name, raw)})` };
    }
    values[name] = result.output;
  }
  if (values.APP_ENGINE_HOST !== undefined) {
    const missing = ['APP_ID', 'APP_KEY', 'APP_SECRET'].filter((name) => values[name] === undefined);
    if (missing.length > 0)
      return {
        ok: false,
        error: `Configuration error: APP_ENGINE_HOST needs APP_ID, APP_KEY and APP_SECRET (missing: ${missing.join(', ')})`,
      };
    if (values.DOMAIN_AS_ORGANISATION === true) {
      return {
        ok: false,
        error:
          'Configuration error: DOMAIN_AS_ORGANISATION cannot be used with APP_ENGINE_HOST (the page shell names the tenant with orgid, ?org= or ORGANISATION_ID)',
      };
    }
  }
  const payments = readPaymentSettings(env);
  if (!payments.ok) return payments;
  const portValue = (values.PORT as number | undefined) ?? 4173;
  const siteUrl = values.SITE_URL as string | undefined;
  return {
    ok: true,
    config: {
      port: portValue,
      dataDir: resolve(values.DATA_DIR === undefined ? resolve(repoRoot, '.data') : (values.DATA_DIR as string)),
      databaseUrl: values.DATABASE_URL as string | undefined,
      maxAttachmentSize: (values.MAX_ATTACHMENT_SIZE as number | undefined) ?? DEFAULT_MAX_ATTACHMENT_SIZE,
      appEngineHost: values.APP_ENGINE_HOST as string | undefined,
      appId: values.APP_ID as string | undefined,
      appKey: values.APP_KEY as string | undefined,
      appSecret: values.APP_SECRET as string | undefined,
      siteUrl: siteUrl ?? `http://localhost:${portValue}`,
      siteUrlFromEnv: siteUrl !== undefined,
      organisationId: values.ORGANISATION_ID as string | undefined,
      siteName: values.SITE_NAME as string | undefined,
      domainAsOrganisation: (values.DOMAIN_AS_ORGANISATION as boolean | undefined) ?? false,
      defaultLocale: (values.DEFAULT_LOCALE as string | undefined) ?? 'en-US',
      defaultTitle: (values.DEFAULT_TITLE as string | undefined) ?? 'Site Elements demo',
      defaultDescription:
        (values.DEFAULT_DESCRIPTION as string | undefined) ?? 'A demo site built only from Site Elements custom elements and plain HTML.',
      demoMode: (values.DEMO_MODE as boolean | undefined) ?? isLocalSiteUrl(siteUrl),
      smtpUrl: values.SMTP_URL as string | undefined,
      mailFrom: (values.MAIL_FROM as string | undefined) ?? 'no-reply@localhost',
      staffPassword: values.STAFF_PASSWORD as string | undefined,
      payments: payments.value,
      googleMapsApiKey: values.GOOGLE_MAPS_API_KEY as string | undefined,
      corsOrigins: (values.CORS_ORIGINS as CorsOrigins | undefined) ?? NO_CORS_ORIGINS,
      rateLimits: values.RATE_LIMITS !== 'off',
      jobs: values.JOBS !== 'off',
      jobsIntervalMs: (values.JOBS_INTERVAL_MS as number | undefined) ?? DEFAULT_JOBS_INTERVAL_MS,
      serverSecret: values.SERVER_SECRET as string | undefined,
      trustedProxies: (values.TRUSTED_PROXIES as ProxyRange[] | undefined) ?? [],
    },
  };
}
