import { isIPv6 } from 'node:net';
import type { Request } from 'express';

/** The client's address as Express sees it (TRUST_PROXY decides whose X-Forwarded-For counts). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * What a client address is counted as, by every limit and throttle: IPv4 as is (IPv4-mapped IPv6
 * unwrapped), IPv6 by its /64 prefix, since one client usually holds a whole /64 and could otherwise
 * take a fresh address for every request.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const embeddedIpv4 = /\./.test(address) ? 1 : 0; // a trailing a.b.c.d fills two groups
  const missing = 8 - headGroups.length - tailGroups.length - embeddedIpv4;
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
