/**
 * A small HTTP proxy in front of the demo server for WebKit, whose classic WebDriver has no way to run
 * a script before the page's own (no preload script, no browser log, and WebKitGTK's MiniBrowser
 * ignores its settings flags under automation). Every HTML response gets the problem recorder as its
 * very first script, carrying the response's CSP nonce, so an error thrown by the page's first script
 * is recorded too. Everything else passes through untouched (streams included).
 *
 * It also serves two pages of its own:
 * - `/__engines/early-error`: throws from a script in `<head>`, before anything the test runs, so a
 *   test proves the recorder sees it;
 * - `/__engines/frame?src=…&width=…&height=…`: a host page with the demo page in an iframe of that
 *   size, for widths WebKitGTK's window cannot take (its minimum is 447 px).
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running proxy: its own base URL (same paths as the demo server's) and how to stop it. */
export interface RecordingProxy {
  baseURL: string;
  stop(): Promise<void>;
}

/** The path of the host page that shows a demo page in an iframe of a given size. */
export const FRAME_PATH = '/__engines/frame';
/** The path of the page that throws before any script the test runs. */
export const EARLY_ERROR_PATH = '/__engines/early-error';
/** What that page throws. */
export const EARLY_ERROR_MESSAGE = 'thrown by the first script in <head>';

const NONCE = /'nonce-([^']+)'/;

/** Puts `script` (with the policy's nonce, when there is one) first in the document's `<head>`. */
export function injectFirst(html: string, script: string, policy: string | undefined): string {
  const nonce = policy ? NONCE.exec(policy)?.[1] : undefined;
  const tag = `<script${nonce ? ` nonce="${nonce}"` : ''}>${script}</script>`;
  const head = /<head\b[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? doctype[0] + tag + html.slice(doctype[0].length) : tag + html;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The proxy's own pages, by path. */
function ownPage(url: URL): string | undefined {
  if (url.pathname === EARLY_ERROR_PATH) {
    return `<!doctype html><html lang="en"><head><title>Early error</title><script>throw new Error(${JSON.stringify(EARLY_ERROR_MESSAGE)});</script></head><body><main><p>The script above threw.</p></main></body></html>`;
  }
  if (url.pathname === FRAME_PATH) {
    const width = Number(url.searchParams.get('width')) || 375;
    const height = Number(url.searchParams.get('height')) || 800;
    const src = url.searchParams.get('src') ?? '/';
    return `<!doctype html><html lang="en"><head><title>${width} px frame</title><style>html,body{margin:0}iframe{border:0;display:block}</style></head><body><iframe title="Page at ${width} px" src="${escapeAttribute(src)}" width="${width}" height="${height}"></iframe></body></html>`;
  }
  return undefined;
}

/** Starts the proxy on a free port, in front of `target` (the demo server's base URL), injecting `recorder` into every page. */
export async function startRecordingProxy(target: string, recorder: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://proxy');
    const own = ownPage(url);
    if (own !== undefined) {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      outgoing.end(injectFirst(own, recorder, undefined));
      return;
    }
    // No compression, so a page can be read and changed as text.
    const headers = { ...incoming.headers };
    delete headers['accept-encoding'];
    const forward = request(
      { hostname: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer: IncomingMessage) => {
        const type = String(answer.headers['content-type'] ?? '');
        const empty = incoming.method !== 'GET' || answer.statusCode === 204 || answer.statusCode === 304;
        if (!type.startsWith('text/html') || empty) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const policy = answer.headers['content-security-policy'];
          const body = injectFirst(Buffer.concat(chunks).toString('utf8'), recorder, Array.isArray(policy) ? policy[0] : policy);
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(body) });
          outgoing.end(body);
        });
        answer.on('error', () => outgoing.destroy());
      },
    );
    forward.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`engines proxy: ${error.message}`);
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((listening) => server.listen(0, listening));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
