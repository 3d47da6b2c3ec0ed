// One publish life cycle for every plugin (DESIGN §5): from a publishable's declaration (its
// kinds, keys and how to build the content from its rows) core gives the moves (publish, sync
// to prod, stage and switch, clear, rollback) as handler helpers, and the generic routes under
// `/v1/:code/releases/<id>/` (last release per env, history with the live snapshot marked,
// rollback, and the moves the plugin asks for). Each move: prod for owners and admins only,
// the `Idempotency-Key` header read here and nowhere else, one audit entry written inside the
// move's transaction (the request's, or the pipeline's own on a `transaction: false` route).
// A plugin whose URLs the spec fixes keeps them: its route calls these helpers.
import { rule as access } from '../../shared/access';
import { ENVS, type Env, type PublishEnv } from '../../shared/constants';
import type { Audience } from '../../shared/audience';
import { ROLLBACK_ERRORS, type LastReleases, type MoveResponse, type PublishableSpec, type ReleaseSnapshot } from '../../shared/publish';
import { conflict, notFound } from '../errors';
import { routeOf, type AuditEntry, type RouteContext, type ServerRoute } from '../plugin';
import { requireProdAccess } from '../prodAccess';
import type { AudienceSource } from './audience';
import { clientRouteOf } from './clientRoute';
import { contentHash } from './contentHash';
import type { PublishOptions, PublishResult, PublishTarget, Snapshot } from './types';

/**
 * What the helpers need of a handler's context. `c` (the request) is only read for the
 * Idempotency-Key header: a move made outside a request (a job) has none and passes its own key.
 */
export type PublishContext = Pick<RouteContext, 'db' | 'user' | 'project' | 'services' | 'audit'> & { c?: RouteContext['c'] };

/** A target within the publishable: kind defaults to its first. */
export interface Target {
  env: PublishEnv;
  key: string;
  kind?: string;
}

export type AuditOf<C> = (move: { action: Snapshot['action']; before: Snapshot | null; after: Snapshot<C> }) => AuditEntry;

/** A target as a publishable's hooks see it: its env is one of the publishable's envs. */
export type TargetOf<E extends PublishEnv> = Omit<PublishTarget, 'env'> & { env: E };

export interface PublishableDecl<C, E extends PublishEnv = Env> {
  /**
   * Builds what a publish to `target` serves, from the plugin's rows in that env. The generic
   * publish route needs it; a plugin that publishes one row at a time passes the content instead.
   */
  content?: (ctx: PublishContext, target: TargetOf<E>) => Promise<C>;
  /**
   * Prod takes only what is live on sandbox: a publish to prod whose content differs from
   * sandbox's live content is refused (409) with this message.
   */
  prodFromSandbox?: (target: TargetOf<E>) => string;
  /**
   * Last checks of a publish, once prod access and the sandbox rule passed (e.g. that every file
   * the content names is there); throwing refuses it.
   */
  beforePublish?: (ctx: PublishContext, target: TargetOf<E>, content: C) => Promise<void>;
  /** The one audit entry of every move, in the plugin's terms; default: area = kind, target = `env:key`. */
  audit?: AuditOf<C>;
  /** Runs in the rollback's transaction once it made `snapshot` live: keeps the plugin's own rows in step. */
  afterRollback?: (ctx: PublishContext, snapshot: Snapshot<C>) => Promise<void>;
  /**
   * The game clients a live snapshot is served to (platform and client-version range), so other
   * plugins can see who it reaches through core's `liveAudiences` (audience.ts). Only live,
   * non-cleared snapshots are asked. List the publishable in the plugin's `publishables`.
   */
  audience?: (content: C, at: { kind: string; key: string }) => Audience[];
}

export interface MoveOptions<C> {
  /** This move's audit entry instead of the declared one. */
  audit?: AuditOf<C>;
  /** A move made outside a request (a job): its own idempotency key (the job's), instead of the header. */
  idempotencyKey?: string;
}

/** The only place a publish reads the `Idempotency-Key` header. */
export const idempotencyKeyOf = (ctx: { c?: RouteContext['c'] }): string | undefined => ctx.c?.req.header('idempotency-key') || undefined;

export const toRelease = (s: Snapshot, live: boolean): ReleaseSnapshot => ({
  id: s.id,
  env: s.env,
  kind: s.kind,
  key: s.key,
  slot: s.slot,
  action: s.action,
  sourceId: s.sourceId,
  operator: s.operator.displayName,
  createdAt: s.createdAt.toISOString(),
  live,
});

export function definePublishable<C, Id extends string, E extends PublishEnv = Env>(
  spec: PublishableSpec<Id>,
  decl: PublishableDecl<C, E> = {},
) {
  const right = access.right(spec.right);
  const kindOf = (t: { kind?: string }) => t.kind ?? spec.kinds[0];
  const envs: readonly PublishEnv[] = spec.envs ?? ENVS;
  // Checked against the publishable's envs here, so its hooks may take the target as TargetOf<E>.
  const targetOf = (ctx: PublishContext, t: Target): TargetOf<E> => {
    const kind = kindOf(t);
    if (!envs.includes(t.env)) throw new Error(`publishable ${spec.id}: env '${t.env}' is not one of its envs`);
    if (!spec.kinds.includes(kind)) throw new Error(`publishable ${spec.id}: unknown kind '${kind}'`);
    return { project: ctx.project.code, env: t.env as E, kind, key: t.key };
  };

  function options(ctx: PublishContext, action: Snapshot['action'], opts: MoveOptions<C> = {}): PublishOptions {
    const audit = opts.audit ?? decl.audit;
    return {
      operator: { id: ctx.user.id, mail: ctx.user.mail, displayName: ctx.user.displayName || ctx.user.mail },
      idempotencyKey: opts.idempotencyKey ?? idempotencyKeyOf(ctx),
      ...(audit
        ? { audit: (m: { before: Snapshot | null; after: Snapshot }) => audit({ action, before: m.before, after: m.after as Snapshot<C> }) }
        : {}),
    };
  }

  async function contentFor(ctx: PublishContext, target: TargetOf<E>): Promise<C> {
    if (!decl.content) throw new Error(`publishable ${spec.id} declares no content: pass it`);
    return decl.content(ctx, target);
  }

  /** Is `s` what its (env, kind, key) serves now? */
  async function liveIds(ctx: PublishContext, env: PublishEnv, kinds: readonly string[]): Promise<Set<number>> {
    const all = await Promise.all(kinds.map((kind) => ctx.services.publish.currentAll({ project: ctx.project.code, env, kind })));
    return new Set(all.flat().map((s) => s.id));
  }

  const moves = {
    /**
     * The prod rule alone, for a plugin route that checks its own rows before a move and must
     * refuse a non-owner first (the move checks again; it is the same rule).
     */
    access(ctx: Pick<PublishContext, 'user' | 'project'>, env: string): void {
      requireProdAccess(ctx, env);
    },
    /** Makes `content` (default: the declared content of the target) live on the target's env. */
    async publish(ctx: PublishContext, t: Target, content?: C, opts?: MoveOptions<C>): Promise<PublishResult<C>> {
      requireProdAccess(ctx, t.env);
      const target = targetOf(ctx, t);
      const body = content === undefined ? await contentFor(ctx, target) : content;
      if (target.env === 'prod' && decl.prodFromSandbox) {
        const sandbox = await ctx.services.publish.current({ ...target, env: 'sandbox' });
        if (!sandbox || sandbox.contentHash !== contentHash(body)) throw conflict(decl.prodFromSandbox(target));
      }
      if (decl.beforePublish) await decl.beforePublish(ctx, target, body);
      return ctx.services.publish.publish(target, body, options(ctx, 'publish', opts));
    },
    /** Prod takes what is live on sandbox (409 when sandbox serves nothing). */
    async sync(ctx: PublishContext, t: Omit<Target, 'env'>, opts?: MoveOptions<C>): Promise<PublishResult<C>> {
      requireProdAccess(ctx, 'prod');
      const target = targetOf(ctx, { ...t, env: 'prod' });
      const sandbox = await ctx.services.publish.current<C>({ ...target, env: 'sandbox' });
      if (!sandbox || sandbox.content === null) throw conflict('Nothing is live on sandbox: publish there first');
      return ctx.services.publish.publish(target, sandbox.content, options(ctx, 'publish', opts));
    },
    async stage(ctx: PublishContext, t: Target, content?: C, opts?: MoveOptions<C>): Promise<PublishResult<C>> {
      requireProdAccess(ctx, t.env);
      const target = targetOf(ctx, t);
      const body = content === undefined ? await contentFor(ctx, target) : content;
      return ctx.services.publish.stage(target, body, options(ctx, 'stage', opts));
    },
    async switch(ctx: PublishContext, t: Target, opts?: MoveOptions<C>): Promise<PublishResult<C>> {
      requireProdAccess(ctx, t.env);
      return ctx.services.publish.switch<C>(targetOf(ctx, t), options(ctx, 'switch', opts));
    },
    async clear(ctx: PublishContext, t: Target, opts?: MoveOptions<C>): Promise<PublishResult<null>> {
      requireProdAccess(ctx, t.env);
      return ctx.services.publish.clear(targetOf(ctx, t), options(ctx, 'clear', opts as MoveOptions<null> as MoveOptions<C>));
    },
    /** Makes snapshot `id` (one of this publishable's, on `env`) live again as a new snapshot. */
    async rollback(ctx: PublishContext, env: PublishEnv, id: number, opts?: MoveOptions<C>): Promise<PublishResult<C>> {
      requireProdAccess(ctx, env);
      const old = await ctx.services.publish.get(ctx.project.code, id);
      if (!envs.includes(env) || !old || old.env !== env || old.slot !== 'live') throw notFound(ROLLBACK_ERRORS.notFound(id));
      if (!spec.kinds.includes(old.kind)) throw notFound(ROLLBACK_ERRORS.otherPublishable(id));
      const target = { project: ctx.project.code, env, kind: old.kind, key: old.key };
      const live = await ctx.services.publish.current(target);
      if (live?.id === old.id) throw conflict(ROLLBACK_ERRORS.alreadyLive(env, id));
      const result = await ctx.services.publish.rollback<C>(target, id, options(ctx, 'rollback', opts));
      if (!result.replayed && decl.afterRollback) await decl.afterRollback(ctx, result.snapshot);
      return result;
    },
    /** The newest live-slot snapshot per env, of one key (or of every key). */
    async last(ctx: PublishContext, q: { key?: string; kind?: string }): Promise<LastReleases> {
      const kinds = q.kind ? [q.kind] : spec.kinds;
      const one = async (env: Env) => {
        const { rows } = await ctx.services.publish.history({
          project: ctx.project.code,
          kind: kinds,
          env,
          key: q.key,
          slot: 'live',
          limit: 1,
        });
        return rows[0] ? toRelease(rows[0], (await liveIds(ctx, env, [rows[0].kind])).has(rows[0].id)) : null;
      };
      const [sandbox, prod] = await Promise.all(ENVS.map(one));
      return { sandbox, prod };
    },
    /** An env's snapshots, newest first, the live ones marked. */
    async history(ctx: PublishContext, q: { env: PublishEnv; key?: string; kind?: string; pn: number; ps: number }) {
      const kinds = q.kind ? [q.kind] : spec.kinds;
      const { rows, count } = await ctx.services.publish.history({
        project: ctx.project.code,
        kind: kinds,
        env: q.env,
        key: q.key,
        limit: q.ps,
        offset: (q.pn - 1) * q.ps,
      });
      const live = await liveIds(ctx, q.env, kinds);
      return { rows: rows.map((s) => toRelease(s, live.has(s.id))), count };
    },
  };

  const answer = (r: PublishResult<unknown>, live = true): MoveResponse => ({
    returnId: r.snapshot.id,
    unchanged: r.replayed,
    snapshot: toRelease(r.snapshot, live && r.snapshot.slot === 'live'),
  });
  const ep = spec.endpoints;
  const routes: ServerRoute[] = [
    routeOf(ep.last, {
      rule: right,
      summary: `The last release of ${spec.title} on sandbox and on prod`,
      handler: (ctx) => moves.last(ctx, ctx.query),
    }),
    routeOf(ep.history, {
      rule: right,
      summary: `The releases of ${spec.title} on one env, newest first, the live one marked`,
      handler: (ctx) => moves.history(ctx, ctx.query),
    }),
    routeOf(ep.rollback, {
      rule: right,
      summary: `Make an earlier snapshot of ${spec.title} live again, as a new snapshot (prod: owners and admins; Idempotency-Key honoured)`,
      handler: async (ctx) => answer(await moves.rollback(ctx, ctx.body.env, ctx.body.id)),
    }),
  ];
  if (spec.moves.publish) {
    routes.push(
      routeOf(ep.publish, {
        rule: right,
        summary: `Publish ${spec.title} to an env (prod: owners and admins)`,
        handler: async (ctx) => answer(await moves.publish(ctx, ctx.body)),
      }),
    );
  }
  if (spec.moves.sync) {
    routes.push(
      routeOf(ep.sync, {
        rule: right,
        summary: `Prod takes the ${spec.title} live on sandbox (owners and admins)`,
        handler: async (ctx) => answer(await moves.sync(ctx, ctx.body)),
      }),
    );
  }
  if (spec.moves.staging) {
    routes.push(
      routeOf(ep.stage, {
        rule: right,
        summary: `Stage ${spec.title} (clients still read live)`,
        handler: async (ctx) => answer(await moves.stage(ctx, ctx.body), false),
      }),
      routeOf(ep.switch, {
        rule: right,
        summary: `Make the staged ${spec.title} live`,
        handler: async (ctx) => answer(await moves.switch(ctx, ctx.body)),
      }),
    );
  }
  if (spec.moves.clear) {
    routes.push(
      routeOf(ep.clear, {
        rule: right,
        summary: `Clear what ${spec.title} serves on an env`,
        handler: async (ctx) => answer(await moves.clear(ctx, ctx.body)),
      }),
    );
  }

  const declared = decl.audience;
  const audience: AudienceSource | null = declared
    ? { kinds: spec.kinds, of: (s) => (s.content === null ? [] : declared(s.content as C, { kind: s.kind, key: s.key })) }
    : null;

  return { spec, routes, audience, clientRoute: clientRouteOf<C, E>(spec, envs as readonly E[]), ...moves };
}

export type Publishable<C> = ReturnType<typeof definePublishable<C, string>>;
