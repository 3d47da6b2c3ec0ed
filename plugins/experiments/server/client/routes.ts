// GET /client/v1/:code/:env/experiments?userId=&platform=&version=&level=&country= -> the
// experiments the user is in: { experiments: [{ id, name, kind, group, phase, levels }] }.
// Assigns from the env's published snapshot (live.ts; from memory), with at most one indexed
// read of the user's stored groups (none when memory holds them all) and one insert for new
// placements, whose exposure events are durable before the answer; nothing is read when no
// running experiment matches the client. Answers vary per user: ETag and 304, Cache-Control
// private.
import type { Context } from 'hono';
import { clientAnswer, clientEnv } from '../../../../core/server/clientApi';
import type { Db } from '../../../../core/server/db/connect';
import { serializeBody } from '../../../../core/server/liveCache';
import { routeOf, type ServerRoute } from '../../../../core/server/plugin';
import { rule as access } from '../../../../core/shared/access';
import { clientEndpoints } from '../../endpoints/client';
import { levelsOf, matchesFilter, place, type ClientFacts } from '../assign';
import { PUBLISH_KIND, RUNNING_KEY, type LiveExperiment, type LiveExperiments } from '../live';
import { recordExposures, type Exposure } from './exposures';
import { deleteAssignments, insertAssignments, readAssignments, rememberAssignments } from './store';

/** One experiment of the answer. */
export interface ClientExperiment {
  id: number;
  name: string;
  kind: 1 | 2;
  /** The group's tag. */
  group: string;
  /** The phase the user was placed in. */
  phase: number;
  /** v1: [{ level, puzzleId }] of the scope; v2: puzzle ids in level order (empty for AA). */
  levels: unknown[];
}

/**
 * Answers are per user and must not sit in a shared cache; the client revalidates every time
 * (the 304 keeps that cheap). Not kept in core's answer cache either: a user's answer changes
 * when another query of theirs places them, which that cache cannot see.
 */
const PER_USER_CACHE_CONTROL = 'private, no-cache';

function answer(c: Context, experiments: ClientExperiment[]): Response {
  const res = clientAnswer(c, serializeBody({ experiments }));
  res.headers.set('Cache-Control', PER_USER_CACHE_CONTROL);
  return res;
}

const item = (e: LiveExperiment, tag: string, phase: number, levels: unknown[]): ClientExperiment => ({
  id: e.id,
  name: e.name,
  kind: e.kind,
  group: tag,
  phase,
  levels,
});

export const clientExperimentsRoute = routeOf(clientEndpoints.experiments, {
  rule: access.clientKey,
  summary: "Game clients: the running experiments a user is in, with the user's sticky group and its levels",
  async handler({ c, db, project, params, query, services }) {
    const env = clientEnv(params.env);
    const live = await services.publish.current<LiveExperiments>({ project: project.code, env, kind: PUBLISH_KIND, key: RUNNING_KEY });
    const facts: ClientFacts = {
      userId: query.userId,
      platform: query.platform,
      version: query.version ?? null,
      level: query.level ?? null,
      country: query.country ?? '',
      today: new Date().toISOString().slice(0, 10),
    };
    const candidates = (live?.content?.experiments ?? []).filter((e) => matchesFilter(e, facts));
    if (!candidates.length) return answer(c, []);

    const stored = await readAssignments(
      db,
      facts.userId,
      candidates.map((e) => e.id),
    );
    const out: ClientExperiment[] = [];
    const fresh: (Exposure & { exp: LiveExperiment })[] = [];
    for (const e of candidates) {
      const p = place(e, facts, stored.get(e.id));
      if (!p) continue;
      if (p.fresh) fresh.push({ exp: e, experimentId: e.id, groupTag: p.group.tag, phase: p.phase });
      else out.push(item(e, p.group.tag, p.phase, levelsOf(e, p.group)));
    }
    if (fresh.length) out.push(...(await placeNew(db, project.code, services, facts, fresh)));
    // The snapshot's order (by id), whatever was new.
    out.sort((a, b) => a.id - b.id);
    return answer(c, out);
  },
});

/**
 * Stores the new placements, then records the exposures of those this request stored first (a
 * placement another request stored first is answered with that request's group). Not one
 * transaction: on PGlite it would hold the only connection through the event log's fsync and
 * serialize every first read; instead a failed ingest removes the rows it stored, so the client's
 * retry places the user again (in the same group) and records the exposure then.
 */
async function placeNew(
  db: Db,
  code: string,
  services: Parameters<typeof recordExposures>[0],
  facts: ClientFacts,
  fresh: (Exposure & { exp: LiveExperiment })[],
): Promise<ClientExperiment[]> {
  const won = await insertAssignments(db, facts.userId, fresh);
  const mine = fresh.filter((f) => won.has(f.experimentId));
  try {
    await recordExposures(services, code, facts, mine);
  } catch (err) {
    await deleteAssignments(db, facts.userId, [...won]).catch(() => {});
    throw err;
  }
  rememberAssignments(db, facts.userId, mine);
  const lost = fresh.filter((f) => !won.has(f.experimentId));
  const winners = lost.length
    ? await readAssignments(
        db,
        facts.userId,
        lost.map((f) => f.experimentId),
      )
    : new Map();
  const out: ClientExperiment[] = [];
  for (const f of fresh) {
    const s = won.has(f.experimentId) ? { groupTag: f.groupTag, phase: f.phase } : winners.get(f.experimentId);
    const group = s && f.exp.groups.find((g) => g.tag === s.groupTag);
    if (group) out.push(item(f.exp, s.groupTag, s.phase, levelsOf(f.exp, group)));
  }
  return out;
}

export const routes: ServerRoute[] = [clientExperimentsRoute];
