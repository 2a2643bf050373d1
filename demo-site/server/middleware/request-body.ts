import { IncomingMessage } from 'node:http';
import { Http2ServerRequest } from 'node:http2';
import type { Context } from 'hono';

/**
 * Whether the request carries a body stream (`c.req.raw.body !== null`), answered without building
 * one. Under @hono/node-server the request is a lightweight object: reading its `body` builds a full
 * fetch Request and a web stream from the socket (a tenth of a slot query's CPU), while `text()` and
 * `json()` read the socket directly. That server gives every request but GET and HEAD a body, so
 * when `c.env.incoming` is its Node request the method answers; any other request (`app.request` in
 * tests) is asked as before.
 */
export function hasBodyStream(c: Context): boolean {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (incoming instanceof IncomingMessage || incoming instanceof Http2ServerRequest)
    return c.req.method !== 'GET' && c.req.method !== 'HEAD';
  return c.req.raw.body !== null;
}
