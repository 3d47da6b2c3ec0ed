// The client API (beyond the spec's screens): services and game clients read a namespace's
// released files, from memory (core's liveCache behind ctx.services.publish on client reads).
//   GET /client/v1/:code/:env/config/:namespace/:file  -> the file (ETag; 304; 404 unreleased)
//   GET /client/v1/:code/:env/config/:namespace?version=<commitId>&wait=<s>
//       -> at once {commitId, dataVersion, files} when the live release differs from `version`,
//          else held until it changes (checked every CHECK_MS on ctx.services.time; another
//          process's release shows within the liveCache's poll) and 304 at the end of the wait.
import { rule as access } from '../../../../core/shared/access';
import { clientAnswer, clientEnv } from '../../../../core/server/clientApi';
import { etagMatches } from '../../../../core/server/etag';
import { notFound } from '../../../../core/server/errors';
import { serializeBody } from '../../../../core/server/liveCache';
import { routeOf, type RouteContext } from '../../../../core/server/plugin';
import { clientEndpoints } from '../../endpoints/releases';
import { CC_ENVS, PUBLISH_KIND } from '../../shared';
import type { ReleasedConfig } from './publishable';

/** How often a held request looks at the live release (a memory read while nothing changed). */
export const CHECK_MS = 200;
/** Held long-polls per process; beyond it a 503 with Retry-After (tests lower it). */
export const longPollLimits = { maxHeld: 1000, retryAfterSeconds: 5 };
let held = 0;
/** How many long-polls this process holds now. */
export const heldLongPolls = () => held;

export const CLIENT_MESSAGES = {
  notReleased: (namespace: string) => `Namespace '${namespace}' has no release on this env`,
  noFile: (namespace: string, file: string) => `No file '${file}' in the release of '${namespace}'`,
  busy: 'Too many requests are waiting for changes: retry later',
};

function contentTypeOf(file: string): string {
  const lower = file.toLowerCase();
  if (lower.endsWith('.json')) return 'application/json; charset=utf-8';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'application/yaml; charset=utf-8';
  return 'text/plain; charset=utf-8';
}

async function liveRelease(
  ctx: Pick<RouteContext, 'services' | 'project'>,
  env: string,
  namespace: string,
): Promise<ReleasedConfig | null> {
  const live = await ctx.services.publish.current<ReleasedConfig>({
    project: ctx.project.code,
    env: clientEnv(env, CC_ENVS),
    kind: PUBLISH_KIND,
    key: namespace,
  });
  return live?.content ?? null;
}

export const clientRoutes = [
  routeOf(clientEndpoints.file, {
    rule: access.clientKey,
    summary: "Services and game clients: one file of a namespace's live release (ETag: the commit id and file; 304)",
    async handler(ctx) {
      const { namespace, file } = ctx.params;
      const live = await liveRelease(ctx, ctx.params.env, namespace);
      if (!live) throw notFound(CLIENT_MESSAGES.notReleased(namespace));
      if (!Object.hasOwn(live.files, file)) throw notFound(CLIENT_MESSAGES.noFile(namespace, file));
      const etag = `"${live.commitId}:${encodeURIComponent(file)}"`;
      const headers = { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'X-Client-Key', 'X-Data-Version': String(live.dataVersion) };
      if (etagMatches(ctx.c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
      return new Response(live.files[file], { status: 200, headers: { ...headers, 'Content-Type': contentTypeOf(file) } });
    },
  }),
  routeOf(clientEndpoints.release, {
    rule: access.clientKey,
    summary:
      'Services and game clients: the live release of a namespace once it differs from `version` (long-poll up to `wait` s, then 304)',
    async handler(ctx) {
      const { namespace, env } = ctx.params;
      clientEnv(env, CC_ENVS);
      const { version, wait } = ctx.query;
      const changed = (live: ReleasedConfig | null): live is ReleasedConfig => live !== null && live.commitId !== (version ?? '');
      const answer = (live: ReleasedConfig) =>
        clientAnswer(ctx.c, serializeBody({ commitId: live.commitId, dataVersion: live.dataVersion, files: Object.keys(live.files) }));
      const first = await liveRelease(ctx, env, namespace);
      if (changed(first)) return answer(first);
      const unchanged = () => new Response(null, { status: 304, headers: { 'Cache-Control': 'no-cache' } });
      if (wait === 0) return unchanged();
      if (held >= longPollLimits.maxHeld) {
        return Response.json(
          { message: CLIENT_MESSAGES.busy },
          { status: 503, headers: { 'Retry-After': String(longPollLimits.retryAfterSeconds) } },
        );
      }
      held++;
      try {
        // The wait is on the services' clock (a test moves its own instead of waiting).
        const { now, sleep } = ctx.services.time;
        const deadline = now() + wait * 1000;
        const signal = ctx.c.req.raw.signal;
        while (!signal?.aborted) {
          const left = deadline - now();
          if (left <= 0) break;
          // The client went away: the wait ends at once (the loop then ends too).
          await sleep(Math.min(CHECK_MS, left), signal).catch(() => {});
          const live = await liveRelease(ctx, env, namespace);
          if (changed(live)) return answer(live);
        }
        return unchanged();
      } finally {
        held--;
      }
    },
  }),
];
