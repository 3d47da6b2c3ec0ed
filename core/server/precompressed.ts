// The web app's hashed assets (/assets/*), sent compressed: the build writes `x.js.br` and
// `x.js.gz` next to each text asset (vite.config.ts), and this picks the best one the client
// accepts, falling back to the plain file. Every answer names its encoding, varies on
// Accept-Encoding, carries an ETag per representation (304 on If-None-Match) and is cached for
// good (the file names carry a content hash). HEAD gets the same headers without the body.
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { etagMatches } from './etag';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Encodings we store next to an asset, best first, with their file suffix. */
export const ASSET_ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type AssetEncoding = (typeof ASSET_ENCODINGS)[number]['name'];

/** Text assets worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|html|wasm|ttf|otf)$/i;

/** The coding names the client accepts (q > 0), from Accept-Encoding (RFC 9110 §12.5.3). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  let star = false;
  const refused = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const zero = q !== undefined && Number(q.slice(2)) === 0;
    if (name === '*') star = !zero;
    else if (zero) refused.add(name);
    else out.add(name);
  }
  if (star) for (const e of ASSET_ENCODINGS) if (!refused.has(e.name)) out.add(e.name);
  return out;
}

const stat = (file: string) => fs.statSync(file, { throwIfNoEntry: false });

/** Serves GET/HEAD /assets/* from `webDir`; anything else (or a missing file) goes on. */
export function precompressedAssets(webDir: string) {
  const assetsDir = path.resolve(webDir, 'assets');
  return async (c: Context, next: Next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let name: string;
    try {
      name = decodeURIComponent(c.req.path.slice('/assets/'.length));
    } catch {
      return next();
    }
    const file = path.resolve(assetsDir, name);
    if (!name || name.includes('\0') || !file.startsWith(assetsDir + path.sep)) return next();
    const plain = stat(file);
    if (!plain?.isFile()) return next();

    const compressible = COMPRESSIBLE.test(file);
    let chosen: { path: string; size: number; mtimeMs: number; encoding?: AssetEncoding } = {
      path: file,
      size: plain.size,
      mtimeMs: plain.mtimeMs,
    };
    if (compressible) {
      const accepted = acceptedEncodings(c.req.header('accept-encoding'));
      for (const e of ASSET_ENCODINGS) {
        if (!accepted.has(e.name)) continue;
        const s = stat(file + e.suffix);
        if (s?.isFile()) {
          chosen = { path: file + e.suffix, size: s.size, mtimeMs: s.mtimeMs, encoding: e.name };
          break;
        }
      }
    }
    const etag = `"${plain.size.toString(36)}-${Math.floor(plain.mtimeMs).toString(36)}${chosen.encoding ? '-' + chosen.encoding : ''}"`;
    const headers: Record<string, string> = {
      'Content-Type': getMimeType(file) ?? 'application/octet-stream',
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'Last-Modified': new Date(plain.mtimeMs).toUTCString(),
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    headers['Content-Length'] = String(chosen.size);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(fs.readFileSync(chosen.path), 200, headers);
  };
}
