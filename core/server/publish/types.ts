// The publish pipeline's contract (DESIGN §5). Plugins publish through `ctx.services.publish`
// and read histories and "last release" from the same snapshots.
import type { PublishEnv } from '../../shared/constants';
import type { Db } from '../db/connect';
import type { AuditEntry } from '../plugin';

export type PublishSlot = 'live' | 'staging';
/** A text column in the schema: 'rollback' needs no migration. */
export type PublishAction = 'publish' | 'stage' | 'switch' | 'clear' | 'rollback';

/** One pointer pair: what a game client of `project` in `env` reads for (`kind`, `key`). */
export interface PublishTarget {
  project: string;
  /** sandbox or prod; dev too for a publishable that declares it (PublishableRef.envs). */
  env: PublishEnv;
  /** The plugin's area, kebab-case: 'check-update', 'in-site-messages', ... */
  kind: string;
  /** Within the kind: a platform, a country, an id; '' when the kind has one thing. */
  key: string;
}

export interface Operator {
  id: number | null;
  mail: string;
  displayName: string;
}

export interface Snapshot<C = unknown> extends PublishTarget {
  /** The `returnId`. */
  id: number;
  slot: PublishSlot;
  action: PublishAction;
  content: C | null;
  contentHash: string;
  sourceId: number | null;
  operator: Operator;
  createdAt: Date;
}

export interface PublishOptions {
  operator: Operator;
  /** From the `Idempotency-Key` header, or derived by the caller: the same key never makes two snapshots. */
  idempotencyKey?: string;
  /** Run inside the caller's transaction (to also mark its own rows in the same commit). */
  tx?: Db;
  /**
   * The move's one audit entry, written in its transaction, in place of the default one
   * (area = kind, target = `env:key`): a plugin names it in its own terms.
   */
  audit?: (move: { before: Snapshot | null; after: Snapshot }) => AuditEntry;
}

export interface PublishResult<C = unknown> {
  snapshot: Snapshot<C>;
  /**
   * True when no snapshot was made: the idempotency key was seen before, or the publish would
   * not change what the pointer serves. `snapshot` is then the one already there.
   */
  replayed: boolean;
}

export interface HistoryQuery {
  project: string;
  /** One kind, or several (a publishable with a kind per platform). */
  kind: string | readonly string[];
  env?: PublishEnv;
  key?: string;
  slot?: PublishSlot;
  limit?: number;
  offset?: number;
}

export interface PublishPipeline {
  /** Makes `content` live. */
  publish<C>(target: PublishTarget, content: C, opts: PublishOptions): Promise<PublishResult<C>>;
  /** Puts `content` on the staging pointer; clients still read live. */
  stage<C>(target: PublishTarget, content: C, opts: PublishOptions): Promise<PublishResult<C>>;
  /** Takes what is staged live (409 when nothing is staged). */
  switch<C = unknown>(target: PublishTarget, opts: PublishOptions): Promise<PublishResult<C>>;
  /**
   * Makes the content of an earlier live snapshot `snapshotId` of this target live again, as a new
   * snapshot (action 'rollback', sourceId = the old one). 404 for a snapshot of another target.
   */
  rollback<C = unknown>(target: PublishTarget, snapshotId: number, opts: PublishOptions): Promise<PublishResult<C>>;
  /** Live serves nothing from now on (a snapshot with null content). */
  clear(target: PublishTarget, opts: PublishOptions): Promise<PublishResult<null>>;
  /** What the pointer serves now; null when never published. Content is null after a clear. */
  current<C = unknown>(target: PublishTarget, slot?: PublishSlot): Promise<Snapshot<C> | null>;
  /** Every key's pointer of (project, env, kind), by key. */
  currentAll<C = unknown>(target: Omit<PublishTarget, 'key'>, slot?: PublishSlot): Promise<Snapshot<C>[]>;
  /** The newest snapshot of a target: "last release on sandbox/prod". */
  latest<C = unknown>(target: PublishTarget, slot?: PublishSlot): Promise<Snapshot<C> | null>;
  /** Snapshots newest first, with the total for paging. */
  history<C = unknown>(query: HistoryQuery): Promise<{ rows: Snapshot<C>[]; count: number }>;
  /** One snapshot of the project by its returnId. */
  get<C = unknown>(project: string, id: number): Promise<Snapshot<C> | null>;
}
