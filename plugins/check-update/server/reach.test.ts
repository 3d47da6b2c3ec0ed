// Rules that know releases: GET /v1/:code/checkUpdateRules/reach?platform= reads the releases live
// on sandbox and prod through core (liveAudiences), never online-releases' tables, and says which
// the platform's rules prompt and which they strand. Through the real routes of both plugins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, LIMIT, USER, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
const CODE = 'reach';
const rules = `/v1/${CODE}/checkUpdateRules`;
const online = `/v1/${CODE}/online_release`;

beforeAll(async () => {
  t = await startTestApp({ plugins: ['check-update', 'online-releases'] });
  admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
});
afterAll(() => t.close());

const FORCE = [{ action: 'update', title: { en: 'Update' } }];
const SKIPPABLE = [
  { action: 'update', title: { en: 'Update' } },
  { action: 'skip', title: { en: 'Later' } },
];
async function addRule(platform: number, startVersion: string, endVersion: string, buttons = FORCE): Promise<number> {
  const r = await admin.post(rules, {
    platform,
    startVersion,
    endVersion,
    data: { title: { en: 'Update' }, msg: { en: 'Please update' }, buttons },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.rule.id;
}

/** A v1 online release, uploaded to sandbox (live there). */
async function liveRelease(name: string, platform: string, clientVersions: [string, string] | null) {
  const fields: Record<string, string | { name: string; data: BlobPart; type?: string }> = {
    name,
    releaseType: 'main',
    mode: 'Input',
    platform,
    resource: { name: 'r.zip', data: new TextEncoder().encode(`data of ${name}`), type: 'application/zip' },
  };
  if (clientVersions) fields.rule = JSON.stringify({ clientVersions });
  const created = await admin.upload(online, fields);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const up = await admin.post(`${online}/${created.body.release.id}/upload?env=sandbox`);
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  return { id: created.body.release.id as number, returnId: up.body.returnId as number };
}

const reach = async (platform: number, c: Client = admin, code = CODE) => c.get(`/v1/${code}/checkUpdateRules/reach?platform=${platform}`);
const effects = (env: { reach: { release: { name: string }; effect: string; ruleIds: number[] }[] }) =>
  env.reach.map((r) => [r.release.name, r.effect, r.ruleIds]);

describe('reach of a platform’s rules over live releases', () => {
  let force: number;
  let spring: { id: number; returnId: number };

  it('strands a release whose every client version gets a forcing rule, prompts a partial overlap, ignores other platforms', async () => {
    force = await addRule(2, '1.0.0', '1.9.9');
    spring = await liveRelease('Spring (iOS)', 'ios', ['1.0.0', '1.9.9']);
    await liveRelease('Summer', '', ['1.5.0', '2.5.0']);
    await liveRelease('Autumn (Android)', 'android', ['1.0.0', '1.9.9']);

    const r = await reach(2);
    expect(r.status).toBe(200);
    expect(r.body.platform).toBe(2);
    expect(r.body.rules).toEqual([{ id: force, startVersion: '1.0.0', endVersion: '1.9.9', force: true }]);
    expect(effects(r.body.sandbox)).toEqual([
      ['Summer', 'prompts', [force]],
      ['Spring (iOS)', 'strands', [force]],
    ]);
    expect(r.body.sandbox.reach[1].release).toEqual({
      kindTitle: 'Online release',
      name: 'Spring (iOS)',
      platform: 2,
      clientVersions: ['1.0.0', '1.9.9'],
      publishable: 'online-releases',
      env: 'sandbox',
      kind: 'online-releases',
      key: String(spring.id),
      snapshotId: spring.returnId,
    });
    // The platform's live releases: Android's is not among them.
    expect(r.body.sandbox.releases.map((x: { name: string }) => x.name)).toEqual(['Summer', 'Spring (iOS)']);
    // Nothing is live on prod yet.
    expect(r.body.prod).toEqual({ releases: [], reach: [] });
    // Android has no rule: its releases are listed, none reached.
    const android = (await reach(1)).body;
    expect(android.sandbox.releases.map((x: { name: string }) => x.name)).toEqual(['Autumn (Android)', 'Summer']);
    expect(android.sandbox.reach).toEqual([]);
  });

  it('only prompts where a button lets the player go on; a skippable rule inside the forcing one un-strands', async () => {
    const later = await addRule(2, '1.5.0', '1.9.9', SKIPPABLE);
    // 1.5.0 – 1.9.9 get the later-starting rule (as the client route picks): Summer (1.5.0+) never gets the forcing one.
    expect(effects((await reach(2)).body.sandbox)).toEqual([
      ['Summer', 'prompts', [later]],
      ['Spring (iOS)', 'prompts', [force, later]],
    ]);
    expect((await admin.delete(`${rules}/${later}`)).status).toBe(200);
  });

  it('counts prod once the release is switched live there, not while it is staged', async () => {
    const prod = (await admin.post(`${online}/${spring.id}/resource/sync`)).body.release;
    expect((await admin.post(`${online}/${prod.id}/upload?env=prod`)).status).toBe(200);
    expect((await reach(2)).body.prod.reach).toEqual([]);
    expect((await admin.post(`${online}/${prod.id}/switch`)).status).toBe(200);
    expect(effects((await reach(2)).body.prod)).toEqual([['Spring (iOS)', 'strands', [force]]]);
  });

  it('follows a rollback: the content rolled away from is no longer counted, the one rolled back to is', async () => {
    // Spring moves to 3.x on sandbox: out of the rule's reach.
    const edit = await admin.putUpload(`${online}/${spring.id}`, {
      name: 'Spring 3 (iOS)',
      releaseType: 'main',
      mode: 'Input',
      platform: 'ios',
      rule: JSON.stringify({ clientVersions: ['3.0.0', '3.9.9'] }),
      resource: { name: 'r.zip', data: new TextEncoder().encode('spring 3'), type: 'application/zip' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await admin.post(`${online}/${spring.id}/upload?env=sandbox`)).status).toBe(200);
    let sandbox = (await reach(2)).body.sandbox;
    expect(effects(sandbox)).toEqual([['Summer', 'prompts', [force]]]);
    expect(sandbox.releases.map((x: { name: string }) => x.name)).toContain('Spring 3 (iOS)');

    const back = await admin.post(`/v1/${CODE}/releases/online-releases/rollback`, { env: 'sandbox', id: spring.returnId });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    sandbox = (await reach(2)).body.sandbox;
    expect(sandbox.releases.map((x: { name: string }) => x.name)).not.toContain('Spring 3 (iOS)');
    expect(effects(sandbox)).toEqual([
      ['Spring (iOS)', 'strands', [force]],
      ['Summer', 'prompts', [force]],
    ]);
    expect(sandbox.reach[0].release.snapshotId).toBe(back.body.returnId);
  });

  it('counts nothing of a plugin the project turned off (its clients get nothing from it)', async () => {
    const settings = { nickname: CODE, description: `${CODE} test game`, domain: 1, ownerIds: [], serviceHost: '', config: {} };
    expect((await admin.put(`/v1/admin/projects/${CODE}`, { ...settings, disabledPlugins: ['online-releases'] })).status).toBe(200);
    const off = (await reach(2)).body;
    expect([off.sandbox, off.prod]).toEqual([
      { releases: [], reach: [] },
      { releases: [], reach: [] },
    ]);
    expect((await admin.put(`/v1/admin/projects/${CODE}`, { ...settings, disabledPlugins: [] })).status).toBe(200);
    expect((await reach(2)).body.sandbox.reach).toHaveLength(2);
  });
});

describe('the demo: v1 and general releases', () => {
  it('names general releases (all platforms, no rule) and v1 ones, per env', async () => {
    const r = (await reach(2, admin, 'colors')).body;
    const ids = r.rules.map((x: { id: number }) => x.id);
    const sandbox = r.sandbox.reach.map((x: { release: { kindTitle: string; name: string; clientVersions: string[] }; effect: string }) => [
      x.release.kindTitle,
      x.release.name,
      x.release.clientVersions,
      x.effect,
    ]);
    expect(sandbox).toEqual(
      expect.arrayContaining([
        ['General release', 'Level pack 2026.1', ['0.0.0', '0.0.0'], 'prompts'],
        ['Online release', 'Summer levels (iOS)', ['2.0.0', '0.0.0'], 'prompts'],
        ['Online release', 'Spring levels', ['1.0.0', '0.0.0'], 'prompts'],
      ]),
    );
    expect(sandbox.map((x: unknown[]) => x[1])).not.toContain('Autumn levels');
    // Prod: Summer is only staged there.
    expect(r.prod.reach.map((x: { release: { name: string } }) => x.release.name).sort()).toEqual(['Level pack 2026.1', 'Spring levels']);
    expect(r.rules.map((x: { force: boolean }) => x.force)).toEqual([true, false, false]);
    expect(r.prod.reach[0].ruleIds).toEqual(expect.arrayContaining(ids));
  });
});

describe('access and bad input', () => {
  it('wants the check-update right in the project; a bad platform is a 400 with the form’s message', async () => {
    const user = await t.signIn(USER); // every right in jigsaw and tiles, none in words
    expect((await reach(2, user, 'jigsaw')).status).toBe(200);
    expect((await reach(2, user, 'words')).status).toBe(403);
    expect((await reach(2, await t.signIn(LIMIT), 'jigsaw')).status).toBe(403);
    expect((await t.client().get(`/v1/${CODE}/checkUpdateRules/reach?platform=2`)).status).toBe(401);
    for (const p of ['9', '', 'abc', '99999999999999999999', '1.5', '-1']) {
      const bad = await admin.get(`${rules}/reach?platform=${p}`);
      expect(bad.status, p).toBe(400);
      expect(bad.body.message).toBe('Please select a platform!');
    }
    const nul = await admin.get(`${rules}/reach?platform=%00`);
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('platform contains a NUL character');
    expect((await admin.get(`/v1/nosuch/checkUpdateRules/reach?platform=1`)).status).toBe(404);
  });
});
