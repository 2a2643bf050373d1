import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError, errorFromBody, isAbort } from './errors.ts';

/** How the page reaches the platform API. */
export interface ApiClientOptions {
  /** Base URL of the API, e.g. `/api` or `https://shop.example/api`. */
  baseUrl: string;
  /** Organisation id sent as `orgid`. */
  orgId?: string;
  /** Sent as `domainAsOrg` when the host name decides the organisation. */
  domainAsOrg?: boolean;
  /** Sent as `shared-org-id` for shared sites. */
  sharedOrgId?: string;
  /** The bearer token, read on every call (the session cookie by default). */
  token?: () => string | null;
  /** Milliseconds before a call gives up (default 15 s). */
  timeoutMs?: number;
  /** Retries for idempotent calls (default 2). */
  retries?: number;
  fetch?: typeof fetch;
}

/** One call: method, path under the base URL, body or query, the schema of the answer. */
export interface ApiRequest<T> {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  schema: v.GenericSchema<unknown, T>;
  json?: unknown;
  body?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Makes a POST safe to retry: the server answers a repeat with the first answer. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A typed, validating client for the platform API. */
export interface ApiClient {
  call<T>(request: ApiRequest<T>): Promise<T>;
  readonly options: ApiClientOptions;
}

const IDEMPOTENT = new Set(['get', 'put', 'delete']);

/** Reads the session token from the `site_token` cookie (set by the platform for 7 days). */
export function tokenFromCookie(cookie = globalThis.document?.cookie ?? ''): string | null {
  const match = cookie.split(/;\s*/).find((part) => part.startsWith('site_token='));
  return match ? decodeURIComponent(match.slice('site_token='.length)) || null : null;
}

function cleanQuery(query: ApiRequest<unknown>['query']): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  return out;
}

const UNEXPECTED_ANSWER = 'The server sent an unexpected answer';

async function toApiError(error: unknown): Promise<unknown> {
  if (isAbort(error)) return error;
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => null);
    const { status, statusText, headers } = error.response;
    return errorFromBody(status, body, statusText || `Request failed (${status})`, headers.get('retry-after'));
  }
  if (error instanceof TimeoutError) return new ApiError('The server took too long to answer', { kind: 'timeout' });
  if (error instanceof ApiError) return error;
  if (error instanceof SyntaxError) return new ApiError(UNEXPECTED_ANSWER, { kind: 'malformed' });
  return new ApiError('Could not reach the server', { kind: 'network' });
}

/** Creates a client: org headers and bearer token on every call, timeouts, retries only where safe. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http: KyInstance = ky.create({
    timeout: options.timeoutMs ?? 15_000,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        (request) => {
          if (options.orgId) request.headers.set('orgid', options.orgId);
          if (options.domainAsOrg) request.headers.set('domainAsOrg', 'true');
          if (options.sharedOrgId) request.headers.set('shared-org-id', options.sharedOrgId);
          const token = (options.token ?? tokenFromCookie)();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  return {
    options,
    async call<T>(req: ApiRequest<T>): Promise<T> {
      const safeToRetry = IDEMPOTENT.has(req.method) || Boolean(req.idempotencyKey);
      let data: unknown;
      try {
        data = await http(`${base}/${req.path.replace(/^\/+/, '')}`, {
          method: req.method,
          json: req.json,
          body: req.body,
          searchParams: cleanQuery(req.query),
          signal: req.signal,
          timeout: req.timeoutMs ?? options.timeoutMs ?? 15_000,
          headers: req.idempotencyKey ? { 'idempotency-key': req.idempotencyKey } : undefined,
          retry: {
            limit: safeToRetry ? (options.retries ?? 2) : 0,
            methods: safeToRetry ? [req.method] : [],
            // Not 429: the API's limits last minutes, and waiting out Retry-After would hang the view.
            statusCodes: [408, 500, 502, 503, 504],
            retryOnTimeout: safeToRetry,
            backoffLimit: 2_000,
          },
        }).json();
      } catch (error) {
        throw await toApiError(error);
      }
      const result = v.safeParse(req.schema, data);
      if (!result.success) {
        const issue = result.issues[0];
        const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
        throw new ApiError(`${UNEXPECTED_ANSWER}${path ? ` (${path})` : ''}`, { kind: 'malformed' });
      }
      return result.output;
    },
  };
}

/** A new random idempotency key for one user action (a click on Pay, Book or Place order). */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

let pageClient: ApiClient | null = null;

function meta(name: string): string | undefined {
  return globalThis.document?.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
}

/**
 * The page's one client, configured from `<meta name="site-api-base">` (default `/api`),
 * `site-organisation-id`, `site-domain-as-org` and `site-shared-org-id`.
 */
export function pageApi(): ApiClient {
  pageClient ??= createApiClient({
    baseUrl: meta('site-api-base') ?? '/api',
    orgId: meta('site-organisation-id'),
    domainAsOrg: meta('site-domain-as-org') === 'true',
    sharedOrgId: meta('site-shared-org-id'),
  });
  return pageClient;
}
