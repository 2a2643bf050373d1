import { describe, expect, it } from 'vitest';
import { addressBehindProxies, parseTrustedProxies, type ProxyRange } from './client-address.ts';

function ranges(raw: string): ProxyRange[] {
  const parsed = parseTrustedProxies(raw);
  if (!parsed.ok) throw new Error(`not parsed: ${parsed.entry}`);
  return parsed.value;
}

describe('TRUSTED_PROXIES', () => {
  it('reads addresses and CIDR ranges of both families, separated by commas or spaces', () => {
    expect(ranges('10.0.0.0/8, 192.168.1.7  fd00::/8')).toEqual([
      { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
      { address: '192.168.1.7', prefix: 32, family: 'ipv4' },
      { address: 'fd00::', prefix: 8, family: 'ipv6' },
    ]);
  });

  it('names the first entry that is not an address or a range', () => {
    expect(parseTrustedProxies('10.0.0.0/8, lb.internal')).toEqual({ ok: false, entry: 'lb.internal' });
    expect(parseTrustedProxies('10.0.0.0/33')).toEqual({ ok: false, entry: '10.0.0.0/33' });
    expect(parseTrustedProxies('10.0.0.0/8/1')).toEqual({ ok: false, entry: '10.0.0.0/8/1' });
    expect(parseTrustedProxies('10.0.0.0/x')).toEqual({ ok: false, entry: '10.0.0.0/x' });
  });
});

describe('the client address behind load balancers', () => {
  const balancers = ranges('10.0.0.0/8');

  it('is the TCP peer, and X-Forwarded-For is ignored, when no proxy is trusted', () => {
    expect(addressBehindProxies('203.0.113.7', '198.51.100.1', [])).toBe('203.0.113.7');
  });

  it('is the TCP peer when the peer is not a trusted proxy, whatever the header says', () => {
    expect(addressBehindProxies('203.0.113.7', '198.51.100.1', balancers)).toBe('203.0.113.7');
  });

  it('is the address the trusted balancer saw, not one the client wrote at the left of the header', () => {
    expect(addressBehindProxies('10.0.0.5', '198.51.100.1', balancers)).toBe('198.51.100.1');
    expect(addressBehindProxies('10.0.0.5', '1.2.3.4, 198.51.100.1', balancers)).toBe('198.51.100.1');
    expect(addressBehindProxies('::ffff:10.0.0.5', '1.2.3.4, 198.51.100.1, 10.1.2.3', balancers)).toBe('198.51.100.1');
  });

  it('stops at an entry that is not an address and keeps the last proxy that passed it on', () => {
    expect(addressBehindProxies('10.0.0.5', 'unknown', balancers)).toBe('10.0.0.5');
    expect(addressBehindProxies('10.0.0.5', 'garbage, 10.0.0.9', balancers)).toBe('10.0.0.9');
    expect(addressBehindProxies('10.0.0.5', undefined, balancers)).toBe('10.0.0.5');
  });

  it('reads IPv6 clients and addresses written with a port', () => {
    expect(addressBehindProxies('10.0.0.5', '[2001:db8::1]:4711', balancers)).toBe('2001:db8::1');
    expect(addressBehindProxies('10.0.0.5', '198.51.100.1:51234', balancers)).toBe('198.51.100.1');
  });

  it('gives IPv4 peers of a dual-stack socket as plain IPv4', () => {
    expect(addressBehindProxies('::ffff:203.0.113.7', undefined, [])).toBe('203.0.113.7');
    expect(addressBehindProxies(undefined, '198.51.100.1', balancers)).toBeUndefined();
  });
});
