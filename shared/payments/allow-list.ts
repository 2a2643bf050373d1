/**
 * The allow-list check for addresses a payment provider asks the browser to open (an `action_url`, a
 * `payment_url`, a redirect). Only http(s) addresses on a listed host pass; `javascript:`, `data:`,
 * addresses with credentials and every other host are refused. Plain http only for local hosts.
 */

/** Why an address was refused. */
export type UrlRefusal = 'invalid' | 'scheme' | 'credentials' | 'host' | 'insecure';

/** The outcome of a check: the normalised address, or why it was refused. */
export type UrlCheck = { ok: true; url: string } | { ok: false; reason: UrlRefusal };

const LOCAL_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/;

/** True for `localhost`, `127.0.0.1`, `[::1]` and `*.localhost` (where plain http is accepted). */
export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.test(hostname.toLowerCase());
}

function hostMatches(url: URL, entry: string): boolean {
  const wanted = entry.trim().toLowerCase();
  if (wanted === '') return false;
  if (wanted.startsWith('*.')) {
    const suffix = wanted.slice(1); // ".example.com"
    return url.hostname.endsWith(suffix) && url.hostname.length > suffix.length;
  }
  return wanted.includes(':') && !wanted.startsWith('[') ? url.host === wanted : url.hostname === wanted;
}

/**
 * Checks `candidate` against `allowedHosts` (`example.com`, `example.com:8443`, or `*.example.com`
 * for subdomains). A relative address is resolved against `base` when one is given.
 */
export function checkAllowedUrl(candidate: unknown, allowedHosts: readonly string[], base?: string): UrlCheck {
  if (typeof candidate !== 'string' || candidate.trim() === '') return { ok: false, reason: 'invalid' };
  let url: URL;
  try {
    url = base === undefined ? new URL(candidate.trim()) : new URL(candidate.trim(), base);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'scheme' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  if (!allowedHosts.some((entry) => hostMatches(url, entry))) return { ok: false, reason: 'host' };
  if (url.protocol === 'http:' && !isLocalHost(url.hostname)) return { ok: false, reason: 'insecure' };
  return { ok: true, url: url.href };
}

/** True when `candidate` passes `checkAllowedUrl`. */
export function isAllowedUrl(candidate: unknown, allowedHosts: readonly string[], base?: string): boolean {
  return checkAllowedUrl(candidate, allowedHosts, base).ok;
}
