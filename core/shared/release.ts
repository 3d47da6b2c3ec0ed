// The zod-free half of a publishable's shared declaration (DESIGN §5): the release shapes,
// the rollback texts and the plain reference a web manifest may import (a manifest is in the
// entry chunk, so it must not build zod schemas: core/web/README.md). core/shared/publish.ts
// adds the typed endpoints.
import { PUBLISH_ENVS, type PublishEnv } from './constants';

export const PUBLISH_ACTIONS = ['publish', 'stage', 'switch', 'clear', 'rollback'] as const;
export type ReleaseAction = (typeof PUBLISH_ACTIONS)[number];

/** One snapshot as the release panel and the palette show it (the content stays on the server). */
export interface ReleaseSnapshot {
  /** The snapshot's id: the `returnId`. */
  id: number;
  env: PublishEnv;
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

export const envLabel = (env: string) => ((PUBLISH_ENVS as readonly string[]).includes(env) ? env : 'sandbox');

/** The rollback confirmation names the env and the snapshot (the palette and the panel say the same). */
export const rollbackConfirmation = (env: string, snapshotId: number) => `Roll back ${envLabel(env)} to #${snapshotId}?`;
export const ROLLBACK_TITLE = 'Roll back';
export const rolledBackToast = (env: string, snapshotId: number, returnId: number) =>
  `Rolled back ${envLabel(env)} to #${snapshotId} (returnId ${returnId})`;
export const ROLLBACK_ERRORS = {
  alreadyLive: (env: string, id: number) => `#${id} is already live on ${envLabel(env)}`,
  otherPublishable: (id: number) => `Snapshot #${id} is not one of these releases`,
  notFound: (id: number) => `Snapshot #${id} not found`,
};

/** What a publishable is, as plain data: the manifest's palette commands need no more. */
export interface PublishableRef<Id extends string = string> {
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
  moves?: { publish?: boolean; sync?: boolean; staging?: boolean; clear?: boolean };
  /** The envs it publishes to (default core's ENVS, sandbox and prod); prod stays owners and admins. */
  envs?: readonly [PublishEnv, ...PublishEnv[]];
}

/** A generic route's path under /v1 (the typed endpoints use the same). */
export const releasePath = (
  code: string,
  id: string,
  op: 'last' | 'history' | 'rollback' | 'publish' | 'sync' | 'stage' | 'switch' | 'clear',
) => `/${encodeURIComponent(code)}/releases/${id}/${op}`;
