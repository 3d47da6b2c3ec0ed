// GET /cdn/<key>: what the store holds, public (game clients fetch resources from here), with an
// ETag (the md5) and 304 on If-None-Match. Keys are validated the same way uploads are, so no
// path can reach outside the store.
import { rule } from '../../shared/access';
import { etagMatches } from '../etag';
import { notFound } from '../errors';
import { route } from '../plugin';
import { isPrivateKey, isValidKey } from './fileStore';

/** Keys may be re-uploaded only with the same bytes, but clients still revalidate after a minute. */
export const CDN_CACHE_CONTROL = 'public, max-age=60';

export function cdnKey(url: string): string | null {
  const pathname = new URL(url).pathname;
  if (!pathname.startsWith('/cdn/')) return null;
  try {
    const key = decodeURIComponent(pathname.slice('/cdn/'.length));
    return isValidKey(key) ? key : null;
  } catch {
    return null;
  }
}

export const cdnRoute = route({
  method: 'GET',
  path: '/cdn/*',
  rule: rule.public,
  summary: 'A stored file (uploads and published resources), with ETag and 304',
  async handler({ c, services }) {
    const key = cdnKey(c.req.url);
    // Private files (client logs) are read only through their plugin's routes, under its rule.
    const file = key && !isPrivateKey(key) ? await services.storage.get(key) : null;
    if (!file) throw notFound('No such file');
    const headers = new Headers({
      ETag: `"${file.info.md5}"`,
      'Last-Modified': file.info.updatedAt.toUTCString(),
      'Cache-Control': CDN_CACHE_CONTROL,
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      // An uploaded HTML or SVG page must not run as the console's origin.
      'Content-Security-Policy': 'sandbox',
    });
    if (etagMatches(c.req.header('if-none-match'), headers.get('ETag')!)) return new Response(null, { status: 304, headers });
    headers.set('Content-Type', file.info.contentType);
    headers.set('Content-Length', String(file.info.size));
    // Hono answers HEAD through the GET route; do not open the file for it.
    if (c.req.raw.method === 'HEAD') return new Response(null, { status: 200, headers });
    return new Response(file.stream(), { status: 200, headers });
  },
});
