// Where a request came from: the cross-site check every console write passes (DESIGN §6).
import type { Context } from 'hono';

export const CROSS_SITE = 'Cross-site request refused';

/** The scheme and host this request reached us on; a trusted proxy's X-Forwarded-* say it for the client. */
export function requestOrigin(c: Context, trustProxy: boolean): { protocol: string; host: string } {
  const url = new URL(c.req.url);
  const first = (name: string) => c.req.header(name)?.split(',')[0]?.trim() || undefined;
  const proto = trustProxy ? first('x-forwarded-proto') : undefined;
  return {
    protocol: proto ? `${proto.toLowerCase()}:` : url.protocol,
    host: (trustProxy ? first('x-forwarded-host') : undefined) ?? url.host,
  };
}

/**
 * Refuses state-changing browser requests from another site (the cookie would ride along):
 * `Origin`, when sent, must name this scheme and host, and `Sec-Fetch-Site`, when sent, must say
 * same-origin. A request with neither is refused: browsers send at least one of them on every
 * write, so only a forged or stripped request lacks both.
 */
export function sameOrigin(c: Context, trustProxy = false): boolean {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (!origin && !site) return false;
  if (site && site !== 'same-origin') return false;
  if (!origin) return true;
  try {
    const from = new URL(origin);
    const here = requestOrigin(c, trustProxy);
    return from.protocol === here.protocol && from.host === here.host.toLowerCase();
  } catch {
    return false;
  }
}
