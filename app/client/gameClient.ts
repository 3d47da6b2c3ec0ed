// A typed client of the game-client API (/client/v1), for game teams' tools and our own tests:
// openapi-fetch over the generated `paths` (app/client/schema.gen.ts), so a request or an answer
// that leaves the contract fails to compile. `fetch` may be any fetch (the API tests pass the
// in-process app's).
import createClient from 'openapi-fetch';
import type { paths } from './schema.gen';

export type GameClientPaths = paths;

export function createGameClient(opts: { baseUrl: string; clientKey?: string; fetch?: (request: Request) => Promise<Response> }) {
  return createClient<paths>({
    baseUrl: opts.baseUrl,
    headers: opts.clientKey ? { 'X-Client-Key': opts.clientKey } : {},
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
}
