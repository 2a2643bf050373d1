/**
 * A proxy in front of the demo site that sends one page's HTML in two parts with a pause between
 * them, as a slow network or a busy phone delivers it: the browser paints what it has parsed while it
 * waits, so a test sees the page as a visitor sees it half-loaded. Every other request passes through.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running proxy: its base URL, and `close()`. */
export interface TrickleProxy {
  baseURL: string;
  close(): Promise<void>;
}

/** Headers that no longer describe the body once fetch has decoded it, or that node sets itself. */
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie']);

/**
 * Proxies `target`. A GET of `path` is answered with its HTML cut just before the first occurrence
 * of `cutBefore`, the rest sent `pauseMs` later; the page fails the test when `cutBefore` is not in it.
 */
export async function startTrickleProxy(target: string, path: string, cutBefore: string, pauseMs: number): Promise<TrickleProxy> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? '/', target), {
        method: req.method,
        headers: { accept: req.headers.accept ?? '*/*', cookie: req.headers.cookie ?? '', 'accept-encoding': 'identity' },
        redirect: 'manual',
      });
      const headers: Record<string, string | string[]> = {};
      upstream.headers.forEach((value, name) => {
        if (!DROPPED.has(name)) headers[name] = value;
      });
      const cookies = upstream.headers.getSetCookie();
      if (cookies.length > 0) headers['set-cookie'] = cookies;
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, headers);
      if (req.method !== 'GET' || new URL(req.url ?? '/', target).pathname !== path) {
        res.end(body);
        return;
      }
      const cut = body.indexOf(cutBefore);
      if (cut < 0) throw new Error(`the page ${path} has no ${JSON.stringify(cutBefore)} to cut before`);
      res.write(body.subarray(0, cut));
      await new Promise((done) => setTimeout(done, pauseMs));
      res.end(body.subarray(cut));
    })().catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
