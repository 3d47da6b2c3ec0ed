// The publish pipeline (DESIGN §5): snapshots, pointer moves, idempotency, staging and switch,
// clear, history and latest, and all-or-nothing under a failing transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, publishSnapshots } from '../../core/server/db/schema';
import type { Db } from '../../core/server/db/connect';
import type { PublishPipeline, PublishTarget } from '../../core/server/publish/types';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let p: PublishPipeline;
beforeAll(async () => {
  t = await startTestApp({ plugins: [] });
  p = t.services.publish;
});
afterAll(() => t.close());

const operator = { id: 1, mail: 'admin@example.com', displayName: 'Admin' };
let n = 0;
/** A target of its own per test, so tests do not see each other's snapshots. */
const target = (over: Partial<PublishTarget> = {}): PublishTarget => ({
  project: 'jigsaw',
  env: 'sandbox',
  kind: 'test-kind',
  key: `k${++n}`,
  ...over,
});
const snapshotsOf = async (tg: PublishTarget) =>
  (
    await t.db
      .select({ n: count() })
      .from(publishSnapshots)
      .where(and(eq(publishSnapshots.projectCode, tg.project), eq(publishSnapshots.key, tg.key), eq(publishSnapshots.kind, tg.kind)))
  )[0].n;

describe('publish', () => {
  it('stores an immutable snapshot with operator, time and content, and moves the live pointer', async () => {
    const tg = target();
    expect(await p.current(tg)).toBeNull();
    const a = await p.publish(tg, { v: 1 }, { operator });
    expect(a.replayed).toBe(false);
    expect(a.snapshot).toMatchObject({ ...tg, slot: 'live', action: 'publish', content: { v: 1 }, operator, sourceId: null });
    expect(a.snapshot.createdAt).toBeInstanceOf(Date);
    const b = await p.publish(tg, { v: 2 }, { operator: { ...operator, id: 2, displayName: 'Bea' } });
    expect(b.snapshot.id).toBeGreaterThan(a.snapshot.id);
    expect((await p.current(tg))?.id).toBe(b.snapshot.id);
    expect((await p.current(tg))?.content).toEqual({ v: 2 });
    // The first snapshot is still there, unchanged.
    expect(await p.get('jigsaw', a.snapshot.id)).toMatchObject({ content: { v: 1 }, operator });
    expect(await p.get('tiles', a.snapshot.id)).toBeNull();
    // Pointers are per (project, env, kind, key).
    expect(await p.current({ ...tg, env: 'prod' })).toBeNull();
    expect(await p.current({ ...tg, project: 'tiles' })).toBeNull();
  });

  it('writes an audit entry per move, in the same transaction', async () => {
    const tg = target();
    const a = await p.publish(tg, { v: 1 }, { operator });
    const b = await p.publish(tg, { v: 2 }, { operator });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'test-kind'), eq(auditLog.target, `sandbox:${tg.key}`)))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.after)).toEqual([
      { returnId: a.snapshot.id, slot: 'live', contentHash: a.snapshot.contentHash },
      { returnId: b.snapshot.id, slot: 'live', contentHash: b.snapshot.contentHash },
    ]);
    expect(rows[1]).toMatchObject({
      before: { returnId: a.snapshot.id, slot: 'live' },
      userMail: operator.mail,
      projectCode: 'jigsaw',
      action: 'publish',
    });
  });

  it('makes no snapshot when the content is what the pointer already serves', async () => {
    const tg = target();
    const a = await p.publish(tg, { b: 1, a: [1, { y: 2, x: 1 }] }, { operator });
    const again = await p.publish(tg, { a: [1, { x: 1, y: 2 }], b: 1 }, { operator });
    expect(again).toEqual({ snapshot: a.snapshot, replayed: true });
    expect(await snapshotsOf(tg)).toBe(1);
  });

  it('answers a retried request (same idempotency key) with the first snapshot, never a second one', async () => {
    const tg = target();
    const first = await p.publish(tg, { v: 1 }, { operator, idempotencyKey: 'req-1' });
    await p.publish(tg, { v: 2 }, { operator, idempotencyKey: 'req-2' });
    const retry = await p.publish(tg, { v: 1 }, { operator, idempotencyKey: 'req-1' });
    expect(retry).toEqual({ snapshot: first.snapshot, replayed: true });
    expect((await p.current(tg))?.content).toEqual({ v: 2 });
    expect(await snapshotsOf(tg)).toBe(2);
    // The key belongs to that publish: another target cannot reuse it.
    await expect(p.publish(target(), { v: 3 }, { operator, idempotencyKey: 'req-1' })).rejects.toMatchObject({ status: 409 });
    // Keys are per project.
    expect((await p.publish(target({ project: 'tiles' }), { v: 1 }, { operator, idempotencyKey: 'req-1' })).replayed).toBe(false);
  });

  it('serialises concurrent publishes to one target: every one a snapshot, the pointer on the last', async () => {
    const tg = target();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => p.publish(tg, { i }, { operator })));
    const ids = results.map((r) => r.snapshot.id);
    expect(new Set(ids).size).toBe(20);
    expect((await p.current(tg))?.id).toBe(Math.max(...ids));
    const same = await Promise.all(
      Array.from({ length: 10 }, (_, i) => p.publish(tg, { dup: i }, { operator, idempotencyKey: 'concurrent' })),
    );
    expect(new Set(same.map((r) => r.snapshot.id)).size).toBe(1);
    expect(same.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await snapshotsOf(tg)).toBe(21);
  });

  it('leaves the old state when the transaction around a publish fails', async () => {
    const tg = target();
    const a = await p.publish(tg, { v: 1 }, { operator });
    const audits = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(auditLog)
          .where(eq(auditLog.target, `sandbox:${tg.key}`))
      )[0].n;
    const before = await audits();
    await expect(
      t.db.transaction(async (tx) => {
        const r = await p.publish(tg, { v: 2 }, { operator, tx: tx as unknown as Db });
        expect(r.replayed).toBe(false);
        throw new Error('crash after the pointer moved');
      }),
    ).rejects.toThrow('crash');
    expect((await p.current(tg))?.id).toBe(a.snapshot.id);
    expect(await snapshotsOf(tg)).toBe(1);
    expect(await audits()).toBe(before);
  });
});

describe('staging, switch and clear', () => {
  it('stages without touching live, then switches the staged content live', async () => {
    const tg = target({ env: 'prod' });
    const live = await p.publish(tg, { v: 1 }, { operator });
    await expect(p.switch(tg, { operator })).rejects.toMatchObject({ status: 409, message: 'Nothing is staged: upload to staging first' });
    const staged = await p.stage(tg, { v: 2 }, { operator });
    expect(staged.snapshot).toMatchObject({ slot: 'staging', action: 'stage' });
    expect((await p.current(tg))?.content).toEqual({ v: 1 });
    expect((await p.current(tg, 'staging'))?.id).toBe(staged.snapshot.id);
    const switched = await p.switch(tg, { operator });
    expect(switched.snapshot).toMatchObject({ slot: 'live', action: 'switch', content: { v: 2 }, sourceId: staged.snapshot.id });
    expect(switched.snapshot.id).not.toBe(live.snapshot.id);
    expect((await p.current(tg))?.id).toBe(switched.snapshot.id);
    // Switching again changes nothing.
    expect((await p.switch(tg, { operator })).replayed).toBe(true);
  });

  it('clears: the pointer then serves null, and a later publish serves again', async () => {
    const tg = target();
    await p.publish(tg, { v: 1 }, { operator });
    const cleared = await p.clear(tg, { operator });
    expect(cleared.snapshot).toMatchObject({ action: 'clear', content: null });
    expect((await p.current(tg))?.content).toBeNull();
    expect((await p.clear(tg, { operator })).replayed).toBe(true);
    await p.publish(tg, { v: 1 }, { operator });
    expect((await p.current(tg))?.content).toEqual({ v: 1 });
  });
});

describe('history, latest, currentAll', () => {
  it('lists snapshots newest first with a count, by env, key and slot', async () => {
    const base = { project: 'words', kind: 'history-kind' } as const;
    const a = await p.publish({ ...base, env: 'sandbox', key: '1' }, 'a', { operator });
    const b = await p.publish({ ...base, env: 'sandbox', key: '2' }, 'b', { operator });
    const c = await p.publish({ ...base, env: 'sandbox', key: '1' }, 'c', { operator });
    const d = await p.stage({ ...base, env: 'prod', key: '1' }, 'd', { operator });
    const all = await p.history({ ...base });
    expect(all.count).toBe(4);
    expect(all.rows.map((r) => r.id)).toEqual([d, c, b, a].map((x) => x.snapshot.id));
    expect((await p.history({ ...base, env: 'sandbox', key: '1' })).rows.map((r) => r.content)).toEqual(['c', 'a']);
    const page = await p.history({ ...base, env: 'sandbox', limit: 2, offset: 1 });
    expect(page).toMatchObject({ count: 3 });
    expect(page.rows.map((r) => r.content)).toEqual(['b', 'a']);
    expect((await p.history({ ...base, slot: 'staging' })).rows.map((r) => r.content)).toEqual(['d']);
    expect((await p.latest({ ...base, env: 'sandbox', key: '1' }))?.id).toBe(c.snapshot.id);
    expect(await p.latest({ ...base, env: 'prod', key: '1' }, 'live')).toBeNull();
    expect((await p.currentAll({ ...base, env: 'sandbox' })).map((s) => [s.key, s.content])).toEqual([
      ['1', 'c'],
      ['2', 'b'],
    ]);
  });

  it('refuses a malformed target as a programming error', async () => {
    // dev is an env a publishable may declare (the config center's); anything else is refused.
    await expect(p.publish({ project: 'jigsaw', env: 'qa' as never, kind: 'x', key: '' }, 1, { operator })).rejects.toThrow(/env/);
    await expect(p.publish({ project: 'jigsaw', env: 'prod', kind: 'Not Kebab', key: '' }, 1, { operator })).rejects.toThrow(/kebab/);
    expect(await p.get('jigsaw', 2 ** 40)).toBeNull();
  });
});
