// The shared half of a publishable (DESIGN §5): what a plugin publishes to the game server
// (its pipeline kinds and keys), the typed endpoints core generates for it, the release shapes
// both halves read, and the rollback confirmation's text. The server half is
// core/server/publish/publishable.ts, the web half core/web/release/.
import { z } from 'zod';
import { ENVS, type Env } from './constants';
import { endpoint, typeOf } from './endpoint';
import { envNameField } from './zod';

export const PUBLISH_ACTIONS = ['publish', 'stage', 'switch', 'clear', 'rollback'] as const;
export type ReleaseAction = (typeof PUBLISH_ACTIONS)[number];

/** One snapshot as the release panel and the palette show it (the content stays on the server). */
export interface ReleaseSnapshot {
  /** The snapshot's id: the `returnId`. */
  id: number;
  env: Env;
  kind: string;
  key: string;
  slot: 'live' | 'staging';
  action: ReleaseAction;
  /** The snapshot a switch or a rollback took its content from. */
  sourceId: number | null;
  operator: string;
  createdAt: string;
  /** What the env's game clients read now for this kind and key. */
  live: boolean;
}

export interface LastReleases {
  /** The newest live-slot snapshot per env (null: never released there). */
  sandbox: ReleaseSnapshot | null;
  prod: ReleaseSnapshot | null;
}

export interface ReleaseHistory {
  rows: ReleaseSnapshot[];
  count: number;
}

export interface MoveResponse {
  returnId: number;
  /** True when no snapshot was made: a retry (Idempotency-Key), or live already serves this content. */
  unchanged: boolean;
  snapshot: ReleaseSnapshot;
}

export const envLabel = (env: string) => (env === 'prod' ? 'prod' : 'sandbox');

/** The rollback confirmation names the env and the snapshot (the palette and the panel say the same). */
export const rollbackConfirmation = (env: string, snapshotId: number) => `Roll back ${envLabel(env)} to #${snapshotId}?`;
export const ROLLBACK_TITLE = 'Roll back';
export const rolledBackToast = (env: string, snapshotId: number, returnId: number) => `Rolled back ${envLabel(env)} to #${snapshotId} (returnId ${returnId})`;
export const ROLLBACK_ERRORS = {
  alreadyLive: (env: string, id: number) => `#${id} is already live on ${envLabel(env)}`,
  otherPublishable: (id: number) => `Snapshot #${id} is not one of these releases`,
  notFound: (id: number) => `Snapshot #${id} not found`,
};

const ENV_MESSAGE = 'env must be sandbox or prod';
const envField = envNameField(ENV_MESSAGE);
const keyField = z.string().trim().max(200, 'key is at most 200 characters');
const idField = z.coerce.number({ error: 'id must be a snapshot id' }).int('id must be a snapshot id').min(1, 'id must be a snapshot id').max(2 ** 31 - 1, 'id must be a snapshot id');

/** The generic routes' endpoints, under `/v1/:code/releases/<id>/`. */
export function publishEndpoints<const Id extends string>(id: Id, kinds: readonly [string, ...string[]]) {
  const kindField = z.enum(kinds as [string, ...string[]], { error: `kind must be one of ${kinds.join(', ')}` }).optional();
  const target = z.object({ env: envField, key: keyField.default(''), kind: kindField });
  const base = `/v1/:code/releases/${id}` as const;
  return {
    last: endpoint({ method: 'GET', path: `${base}/last`, query: z.object({ key: keyField.optional(), kind: kindField }), response: typeOf<LastReleases>() }),
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
    rollback: endpoint({ method: 'POST', path: `${base}/rollback`, body: z.object({ env: envField, id: idField }), response: typeOf<MoveResponse>() }),
    publish: endpoint({ method: 'POST', path: `${base}/publish`, body: target, response: typeOf<MoveResponse>() }),
    sync: endpoint({ method: 'POST', path: `${base}/sync`, body: z.object({ key: keyField.default(''), kind: kindField }), response: typeOf<MoveResponse>() }),
    stage: endpoint({ method: 'POST', path: `${base}/stage`, body: target, response: typeOf<MoveResponse>() }),
    switch: endpoint({ method: 'POST', path: `${base}/switch`, body: target, response: typeOf<MoveResponse>() }),
    clear: endpoint({ method: 'POST', path: `${base}/clear`, body: target, response: typeOf<MoveResponse>() }),
  };
}

export interface PublishableSpec<Id extends string = string> {
  /** Names the routes (`/v1/:code/releases/<id>/...`) and the palette commands (`<id>.rollback`): the plugin's id. */
  id: Id;
  /** What is published, for the panel and the palette: 'check-update rules'. */
  title: string;
  /** The right the routes and commands need (prod also needs an owner or an admin). */
  right: string;
  /** The publish pipeline's kinds (kebab-case); the first is the default. */
  kinds: readonly [string, ...string[]];
  /** The keys a palette offers (platforms, ...); absent when keys are free (ids, countries). */
  keys?: readonly { value: string; label: string }[];
  /** Which generic moves core serves besides last, history and rollback (a plugin with its own spec-fixed upload routes serves none). */
  moves: { publish?: boolean; sync?: boolean; staging?: boolean; clear?: boolean };
  endpoints: ReturnType<typeof publishEndpoints<Id>>;
}

/** Declares what a plugin publishes (in its shared.ts, so both halves read the same). */
export function publishableSpec<const Id extends string>(def: Omit<PublishableSpec<Id>, 'endpoints' | 'moves'> & { moves?: PublishableSpec['moves'] }): PublishableSpec<Id> {
  return { moves: {}, ...def, endpoints: publishEndpoints(def.id, def.kinds) };
}

export { ENVS };
