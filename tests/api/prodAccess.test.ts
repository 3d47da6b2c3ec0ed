// Prod is owners-or-admins everywhere (issue 9, item 1): every endpoint that changes what prod game
// clients see answers 403 to a user who holds the plugin's right but owns neither the project nor
// the ADMIN role, and changes nothing; an owner succeeds. The demo USER has every right in `tiles`
// and `jigsaw` and owns `jigsaw`.
//
// Adding a mutating route to a publishing plugin fails 'classifies every mutating route' until the
// route is listed here: in PROD_CHANGING (with a case) or in NOT_PROD (with the reason).
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROD_OWNERS_ONLY } from '../../core/shared/access';
import { publishSnapshots } from '../../core/server/db/schema';
import { activities } from '../../plugins/activities/server/db';
import { adReleases } from '../../plugins/ads/server/db';
import { bonuses, bonusRedemptions } from '../../plugins/bonus/server/db';
import { ccArchives, ccFiles, ccNamespaces } from '../../plugins/config-center/server/db';
import { inSiteMessages } from '../../plugins/in-site-messages/server/db';
import { pushOutbox, pushSettings, pushTasks } from '../../plugins/push/server/db';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from './harness';

let t: TestApp;
let admin: Client;
let user: Client;
const NOT_OWNER = 'tiles';
const OWNED = 'jigsaw';
const ORIGIN = { origin: 'http://console.test' };

beforeAll(async () => {
  t = await startTestApp({ demo: ['activities', 'ads', 'bonus', 'bundles', 'check-update', 'in-site-messages', 'translations', 'push'] });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
});
afterAll(() => t.close());

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
}

/** Finds (in the demo data of `code`) the prod thing the endpoint acts on and builds the call. */
type Prepare = (code: string) => Promise<Call>;

async function prodActivity(code: string) {
  const [row] = await t.db
    .select()
    .from(activities)
    .where(and(eq(activities.projectCode, code), eq(activities.env, 'prod'), eq(activities.name, 'Spring Festival')));
  return row;
}
async function prodRelease(code: string) {
  const [row] = await t.db
    .select()
    .from(adReleases)
    .where(and(eq(adReleases.projectCode, code), eq(adReleases.env, 'prod'), eq(adReleases.platform, 1)));
  return row;
}
async function bonus(code: string, env: 'sandbox' | 'prod', name: string) {
  const [row] = await t.db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.projectCode, code), eq(bonuses.env, env), eq(bonuses.name, name)));
  return row;
}
/** The prod welcome code, switched on (the switch case turns it off). */
async function liveWelcome(code: string) {
  const row = await bonus(code, 'prod', 'Welcome pack');
  await t.db.update(bonuses).set({ enable: 1 }).where(eq(bonuses.id, row.id));
  return row;
}
async function message(code: string, country: string) {
  const [row] = await t.db
    .select()
    .from(inSiteMessages)
    .where(and(eq(inSiteMessages.projectCode, code), eq(inSiteMessages.platform, 1), eq(inSiteMessages.country, country)));
  return row;
}

/** A push task on prod, Ready, starting in ten days (made here: each case gets its own). */
const tenDays = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) + ' 18:00:00';
const pushBody = (name: string) => ({
  platform: 1,
  name,
  notification: { alert: { en: { title: 'Prod push', subtitle: '', body: 'Hello' } } },
  scheduleRule: { isCycle: 0, startAt: tenDays() },
  audienceRule: {},
});
async function readyPushTask(code: string): Promise<number> {
  const r = await admin.post(`/v1/${code}/pushServer/api/task`, { env: 'prod', ...pushBody(`prod case ${Math.random()}`) }, ORIGIN);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.ids[0];
}
const PUSH = (code: string, rest: string) => `/v1/${code}/pushServer/api/${rest}`;

/** A rollback on prod (core's publish life cycle): two snapshots of a key of its own, back to the first. */
async function rollback(code: string, plugin: string, kind: string): Promise<Call> {
  const target = { project: code, env: 'prod' as const, kind, key: 'rollback-case' };
  const operator = { id: null, mail: 'test', displayName: 'test' };
  const first = await t.services.publish.publish(target, { case: `first ${Math.random()}` }, { operator });
  await t.services.publish.publish(target, { case: `second ${Math.random()}` }, { operator });
  return { method: 'POST', path: `/v1/${code}/releases/${plugin}/rollback`, body: { env: 'prod', id: first.snapshot.id } };
}

/** A prod config namespace of its own with a file (the config center), and optionally an archive of it. */
let ccCase = 0;
async function prodNamespace(code: string) {
  const [ns] = await t.db
    .insert(ccNamespaces)
    .values({ projectCode: code, env: 'prod', name: `prod-case-${++ccCase}` })
    .returning();
  await t.db.insert(ccFiles).values({ namespaceId: ns.id, name: 'app.json', content: `{"case": ${ccCase}}` });
  return ns;
}
async function prodArchive(code: string) {
  const ns = await prodNamespace(code);
  const [a] = await t.db
    .insert(ccArchives)
    .values({ namespaceId: ns.id, commitId: `c${ccCase}`, dataVersion: 1, files: { 'app.json': `{"case": ${ccCase}}` } })
    .returning();
  return a;
}

/** The route (as registered) and how to call it on prod. */
const PROD_CHANGING: Record<string, Prepare> = {
  'POST /v1/:code/event/:id/upload': async (code) => ({
    method: 'POST',
    path: `/v1/${code}/event/${(await prodActivity(code)).id}/upload?env=prod`,
  }),
  'PUT /v1/:code/event/:id': async (code) => ({
    method: 'PUT',
    path: `/v1/${code}/event/${(await prodActivity(code)).id}?env=prod`,
    body: { enable: 0 },
  }),
  'POST /v1/:code/adRelease/:id/upload': async (code) => ({
    method: 'POST',
    path: `/v1/${code}/adRelease/${(await prodRelease(code)).id}/upload`,
    body: { platform: 1, env: 'prod' },
  }),
  'POST /v1/:code/adRelease/:id/switchEnable': async (code) => ({
    method: 'POST',
    path: `/v1/${code}/adRelease/${(await prodRelease(code)).id}/switchEnable`,
    body: { enable: false },
  }),
  'POST /v1/:code/bonus/:id/switch': async (code) => ({
    method: 'POST',
    path: `/v1/${code}/bonus/${(await bonus(code, 'prod', 'Welcome pack')).id}/switch?env=prod`,
    body: { enable: 0 },
  }),
  'POST /v1/:code/bonus/:id/deploy': async (code) => ({
    method: 'POST',
    path: `/v1/${code}/bonus/${(await bonus(code, 'sandbox', 'Paused promo')).id}/deploy`,
  }),
  'POST /v1/:code/bonus/redeemTest': async (code) => ({
    method: 'POST',
    path: `/v1/${code}/bonus/redeemTest`,
    body: { env: 'prod', code: (await liveWelcome(code)).code, userId: 'player-1', dryRun: false },
  }),
  'POST /v1/:code/bundle/upload': async (code) => ({ method: 'POST', path: `/v1/${code}/bundle/upload?platform=1&env=prod` }),
  'GET /v1/:code/checkUpdateRules/publish': async (code) => ({
    method: 'GET',
    path: `/v1/${code}/checkUpdateRules/publish?env=Prod&platform=1`,
  }),
  'POST /v1/:code/inSiteMessage/upload': async (code) => ({
    method: 'POST',
    path: `/v1/${code}/inSiteMessage/upload`,
    body: { platform: 1, env: 'prod', id: (await message(code, 'US')).id },
  }),
  'POST /v1/:code/inSiteMessage/upload/clear': async (code) => ({
    method: 'POST',
    path: `/v1/${code}/inSiteMessage/upload/clear`,
    body: { platform: 1, env: 'prod', country: 'default' },
  }),
  'POST /v1/:code/releases/activities/rollback': (code) => rollback(code, 'activities', 'activities'),
  'POST /v1/:code/releases/ads/rollback': (code) => rollback(code, 'ads', 'ads'),
  'POST /v1/:code/releases/bonus/rollback': (code) => rollback(code, 'bonus', 'bonus'),
  'POST /v1/:code/releases/bundles/rollback': (code) => rollback(code, 'bundles', 'bundles'),
  'POST /v1/:code/releases/check-update/rollback': (code) => rollback(code, 'check-update', 'check-update'),
  // Config center: an archive with needRelease releases it; POST releases releases (or rolls back to) an archive.
  'POST /v1/:code/cc/api/manage/archives': async (code) => ({
    method: 'POST',
    path: `/v1/${code}/cc/api/manage/archives`,
    body: { env: 'prod', nameSpace: (await prodNamespace(code)).name, note: 'prod case' },
  }),
  'POST /v1/:code/cc/api/manage/releases': async (code) => ({
    method: 'POST',
    path: `/v1/${code}/cc/api/manage/releases`,
    body: { archiveId: (await prodArchive(code)).id },
  }),
  'POST /v1/:code/releases/config-center/rollback': (code) => rollback(code, 'config-center', 'config-center'),
  'POST /v1/:code/releases/in-site-messages/rollback': (code) => rollback(code, 'in-site-messages', 'in-site-messages-android'),
  // The demo made sandbox's i18n files live: prod takes them.
  'POST /v1/:code/mlTranslate/generateI18nJson': async (code) => ({
    method: 'POST',
    path: `/v1/${code}/mlTranslate/generateI18nJson`,
    body: { name: 'prod texts', env: 'prod' },
  }),
  'POST /v1/:code/releases/translations/rollback': (code) => rollback(code, 'translations', 'i18n'),
  // Push: a prod task sends to prod players; settings choose how and how often.
  'POST /v1/:code/pushServer/api/task': async (code) => ({
    method: 'POST',
    path: PUSH(code, 'task'),
    body: { env: 'prod', ...pushBody('Prod create') },
  }),
  'PUT /v1/:code/pushServer/api/task': async (code) => ({
    method: 'PUT',
    path: PUSH(code, 'task'),
    body: { env: 'prod', id: await readyPushTask(code), ...pushBody('Prod edit') },
  }),
  'POST /v1/:code/pushServer/api/task/:id/shutdown': async (code) => ({
    method: 'POST',
    path: PUSH(code, `task/${await readyPushTask(code)}/shutdown`),
    body: { env: 'prod' },
  }),
  'POST /v1/:code/pushServer/api/task/batchShutdown': async (code) => ({
    method: 'POST',
    path: PUSH(code, 'task/batchShutdown'),
    body: { env: 'prod', idList: [await readyPushTask(code)] },
  }),
  'POST /v1/:code/pushServer/api/push/testPush': async (code) => ({
    method: 'POST',
    path: PUSH(code, 'push/testPush'),
    body: {
      env: 'prod',
      platform: 1,
      notification: { alert: { en: { title: 'Test', subtitle: '', body: 'Hello' } }, isDataType: 0 },
      userId: ['player-1'],
    },
  }),
  'PUT /v1/:code/pushServer/api/manage/settings': async (code) => ({
    method: 'PUT',
    path: PUSH(code, 'manage/settings'),
    body: {
      env: 'prod',
      platforms: { 1: true, 2: true },
      frequencyCap: 2,
      quietHours: null,
      serverTimezone: 'Asia/Shanghai',
      keyId: '',
      teamId: '',
      bundleId: '',
      production: true,
    },
  }),
};

/** Mutating routes of the publishing plugins that change nothing prod clients see, and why. */
const NOT_PROD: Record<string, string> = {
  'POST /v1/:code/cc/api/manage/nameSpaces':
    'config center drafts: a namespace serves nothing until an archive of it is released (gated on prod)',
  'POST /v1/:code/cc/api/manage/files/content': 'config center drafts: clients read released archives only; the release is gated on prod',
  'DELETE /v1/:code/cc/api/manage/files': 'config center drafts: archives keep their copy; clients read released archives only',
  'POST /v1/admin/ml/common/batchCreateCustoms':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'POST /v1/admin/ml/common/createByExcel':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'POST /v1/admin/ml/common':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'PUT /v1/admin/ml/common/:id':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'DELETE /v1/admin/ml/common/:id':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'POST /v1/admin/ml/common/:id/applyToAllCustom':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'PUT /v1/admin/ml/key/:oldKey':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'POST /v1/admin/ml/tag':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'PUT /v1/admin/ml/tag/:id':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'DELETE /v1/admin/ml/tag/:id':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'POST /v1/admin/ml/tag/:id/setTagsToKey':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'POST /v1/admin/ml/translate':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'POST /v1/admin/ml/translate/:jobId/cancel':
    'common keys (admins only): a project takes them into its own keys, which only a publish (gated on prod) reaches clients with',
  'POST /v1/:code/translate': 'translation key drafts: only a publish (generateI18nJson, gated on prod) reaches clients',
  'POST /v1/:code/translate/:jobId/cancel': 'translation key drafts: only a publish (generateI18nJson, gated on prod) reaches clients',
  'POST /v1/:code/mlTranslate': 'translation key drafts: only a publish (generateI18nJson, gated on prod) reaches clients',
  'POST /v1/:code/mlTranslate/tag': 'translation key drafts: only a publish (generateI18nJson, gated on prod) reaches clients',
  'POST /v1/:code/mlTranslate/import/:jobId/cancel':
    'cancels a key import (drafts): only a publish (generateI18nJson, gated on prod) reaches clients',
  'POST /v1/admin/ml/common/import/:jobId/cancel': 'cancels a common key import (admins only, drafts): only a publish reaches clients',
  'PUT /v1/:code/mlTranslate/tag/:id': 'translation key drafts: only a publish (generateI18nJson, gated on prod) reaches clients',
  'DELETE /v1/:code/mlTranslate/tag/:id': 'translation key drafts: only a publish (generateI18nJson, gated on prod) reaches clients',
  'POST /v1/:code/mlTranslate/tag/:id/setTagsToKey':
    'translation key drafts: only a publish (generateI18nJson, gated on prod) reaches clients',
  'POST /v1/:code/mlTranslate/bulk': 'translation key drafts: only a publish (generateI18nJson, gated on prod) reaches clients',
  'POST /v1/:code/mlTranslate/createByExcel': 'translation key drafts: only a publish (generateI18nJson, gated on prod) reaches clients',
  'PUT /v1/:code/mlTranslate/modifyKey/:id': 'translation key drafts: only a publish (generateI18nJson, gated on prod) reaches clients',
  'PUT /v1/:code/mlTranslate/:id': 'translation key drafts: only a publish (generateI18nJson, gated on prod) reaches clients',
  'DELETE /v1/:code/mlTranslate/:id': 'translation key drafts: only a publish (generateI18nJson, gated on prod) reaches clients',
  'POST /v1/:code/event': 'creates a sandbox activity or an unpublished prod copy (publishing it is gated)',
  'DELETE /v1/:code/event/:id': 'sandbox activities only (prod ones cannot be deleted)',
  'PUT /v1/:code/event/grayRelease': 'sandbox gray releases',
  'POST /v1/:code/event/:id/resource/sync': 'changes the unpublished prod copy only (publishing it is gated)',
  'POST /v1/:code/event/:id/copy': 'creates a sandbox activity',
  'POST /v1/:code/internalAd': 'self ads: a release resolves them when it is published',
  'PUT /v1/:code/internalAd/:id': 'self ads: published releases keep what they resolved',
  'DELETE /v1/:code/internalAd/:id': 'self ads: published releases keep what they resolved',
  'POST /v1/:code/adRelease': 'sandbox releases only',
  'PUT /v1/:code/adRelease/:id': 'unpublished sandbox releases only',
  'POST /v1/:code/adRelease/:id/syncProd': 'creates an unpublished prod release (publishing it is gated)',
  'POST /v1/:code/bonus': 'sandbox bonuses only',
  'POST /v1/:code/bonus/reward/types': 'reward type names for new bonuses; redeems do not read them',
  'DELETE /v1/:code/bonus/reward/types': 'reward type names for new bonuses; redeems do not read them',
  'POST /v1/:code/bundle': 'bundle drafts: only an upload (gated on prod) reaches clients',
  'DELETE /v1/:code/bundle/:id': 'bundle drafts: only an upload (gated on prod) reaches clients',
  'POST /v1/:code/checkUpdateRules': 'rule drafts: only a publish (gated on prod) reaches clients',
  'PUT /v1/:code/checkUpdateRules/:id': 'rule drafts: only a publish (gated on prod) reaches clients',
  'DELETE /v1/:code/checkUpdateRules/:id': 'rule drafts: only a publish (gated on prod) reaches clients',
  'POST /v1/:code/inSiteMessage': 'message drafts (refused once on prod)',
  'POST /v1/:code/pushServer/api/task/search': 'a read (the spec posts its filters)',
  'POST /v1/:code/pushServer/api/task/export': 'a read (the spec posts its filters)',
  'POST /v1/:code/pushServer/api/task/preview': 'a read: the delivery preview of a task not yet saved',
  'POST /v1/:code/pushServer/api/task/image': 'stores a picture; a task using it is what reaches players, and saving a prod task is gated',
  // Multipart: the list part's test posts a prod file as a non-owner (403, nothing created) and as an admin.
  'POST /v1/:code/pushServer/api/task/upload':
    'creates prod tasks: gated, tested in plugins/push/server/list/list.test.ts ("prod ... refused for a non-owner")',
};

const PUBLISHING = ['activities', 'ads', 'bonus', 'bundles', 'check-update', 'config-center', 'in-site-messages', 'translations', 'push'];

/** Everything a prod game client of `code` reads, or that a redeem uses up. */
async function prodState(code: string) {
  const snapshots = await t.db
    .select({ id: publishSnapshots.id })
    .from(publishSnapshots)
    .where(and(eq(publishSnapshots.projectCode, code), eq(publishSnapshots.env, 'prod')));
  const prodBonuses = await t.db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.projectCode, code), eq(bonuses.env, 'prod')));
  const redemptions = prodBonuses.length
    ? await t.db
        .select()
        .from(bonusRedemptions)
        .where(
          inArray(
            bonusRedemptions.bonusId,
            prodBonuses.map((b) => b.id),
          ),
        )
    : [];
  const acts = await t.db
    .select({ id: activities.id, enable: activities.enable })
    .from(activities)
    .where(and(eq(activities.projectCode, code), eq(activities.env, 'prod')));
  const releases = await t.db
    .select({ id: adReleases.id, enable: adReleases.enable, returnId: adReleases.returnId })
    .from(adReleases)
    .where(and(eq(adReleases.projectCode, code), eq(adReleases.env, 'prod')));
  const messages = await t.db
    .select({ id: inSiteMessages.id, updatedAt: inSiteMessages.updatedAt })
    .from(inSiteMessages)
    .where(eq(inSiteMessages.projectCode, code));
  const push = await t.db
    .select({ id: pushTasks.id, status: pushTasks.status, updatedAt: pushTasks.updatedAt })
    .from(pushTasks)
    .where(and(eq(pushTasks.projectCode, code), eq(pushTasks.env, 'prod')));
  const [pushSet] = await t.db
    .select({ updatedAt: pushSettings.updatedAt })
    .from(pushSettings)
    .where(and(eq(pushSettings.projectCode, code), eq(pushSettings.env, 'prod')));
  const outbox = await t.db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(and(eq(pushOutbox.projectCode, code), eq(pushOutbox.env, 'prod')));
  return {
    snapshots: snapshots.map((s) => s.id).sort((a, b) => a - b),
    bonuses: prodBonuses.map((b) => ({ id: b.id, enable: b.enable, consumeCount: b.consumeCount })).sort((a, b) => a.id - b.id),
    redemptions: redemptions.length,
    activities: acts.sort((a, b) => a.id - b.id),
    releases: releases.sort((a, b) => a.id - b.id),
    messages: messages.sort((a, b) => a.id - b.id),
    push: push.sort((a, b) => a.id - b.id),
    pushSettings: pushSet?.updatedAt ?? null,
    pushOutbox: outbox.length,
  };
}

const call = (who: Client, c: Call) => who.request(c.method, c.path, c.body, ORIGIN);

describe('prod is owners-or-admins everywhere', () => {
  it('classifies every mutating route of the publishing plugins', () => {
    const mutating = t.routes
      .filter((r) => r.pluginId && PUBLISHING.includes(r.pluginId) && r.rule.kind !== 'clientKey' && (r.method !== 'GET' || r.changesState))
      .map((r) => `${r.method} ${r.path}`);
    const unlisted = mutating.filter((k) => !(k in PROD_CHANGING) && !(k in NOT_PROD));
    expect(unlisted, 'list each in PROD_CHANGING or NOT_PROD').toEqual([]);
    for (const k of Object.keys(PROD_CHANGING)) expect(mutating, k).toContain(k);
  });

  for (const [endpoint, prepare] of Object.entries(PROD_CHANGING)) {
    it(`${endpoint}: 403 for a user with the right who is not an owner, and nothing changes; an owner succeeds`, async () => {
      const refusedCall = await prepare(NOT_OWNER);
      const before = await prodState(NOT_OWNER);
      const refused = await call(user, refusedCall);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.message).toBe(PROD_OWNERS_ONLY);
      expect(await prodState(NOT_OWNER)).toEqual(before);

      const owned = await call(user, await prepare(OWNED));
      expect(owned.status, JSON.stringify(owned.body)).toBe(200);
      // An ADMIN owns nothing and may still change prod.
      const byAdmin = await call(admin, refusedCall);
      expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    });
  }

  it('keeps sandbox and a prod dry run open to users with the right', async () => {
    const welcome = await liveWelcome(NOT_OWNER);
    const dry = await user.post(
      `/v1/${NOT_OWNER}/bonus/redeemTest`,
      { env: 'prod', code: welcome.code, userId: 'dry-runner', dryRun: true },
      ORIGIN,
    );
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const sandbox = await bonus(NOT_OWNER, 'sandbox', 'Welcome pack');
    expect((await user.post(`/v1/${NOT_OWNER}/bonus/${sandbox.id}/switch?env=sandbox`, { enable: 0 }, ORIGIN)).status).toBe(200);
    const [act] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.projectCode, NOT_OWNER), eq(activities.env, 'sandbox'), eq(activities.name, 'Weekend Bonus')));
    expect((await user.request('PUT', `/v1/${NOT_OWNER}/event/${act.id}?env=sandbox`, { enable: 0 }, ORIGIN)).status).toBe(200);
  });
});
