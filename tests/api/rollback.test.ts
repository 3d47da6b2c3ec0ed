// Rollback over the publishing plugins whose snapshots are keyed freely (DESIGN §5), one case per kind on the demo data:
// a changed snapshot goes live, the rollback makes the earlier content live again as a new
// snapshot (action 'rollback', sourceId = the earlier one), the history marks it live, the plugin's
// own list and detail follow (OWN_VIEW: activities, ads, bonus, in-site messages, translations; the
// others keep no copy of what is live), and prod stays for owners and admins.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROD_OWNERS_ONLY } from '../../core/shared/access';
import { publishSnapshots } from '../../core/server/db/schema';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from './harness';

const PUBLISHING = [
  'activities',
  'ads',
  'bonus',
  'bundles',
  'check-update',
  'config-center',
  'in-site-messages',
  'releases',
  'translations',
];
// Not here: online-releases and applies key their snapshots by their own rows (a release, an
// experiment's apply), so a made-up key is not theirs to roll back (online-releases' rollback is
// tested in its plugin on real rows); experiments publish their running set from each
// experiment's phase and offer no rollback route.
let t: TestApp;
let admin: Client;
let user: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: PUBLISHING });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
});
afterAll(() => t.close());

const operator = { id: null, mail: 'test', displayName: 'test' };
const CASES: [plugin: string, kind: string][] = [
  ['activities', 'activities'],
  ['ads', 'ads'],
  ['bonus', 'bonus'],
  ['bundles', 'bundles'],
  ['check-update', 'check-update'],
  ['config-center', 'config-center'],
  ['in-site-messages', 'in-site-messages-android'],
  ['releases', 'releases'],
  ['translations', 'i18n'],
];

/**
 * Each plugin's own list and detail after a rollback name the snapshot live now (one truth for what
 * is live, issue 31 item 2): read from the pointer, never from a copy the rollback did not move.
 */
const OWN_VIEW: Partial<Record<string, (code: string, key: string, returnId: number, content: unknown) => Promise<void>>> = {
  async activities(code, key, returnId) {
    const list = await user.get(`/v1/${code}/event?env=sandbox`);
    expect((list.body.rows as { id: number; returnId: number }[]).find((a) => String(a.id) === key)?.returnId).toBe(returnId);
    expect((await user.get(`/v1/${code}/event/${key}`)).body.activity.returnId).toBe(returnId);
  },
  // Redeems read the bonus rows: the rollback wrote the snapshot back to the row of its code.
  async bonus(code, key, returnId) {
    const list = await user.get(`/v1/${code}/bonus?env=sandbox`);
    expect((list.body.rows as { code: string; returnId: number | null }[]).find((b) => b.code === key)?.returnId).toBe(returnId);
  },
  // The versions list gains the rollback's version, the one live.
  async translations(code, _key, returnId) {
    const rows = (await user.get(`/v1/${code}/mlTranslate/history?env=sandbox`)).body.rows as { snapshotId: number; live: boolean }[];
    expect(rows.filter((v) => v.live)).toEqual([expect.objectContaining({ snapshotId: returnId })]);
  },
  // The release whose ads went live again is the live one, as of the rollback's snapshot.
  async ads(code, key, returnId, content) {
    const list = await user.get(`/v1/${code}/adRelease?platform=${key}&env=sandbox`);
    const release = (list.body.adReleases as { id: number; liveId: number | null }[]).find(
      (r) => r.id === (content as { releaseId: number }).releaseId,
    );
    expect(release?.liveId).toBe(returnId);
    expect((list.body.adReleases as { liveId: number | null }[]).filter((r) => r.liveId !== null)).toHaveLength(1);
  },
  // The message whose content went live again shows it as its sandbox returnId.
  async 'in-site-messages'(code, _key, returnId, content) {
    const list = await user.get(`/v1/${code}/inSiteMessage?platform=1`);
    const message = (list.body.inSiteMessages as { id: number; extra: { sandbox_returnId: number | null } }[]).find(
      (m) => m.id === (content as { id: number }).id,
    );
    expect(message?.extra.sandbox_returnId).toBe(returnId);
  },
};

/** A live snapshot of the kind in `code` on `env` from the demo, else one made here. */
async function earlier(code: string, env: 'sandbox' | 'prod', kind: string) {
  const [row] = await t.db
    .select()
    .from(publishSnapshots)
    .where(
      and(
        eq(publishSnapshots.projectCode, code),
        eq(publishSnapshots.env, env),
        eq(publishSnapshots.kind, kind),
        eq(publishSnapshots.slot, 'live'),
      ),
    )
    .orderBy(desc(publishSnapshots.id))
    .limit(1);
  if (row && row.content !== null) return { id: row.id, key: row.key, content: row.content };
  const made = await t.services.publish.publish({ project: code, env, kind, key: 'rollback-made' }, { made: true }, { operator });
  return { id: made.snapshot.id, key: 'rollback-made', content: made.snapshot.content };
}

describe.each(CASES)('rollback of %s', (plugin, kind) => {
  it('makes an earlier snapshot live again as a new one, marked live in the history', async () => {
    const code = 'jigsaw';
    const old = await earlier(code, 'sandbox', kind);
    const target = { project: code, env: 'sandbox' as const, kind, key: old.key };
    const live = await t.services.publish.current(target);
    // Something else goes live after it.
    const changed =
      live?.id === old.id
        ? await t.services.publish.publish(target, { ...(old.content as object), changedBy: `${plugin} test` }, { operator })
        : null;
    const now = changed?.snapshot ?? live!;
    expect(now.id).not.toBe(old.id);

    const r = await user.post(`/v1/${code}/releases/${plugin}/rollback`, { env: 'sandbox', id: old.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.snapshot).toMatchObject({ action: 'rollback', sourceId: old.id, env: 'sandbox', kind, key: old.key, live: true });
    expect(r.body.returnId).toBeGreaterThan(now.id);
    expect((await t.services.publish.current(target))?.content).toEqual(old.content);

    const history = await user.get(`/v1/${code}/releases/${plugin}/history?env=sandbox&kind=${kind}&key=${encodeURIComponent(old.key)}`);
    expect(history.status).toBe(200);
    const rows = history.body.rows as { id: number; live: boolean }[];
    expect(rows[0]).toMatchObject({ id: r.body.returnId, live: true });
    expect(rows.filter((x) => x.live)).toHaveLength(1);
    const last = await user.get(`/v1/${code}/releases/${plugin}/last?kind=${kind}&key=${encodeURIComponent(old.key)}`);
    expect(last.body.sandbox).toMatchObject({ id: r.body.returnId, action: 'rollback', live: true });

    const own = OWN_VIEW[plugin];
    if (own) await own(code, old.key, r.body.returnId, old.content);

    // The snapshot live now is no rollback target.
    expect((await user.post(`/v1/${code}/releases/${plugin}/rollback`, { env: 'sandbox', id: r.body.returnId })).status).toBe(409);
  });

  it('keeps a prod rollback for owners and admins', async () => {
    const code = 'tiles'; // the demo user holds every right here but owns nothing
    const target = { project: code, env: 'prod' as const, kind, key: 'rollback-prod' };
    const first = await t.services.publish.publish(target, { n: 1 }, { operator });
    await t.services.publish.publish(target, { n: 2 }, { operator });
    const refused = await user.post(`/v1/${code}/releases/${plugin}/rollback`, { env: 'prod', id: first.snapshot.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PROD_OWNERS_ONLY);
    expect((await t.services.publish.current(target))?.content).toEqual({ n: 2 });
    const byAdmin = await admin.post(`/v1/${code}/releases/${plugin}/rollback`, { env: 'prod', id: first.snapshot.id });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect((await t.services.publish.current(target))?.content).toEqual({ n: 1 });
    // Another publishable's snapshot is not this one's to roll back.
    const other = CASES.find(([p]) => p !== plugin)![0];
    expect((await admin.post(`/v1/${code}/releases/${other}/rollback`, { env: 'prod', id: first.snapshot.id })).status).toBe(404);
  });
});
