import { BlockList, isIP } from 'node:net';

/** One trusted proxy: an address, or a range in CIDR notation (`10.0.0.0/8`, `fd00::/8`). */
export interface ProxyRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.5`, as Node reports IPv4 peers on a dual-stack socket) as plain IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * Reads `TRUSTED_PROXIES`: addresses or CIDR ranges separated by commas or spaces. Returns the ranges,
 * or the first entry that is neither.
 */
export function parseTrustedProxies(raw: string): { ok: true; value: ProxyRange[] } | { ok: false; entry: string } {
  const ranges: ProxyRange[] = [];
  for (const entry of raw.split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefixText, extra] = entry.split('/');
    const version = isIP(address);
    const max = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (version === 0 || extra !== undefined || !(prefix >= 0 && prefix <= max)) return { ok: false, entry };
    ranges.push({ address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' });
  }
  return { ok: true, value: ranges };
}

const matchers = new WeakMap<readonly ProxyRange[], BlockList>();

function isTrusted(ranges: readonly ProxyRange[], address: string): boolean {
  let list = matchers.get(ranges);
  if (!list) {
    list = new BlockList();
    for (const range of ranges) list.addSubnet(range.address, range.prefix, range.family);
    matchers.set(ranges, list);
  }
  const plain = plainAddress(address);
  const version = isIP(plain);
  return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The address of the client behind a chain of trusted proxies (load balancers). The TCP peer is the
 * answer unless it is a trusted proxy; then X-Forwarded-For is read from its right end (the entry the
 * nearest proxy added), skipping trusted proxies, and the first other address is the client. A client
 * can write anything at the left end of the header, so nothing left of that address counts. With no
 * trusted proxies configured the header is never read.
 */
export function addressBehindProxies(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: readonly ProxyRange[],
): string | undefined {
  if (!peer || trusted.length === 0 || !isTrusted(trusted, peer)) return peer === undefined ? undefined : plainAddress(peer);
  let nearest = plainAddress(peer);
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (const hop of hops.reverse()) {
    const address = plainAddress(hop.replace(/^\[(.*)\](?::\d+)?$/, '$1').replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1'));
    if (isIP(address) === 0) return nearest;
    if (!isTrusted(trusted, address)) return address;
    nearest = address;
  }
  return nearest;
}
