import * as v from 'valibot';
import { createAppTokenClient, type AppCredentials } from '../../../shared/api/app-token-client.ts';
import type { PageTenant } from '../views/types.ts';

/** How long a tenant's public settings are kept before the platform is asked again. */
export const TENANT_CACHE_MS = 30_000;

/** What the shell knows about a tenant of the platform: the facts pages show, and its home country. */
export interface PlatformTenant extends PageTenant {
  homeCountry: string;
}

const tenantSchema = v.object({
  organisationId: v.string(),
  name: v.string(),
  siteName: v.string(),
  currency: v.string(),
  locale: v.string(),
  timeZone: v.string(),
  homeCountry: v.optional(v.string(), 'US'),
});

const sessionSchema = v.object({ staff: v.nullable(v.object({ email: v.string(), role: v.string() })) });

const gatewaysSchema = v.object({ data: v.array(v.object({ name: v.string(), data: v.optional(v.object({ mode: v.optional(v.string()) })) })) });

/** The tenant's app-token client: the typed API client, and a way to fetch a new token now. */
export type AppClient = ReturnType<typeof createAppTokenClient>;

/** A wallet provider whose browser code a page may load. */
export type LiveWallet = 'stripe' | 'paypal';

/** The platform a page shell stands in front of: its tenants, an app-token client per tenant, and the visitor's session. */
export interface PlatformConnection {
  /** The platform's origin, e.g. `http://platform.internal:4000`. */
  readonly origin: string;
  /**
   * The tenant a key names (id or site name; none: the platform's default), or undefined when the
   * platform knows no such tenant. Kept for TENANT_CACHE_MS.
   */
  tenant(key: string | undefined): Promise<PlatformTenant | undefined>;
  /** The tenant's app-token client (one token per tenant, fetched on first use and refreshed on a 401). */
  client(tenantId: string): AppClient;
  /** The staff member the visitor's cookies sign in, asked of the platform with those cookies. */
  staff(tenantId: string, cookieHeader: string): Promise<{ email: string; role: string } | undefined>;
  /** The wallets the tenant takes with real keys (Stripe, PayPal): express checkout, and their sources in the page's CSP. Kept for TENANT_CACHE_MS. */
  liveWallets(tenantId: string): Promise<LiveWallet[]>;
}

/**
 * Connects to the platform at `origin` (APP_ENGINE_HOST) as the application: page data is read with
 * the app-token client (APP_ID, APP_KEY, APP_SECRET), each tenant with its own token. Public settings
 * are read without a token; the visitor's own session only with the visitor's cookies.
 */
export function connectPlatform(opts: {
  origin: string;
  credentials: AppCredentials;
  /** The tenant a request that names none is for (ORGANISATION_ID or SITE_NAME); none: the platform's default. */
  defaultTenant?: string;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}): PlatformConnection {
  const origin = new URL(opts.origin).origin;
  const api = `${origin}/api`;
  const doFetch = opts.fetch ?? fetch;
  const tenants = new Map<string, { at: number; tenant: Promise<PlatformTenant | undefined> }>();
  const clients = new Map<string, AppClient>();
  const wallets = new Map<string, { at: number; wallets: Promise<LiveWallet[]> }>();

  async function readJson(path: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
    const answer = await doFetch(`${api}${path}`, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(15_000) });
    return { status: answer.status, body: await answer.json().catch(() => null) };
  }

  async function loadTenant(key: string | undefined): Promise<PlatformTenant | undefined> {
    const { status, body } = await readJson('/storefront/config', key ? { orgid: key } : {});
    if (status === 404) return undefined;
    const parsed = v.safeParse(tenantSchema, body);
    if (status !== 200 || !parsed.success) throw new Error(`The platform answered ${status} to GET /api/storefront/config`);
    const t = parsed.output;
    return { id: t.organisationId, name: t.name, siteName: t.siteName, currency: t.currency, locale: t.locale, timeZone: t.timeZone, homeCountry: t.homeCountry };
  }

  return {
    origin,
    tenant(requested) {
      const key = requested ?? opts.defaultTenant;
      const cacheKey = key ?? '';
      const kept = tenants.get(cacheKey);
      if (kept && Date.now() - kept.at < TENANT_CACHE_MS) return kept.tenant;
      const tenant = loadTenant(key);
      tenants.set(cacheKey, { at: Date.now(), tenant });
      tenant.catch(() => tenants.delete(cacheKey));
      return tenant;
    },
    client(tenantId) {
      let client = clients.get(tenantId);
      if (!client) {
        client = createAppTokenClient({ baseUrl: api, credentials: opts.credentials, orgId: tenantId, fetch: doFetch, log: opts.log });
        clients.set(tenantId, client);
      }
      return client;
    },
    async staff(tenantId, cookieHeader) {
      const { status, body } = await readJson('/auth/session', { orgid: tenantId, cookie: cookieHeader });
      const parsed = v.safeParse(sessionSchema, body);
      return status === 200 && parsed.success ? (parsed.output.staff ?? undefined) : undefined;
    },
    liveWallets(tenantId) {
      const kept = wallets.get(tenantId);
      if (kept && Date.now() - kept.at < TENANT_CACHE_MS) return kept.wallets;
      const found = this.client(tenantId)
        .call({ method: 'get', path: 'storefront/payment-gateways', schema: gatewaysSchema })
        .then(({ data }) => (['stripe', 'paypal'] as const).filter((name) => data.some((g) => g.name === name && g.data?.mode === 'live')));
      wallets.set(tenantId, { at: Date.now(), wallets: found });
      found.catch(() => wallets.delete(tenantId));
      return found;
    },
  };
}
