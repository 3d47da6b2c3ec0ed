// Serves the built web app on the same port, with index.html for client-side routes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { IMMUTABLE, precompressedAssets } from './precompressed';

/** Paths the SPA never owns: their unknown children are JSON 404s. */
export const API_PREFIXES = ['/v1', '/client', '/cdn', '/healthz'];

export function isApiPath(p: string): boolean {
  return API_PREFIXES.some((prefix) => p === prefix || p.startsWith(prefix + '/'));
}

/**
 * What API answers and /cdn/ files may do as documents: nothing (an uploaded SVG or HTML file
 * opened from /cdn/ runs no script on our origin), and no page may frame them.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes of the page's inline scripts (index.html sets the colour scheme before the first paint). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => sha256(m[1]));
}

/**
 * The console's pages: scripts only from our origin (Monaco included, workers too) and the
 * page's own inline scripts by hash; styles inline (Mantine and Monaco set them); images from
 * anywhere over http(s) (ad icons and creatives may live on a CDN); no framing, no plugins.
 */
export function pageCsp(html: string): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function mountWeb(app: Hono, webDir: string | undefined): void {
  if (!webDir || !fs.existsSync(path.join(webDir, 'index.html'))) return;
  const indexFile = path.join(webDir, 'index.html');
  // Re-read when a new build replaced it, so a running server never serves a page whose chunks are gone.
  let cached = { mtimeMs: -1, html: '', csp: '' };
  const current = () => {
    const { mtimeMs } = fs.statSync(indexFile, { throwIfNoEntry: false }) ?? { mtimeMs: cached.mtimeMs };
    if (mtimeMs !== cached.mtimeMs) {
      const html = fs.readFileSync(indexFile, 'utf8');
      cached = { mtimeMs, html, csp: pageCsp(html) };
    }
    return cached;
  };
  const indexHtml = () => current().html;
  // Pages, their scripts and workers (a worker runs under its own response's policy) get the page's policy.
  app.use('*', async (c, next) => {
    await next();
    if (!isApiPath(c.req.path)) c.header('Content-Security-Policy', current().csp);
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', IMMUTABLE);
  });
  // Hashed assets go out brotli- or gzip-compressed when the client takes it (precompressed.ts).
  app.get('/assets/*', precompressedAssets(webDir));
  app.get('*', async (c, next) => (isApiPath(c.req.path) ? next() : serveStatic({ root: webDir })(c, next)));
  app.get('*', (c, next) => {
    // A missing file (/x.js) is a 404, but a browser opening a client route whose last part has a
    // dot (a log file name) asks for a page: it gets the app.
    const wantsPage = !c.req.path.startsWith('/assets/') && (c.req.header('accept') ?? '').includes('text/html');
    if (isApiPath(c.req.path) || (path.extname(c.req.path) && !wantsPage)) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml());
  });
}
