import { BlockList, isIP } from 'node:net';

const PRIVATE_NETWORKS = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) {
  PRIVATE_NETWORKS.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE_NETWORKS.addSubnet(net, prefix, 'ipv6');

/** True for a host name that is this machine or a private-network address literal (the requests would reach inside); a trailing dot (`localhost.`) changes nothing. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return true;
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  const address = mapped ? [parseInt(mapped[1] ?? '0', 16), parseInt(mapped[2] ?? '0', 16)].flatMap((n) => [n >> 8, n & 255]).join('.') : host;
  const family = isIP(address);
  return family !== 0 && PRIVATE_NETWORKS.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
