// The address a request comes from, for rate limits (sign-in, client log uploads): the socket's
// peer as @hono/node-server hands it over (c.env.incoming), or, only when TRUST_PROXY says a proxy
// of ours stands in front, the hop that proxy saw (the rightmost X-Forwarded-For entry; anything
// to its left was written by the client and proves nothing). IPv6 addresses count per /64, the
// block one subscriber usually holds.
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import type { Context } from 'hono';
import type { ServerConfig } from './config';

/** What a request without a socket (none in practice) counts as. */
export const UNKNOWN_ADDRESS = 'unknown';

function normalise(raw: string): string {
  let a = raw.trim();
  if (a.startsWith('[') && a.includes(']')) a = a.slice(1, a.indexOf(']'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped) return mapped[1];
  if (isIPv6(a)) {
    // Expand, then keep the first four groups (the /64).
    const [head, tail = ''] = a.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = a.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return a;
}

export function clientAddress(c: Context, config: Pick<ServerConfig, 'trustProxy'>): string {
  if (config.trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops.length) return normalise(hops[hops.length - 1]);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress;
  return peer ? normalise(peer) : UNKNOWN_ADDRESS;
}
