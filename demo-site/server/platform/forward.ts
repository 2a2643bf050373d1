import type { Context } from 'hono';

/** Hop-by-hop headers (those the `Connection` header field of RFC 9110 governs) and the ones `fetch` sets itself: never passed on either way. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host', 'content-length']);
/** Response headers that describe the platform's wire encoding, which `fetch` has already undone. */
const NOT_RETURNED = new Set([...NOT_FORWARDED, 'content-encoding']);

/** How long a forwarded request may take before the visitor gets a 504. */
export const FORWARD_TIMEOUT_MS = 30_000;

function requestHeaders(c: Context): Headers {
  const headers = new Headers();
  for (const [name, value] of c.req.raw.headers) if (!NOT_FORWARDED.has(name)) headers.set(name, value);
  const url = new URL(c.req.url);
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  return headers;
}

function responseHeaders(from: Headers): Headers {
  const headers = new Headers();
  for (const [name, value] of from) if (!NOT_RETURNED.has(name) && name !== 'set-cookie') headers.set(name, value);
  // Each cookie stays its own header: joined with commas they would not parse.
  for (const cookie of from.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}

/**
 * Sends the request on to the platform unchanged (method, path, query, body, cookies, `orgid`,
 * `Authorization`, `Origin`: the platform decides tenant, identity, CORS and CSRF itself, exactly as
 * if the browser had called it) and answers with the platform's answer, its status, headers and
 * cookies included. Redirects are passed to the browser, not followed. A platform that cannot be
 * reached answers 502, one that takes too long 504, in the API's error shape for `/api` paths.
 */
export async function forwardToPlatform(c: Context, platformOrigin: string, fetchImpl: typeof fetch = fetch): Promise<Response> {
  const incoming = new URL(c.req.url);
  const target = new URL(incoming.pathname + incoming.search, platformOrigin);
  const method = c.req.method;
  const hasBody = method !== 'GET' && method !== 'HEAD';
  let answer: Response;
  try {
    answer = await fetchImpl(target, {
      method,
      headers: requestHeaders(c),
      body: hasBody ? await c.req.raw.arrayBuffer() : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    console.error(`Forwarding ${method} ${incoming.pathname} to the platform failed:`, error instanceof Error ? error.message : error);
    const status = timedOut ? 504 : 502;
    const message = timedOut ? 'The platform took too long to answer.' : 'The platform could not be reached.';
    if (incoming.pathname === '/api' || incoming.pathname.startsWith('/api/')) return c.json({ error: { code: timedOut ? 'timeout' : 'bad_gateway', message } }, status);
    return c.text(message, status);
  }
  return new Response(method === 'HEAD' ? null : answer.body, { status: answer.status, statusText: answer.statusText, headers: responseHeaders(answer.headers) });
}
