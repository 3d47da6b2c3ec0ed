// The shared half of a publishable (DESIGN §5): what a plugin publishes to the game server
// (its pipeline kinds and keys), the typed endpoints core generates for it, the release shapes
// both halves read, and the rollback confirmation's text. The server half is
// core/server/publish/publishable.ts, the web half core/web/release/.
import { z } from 'zod';
import { endpoint, typeOf } from './endpoint';
import type { PublishEnv } from './constants';
import { envNameField } from './zod';
import type { LastReleases, MoveResponse, PublishableRef, ReleaseHistory } from './release';

export * from './release';

/** The generic routes' endpoints, under `/v1/:code/releases/<id>/` (schemas built here, not at module load). */
export function publishEndpoints<const Id extends string>(
  id: Id,
  kinds: readonly [string, ...string[]],
  envs?: readonly [PublishEnv, ...PublishEnv[]],
) {
  // A publishable declaring its envs (the config center adds dev) takes those; else sandbox or prod.
  const envField: z.ZodType<PublishEnv, unknown> = envs
    ? z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(envs, { error: `env must be ${envs.join(', ')}` }))
    : envNameField('env must be sandbox or prod');
  const keyField = z.string().trim().max(200, 'key is at most 200 characters');
  const idField = z.coerce
    .number({ error: 'id must be a snapshot id' })
    .int('id must be a snapshot id')
    .min(1, 'id must be a snapshot id')
    .max(2 ** 31 - 1, 'id must be a snapshot id');
  const kindField = z.enum(kinds as [string, ...string[]], { error: `kind must be one of ${kinds.join(', ')}` }).optional();
  const target = z.object({ env: envField, key: keyField.default(''), kind: kindField });
  const base = `/v1/:code/releases/${id}` as const;
  return {
    last: endpoint({
      method: 'GET',
      path: `${base}/last`,
      query: z.object({ key: keyField.optional(), kind: kindField }),
      response: typeOf<LastReleases>(),
    }),
    history: endpoint({
      method: 'GET',
      path: `${base}/history`,
      query: z.object({
        env: envField,
        key: keyField.optional(),
        kind: kindField,
        pn: z.coerce.number().int().min(1).max(100000).default(1),
        ps: z.coerce.number().int().min(1).max(500).default(20),
      }),
      response: typeOf<ReleaseHistory>(),
    }),
    rollback: endpoint({
      method: 'POST',
      path: `${base}/rollback`,
      body: z.object({ env: envField, id: idField }),
      response: typeOf<MoveResponse>(),
    }),
    publish: endpoint({ method: 'POST', path: `${base}/publish`, body: target, response: typeOf<MoveResponse>() }),
    sync: endpoint({
      method: 'POST',
      path: `${base}/sync`,
      body: z.object({ key: keyField.default(''), kind: kindField }),
      response: typeOf<MoveResponse>(),
    }),
    stage: endpoint({ method: 'POST', path: `${base}/stage`, body: target, response: typeOf<MoveResponse>() }),
    switch: endpoint({ method: 'POST', path: `${base}/switch`, body: target, response: typeOf<MoveResponse>() }),
    clear: endpoint({ method: 'POST', path: `${base}/clear`, body: target, response: typeOf<MoveResponse>() }),
  };
}

export interface PublishableSpec<Id extends string = string> extends PublishableRef<Id> {
  moves: NonNullable<PublishableRef['moves']>;
  endpoints: ReturnType<typeof publishEndpoints<Id>>;
}

/**
 * What a plugin publishes, with its typed endpoints (in its endpoints.ts, so both halves read the
 * same; its zod-free shared.ts holds the plain ref a manifest imports).
 */
export function publishableSpec<const Id extends string>(ref: PublishableRef<Id>): PublishableSpec<Id> {
  return { ...ref, moves: ref.moves ?? {}, endpoints: publishEndpoints(ref.id, ref.kinds, ref.envs) };
}
