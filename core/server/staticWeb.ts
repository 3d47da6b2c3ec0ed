// Serves the built web app on the same port, with index.html for client-side routes.
import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Paths the SPA never owns: their unknown children are JSON 404s. */
export const API_PREFIXES = ['/v1', '/client', '/cdn', '/healthz'];

export function isApiPath(p: string): boolean {
  return API_PREFIXES.some((prefix) => p === prefix || p.startsWith(prefix + '/'));
}

export function mountWeb(app: Hono, webDir: string | undefined): void {
  if (!webDir || !fs.existsSync(path.join(webDir, 'index.html'))) return;
  const indexFile = path.join(webDir, 'index.html');
  // Re-read when a new build replaced it, so a running server never serves a page whose chunks are gone.
  let cached = { mtimeMs: -1, html: '' };
  const indexHtml = () => {
    const { mtimeMs } = fs.statSync(indexFile, { throwIfNoEntry: false }) ?? { mtimeMs: cached.mtimeMs };
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    return cached.html;
  };
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
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
