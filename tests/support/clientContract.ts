// The game-client contract, checked on every answer the API tests read (issue 31 item 3): each
// success (200, or the route's own 201) JSON answer of a /client/v1 route declared with clientEndpoint must parse with its response
// schema and hold no field the schema leaves out. A route that drifts from its OpenAPI document
// fails the test that called it, not a game.
import type { RegisteredRoute } from '../../core/server/dispatch';

/** Paths of `body` that `parsed` (zod's output: unknown keys stripped) does not have. */
export function undocumentedPaths(body: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(body)) return Array.isArray(parsed) ? body.flatMap((v, i) => undocumentedPaths(v, parsed[i], `${at}[${i}]`)) : [];
  if (!body || typeof body !== 'object' || !parsed || typeof parsed !== 'object') return [];
  return Object.entries(body).flatMap(([k, v]) =>
    Object.hasOwn(parsed, k) ? undocumentedPaths(v, (parsed as Record<string, unknown>)[k], `${at}.${k}`) : [`${at}.${k}`],
  );
}

export function clientContractCheck(routes: readonly RegisteredRoute[]) {
  const declared = routes
    .filter((r) => r.path.startsWith('/client/v1/') && r.client && !r.client.file)
    .map((r) => ({ route: r, pattern: new RegExp(`^${r.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`) }));
  return async (req: Request, res: Response): Promise<void> => {
    const path = new URL(req.url).pathname;
    if (!path.startsWith('/client/v1/') || !/json/.test(res.headers.get('content-type') ?? '')) return;
    const hit = declared.find((d) => d.route.method === req.method && d.pattern.test(path));
    if (!hit || res.status !== (hit.route.client!.status ?? 200)) return;
    const body: unknown = await res.clone().json();
    const parsed = hit.route.client!.response.safeParse(body);
    const where = `${req.method} ${hit.route.path}`;
    if (!parsed.success) throw new Error(`${where} answered outside its contract: ${parsed.error.message}`);
    const extra = undocumentedPaths(body, parsed.data);
    if (extra.length) throw new Error(`${where} answered fields its contract does not document: ${extra.slice(0, 5).join(', ')}`);
  };
}
