// The publish pipeline over two tables: snapshots (inserted, never changed) and pointers.
// Each move runs in one transaction under a per-target advisory lock, so concurrent
// publishes to one target commit in id order and a crash leaves the old or the new state.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PUBLISH_ENVS } from '../../shared/constants';
import { writeAudit } from '../audit';
import type { Db } from '../db/connect';
import { publishPointers, publishSnapshots } from '../db/schema';
import { conflict, notFound } from '../errors';
import { contentHash } from './contentHash';
import type {
  HistoryQuery,
  PublishAction,
  PublishOptions,
  PublishPipeline,
  PublishResult,
  PublishSlot,
  PublishTarget,
  Snapshot,
} from './types';

type Row = typeof publishSnapshots.$inferSelect;

const KIND = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function checkTarget(t: PublishTarget): void {
  if (!t.project) throw new Error('publish: no project');
  if (!PUBLISH_ENVS.includes(t.env)) throw new Error(`publish: unknown env '${t.env}'`);
  if (!KIND.test(t.kind)) throw new Error(`publish: kind must be kebab-case: '${t.kind}'`);
  if (typeof t.key !== 'string' || t.key.length > 200) throw new Error('publish: key must be a string of at most 200 characters');
}

export function toSnapshot<C>(r: Row): Snapshot<C> {
  return {
    id: r.id,
    project: r.projectCode,
    env: r.env,
    kind: r.kind,
    key: r.key,
    slot: r.slot,
    action: r.action as PublishAction,
    content: r.content as C | null,
    contentHash: r.contentHash,
    sourceId: r.sourceId,
    operator: { id: r.operatorId, mail: r.operatorMail, displayName: r.operator },
    createdAt: r.createdAt,
  };
}

const targetWhere = (t: Omit<PublishTarget, 'key'> & { key?: string }): SQL[] => [
  eq(publishSnapshots.projectCode, t.project),
  eq(publishSnapshots.kind, t.kind),
  eq(publishSnapshots.env, t.env),
  ...(t.key === undefined ? [] : [eq(publishSnapshots.key, t.key)]),
];

async function pointed(db: Db, t: PublishTarget, slot: PublishSlot): Promise<Row | null> {
  const [row] = await db
    .select({ s: publishSnapshots })
    .from(publishPointers)
    .innerJoin(publishSnapshots, eq(publishSnapshots.id, publishPointers.snapshotId))
    .where(
      and(
        eq(publishPointers.projectCode, t.project),
        eq(publishPointers.env, t.env),
        eq(publishPointers.kind, t.kind),
        eq(publishPointers.key, t.key),
        eq(publishPointers.slot, slot),
      ),
    );
  return row?.s ?? null;
}

interface Move {
  slot: PublishSlot;
  action: PublishAction;
  /** Read under the lock: the content the pointer will serve (a switch reads staging). */
  content: (tx: Db) => Promise<{ content: unknown; sourceId: number | null }>;
}

async function move<C>(db: Db, target: PublishTarget, m: Move, opts: PublishOptions): Promise<PublishResult<C>> {
  checkTarget(target);
  const idem = opts.idempotencyKey?.trim().slice(0, 200) || null;
  const run = async (tx: Db): Promise<PublishResult<C>> => {
    const lock = JSON.stringify([target.project, target.env, target.kind, target.key]);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
    if (idem) {
      const [prior] = await tx
        .select()
        .from(publishSnapshots)
        .where(and(eq(publishSnapshots.projectCode, target.project), eq(publishSnapshots.idempotencyKey, idem)));
      if (prior) {
        const same = prior.env === target.env && prior.kind === target.kind && prior.key === target.key && prior.action === m.action;
        if (!same) throw conflict(`Idempotency-Key '${idem}' was already used for another publish`);
        return { snapshot: toSnapshot<C>(prior), replayed: true };
      }
    }
    const { content, sourceId } = await m.content(tx);
    const hash = contentHash(content);
    const current = await pointed(tx, target, m.slot);
    // Publishing what the pointer already serves changes nothing a client sees: no new snapshot.
    if (current && current.contentHash === hash) return { snapshot: toSnapshot<C>(current), replayed: true };
    const [row] = await tx
      .insert(publishSnapshots)
      .values({
        projectCode: target.project,
        env: target.env,
        kind: target.kind,
        key: target.key,
        slot: m.slot,
        // The column is text; its TS enum (schema.ts, not ours to change) predates 'rollback'.
        action: m.action as Row['action'],
        content: content as never,
        contentHash: hash,
        sourceId,
        idempotencyKey: idem,
        operatorId: opts.operator.id,
        operatorMail: opts.operator.mail,
        operator: opts.operator.displayName || opts.operator.mail,
      })
      .onConflictDoNothing()
      .returning();
    // Only another target's snapshot can hold the key here: this target's is serialised by the lock.
    if (!row) throw conflict(`Idempotency-Key '${idem}' was already used for another publish`);
    const now = new Date();
    await tx
      .insert(publishPointers)
      .values({
        projectCode: target.project,
        env: target.env,
        kind: target.kind,
        key: target.key,
        slot: m.slot,
        snapshotId: row.id,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [publishPointers.projectCode, publishPointers.env, publishPointers.kind, publishPointers.key, publishPointers.slot],
        set: { snapshotId: row.id, updatedAt: now },
      });
    const snapshot = toSnapshot<C>(row);
    await writeAudit(
      tx,
      opts.operator.id === null ? null : { id: opts.operator.id, mail: opts.operator.mail },
      target.project,
      opts.audit
        ? opts.audit({ before: current ? toSnapshot(current) : null, after: snapshot })
        : {
            area: target.kind,
            action: m.action,
            target: `${target.env}:${target.key}`,
            before: current ? { returnId: current.id, slot: m.slot } : null,
            after: { returnId: row.id, slot: m.slot, contentHash: hash, ...(sourceId ? { sourceId } : {}) },
          },
    );
    return { snapshot, replayed: false };
  };
  if (opts.tx) return run(opts.tx);
  return db.transaction((tx) => run(tx as unknown as Db));
}

export function createPublishPipeline(db: Db): PublishPipeline {
  return {
    publish: (target, content, opts) =>
      move(db, target, { slot: 'live', action: 'publish', content: async () => ({ content, sourceId: null }) }, opts),
    stage: (target, content, opts) =>
      move(db, target, { slot: 'staging', action: 'stage', content: async () => ({ content, sourceId: null }) }, opts),
    switch: (target, opts) =>
      move(
        db,
        target,
        {
          slot: 'live',
          action: 'switch',
          content: async (tx) => {
            const staged = await pointed(tx, target, 'staging');
            if (!staged) throw conflict('Nothing is staged: upload to staging first');
            return { content: staged.content, sourceId: staged.id };
          },
        },
        opts,
      ),
    rollback: (target, snapshotId, opts) =>
      move(
        db,
        target,
        {
          slot: 'live',
          action: 'rollback',
          content: async (tx) => {
            const [old] =
              Number.isSafeInteger(snapshotId) && snapshotId >= 1 && snapshotId <= 2 ** 31 - 1
                ? await tx
                    .select()
                    .from(publishSnapshots)
                    .where(and(...targetWhere(target), eq(publishSnapshots.id, snapshotId), eq(publishSnapshots.slot, 'live')))
                : [];
            if (!old)
              throw notFound(`No live snapshot #${snapshotId} of ${target.kind} ${target.key || ''} on ${target.env}`.replace('  ', ' '));
            return { content: old.content, sourceId: old.id };
          },
        },
        opts,
      ),
    clear: (target, opts) =>
      move(db, target, { slot: 'live', action: 'clear', content: async () => ({ content: null, sourceId: null }) }, opts),

    async current(target, slot = 'live') {
      const row = await pointed(db, target, slot);
      return row ? toSnapshot(row) : null;
    },

    async currentAll(target, slot = 'live') {
      const rows = await db
        .select({ s: publishSnapshots })
        .from(publishPointers)
        .innerJoin(publishSnapshots, eq(publishSnapshots.id, publishPointers.snapshotId))
        .where(
          and(
            eq(publishPointers.projectCode, target.project),
            eq(publishPointers.env, target.env),
            eq(publishPointers.kind, target.kind),
            eq(publishPointers.slot, slot),
          ),
        )
        .orderBy(publishPointers.key);
      return rows.map((r) => toSnapshot(r.s));
    },

    async latest(target, slot) {
      const [row] = await db
        .select()
        .from(publishSnapshots)
        .where(and(...targetWhere(target), ...(slot ? [eq(publishSnapshots.slot, slot)] : [])))
        .orderBy(desc(publishSnapshots.id))
        .limit(1);
      return row ? toSnapshot(row) : null;
    },

    async history(q: HistoryQuery) {
      const where = and(
        eq(publishSnapshots.projectCode, q.project),
        typeof q.kind === 'string' ? eq(publishSnapshots.kind, q.kind) : inArray(publishSnapshots.kind, [...q.kind]),
        ...(q.env ? [eq(publishSnapshots.env, q.env)] : []),
        ...(q.key !== undefined ? [eq(publishSnapshots.key, q.key)] : []),
        ...(q.slot ? [eq(publishSnapshots.slot, q.slot)] : []),
      );
      const limit = Math.min(Math.max(q.limit ?? 20, 1), 500);
      const offset = Math.max(q.offset ?? 0, 0);
      const rows = await db.select().from(publishSnapshots).where(where).orderBy(desc(publishSnapshots.id)).limit(limit).offset(offset);
      const [{ n }] = await db.select({ n: count() }).from(publishSnapshots).where(where);
      return { rows: rows.map((r) => toSnapshot(r)), count: n };
    },

    async get(project, id) {
      if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) return null;
      const [row] = await db
        .select()
        .from(publishSnapshots)
        .where(and(eq(publishSnapshots.projectCode, project), eq(publishSnapshots.id, id)));
      return row ? toSnapshot(row) : null;
    },
  };
}
