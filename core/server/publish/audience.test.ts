// Audiences (README "Audiences"): a publishable says which game clients its live entries reach,
// and liveAudiences reads every live one across plugins: live pointers only (staged and cleared
// ones are not), every kind of the publishable, none of a plugin the project turned off, none of
// a publishable that declares no audience.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishableSpec } from '../../shared/publish';
import { projects } from '../db/schema';
import { defineServerPlugin, type ProjectRow } from '../plugin';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { liveAudiences } from './audience';
import { definePublishable } from './publishable';

interface Tune {
  name: string;
  platform: 1 | 2 | 3 | null;
  min: string;
}
const tunes = definePublishable<Tune, 'tunes'>(
  publishableSpec({ id: 'tunes', title: 'tunes', right: 'tunes', kinds: ['tunes', 'tunes-extra'] }),
  {
    audience: (c, at) => [
      { kindTitle: at.kind === 'tunes' ? 'Tune' : 'Extra tune', name: c.name, platform: c.platform, clientVersions: [c.min, '0.0.0'] },
    ],
  },
);
const quiet = definePublishable<Tune, 'quiet'>(publishableSpec({ id: 'quiet', title: 'quiet', right: 'tunes', kinds: ['quiet'] }));
const tunesPlugin = defineServerPlugin({
  id: 'tunes',
  title: 'Tunes',
  rights: [{ name: 'tunes', url: '/:code/tunes' }],
  routes: tunes.routes,
  publishables: [tunes],
});
const quietPlugin = defineServerPlugin({ id: 'quiet', title: 'Quiet', routes: quiet.routes, publishables: [quiet] });

const CODE = 'tunebook';
const operator = { id: null, mail: 'test', displayName: 'Test' };
let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startTestApp({ plugins: [], extraPlugins: [tunesPlugin, quietPlugin], demo: false });
  admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
});
afterAll(() => t.close());

const project = async () => (await t.db.select().from(projects).where(eq(projects.code, CODE)))[0] as unknown as ProjectRow;
const live = async (env: 'sandbox' | 'prod') => liveAudiences({ plugins: t.plugins, project: await project(), services: t.services }, env);
const target = (env: 'sandbox' | 'prod', kind: string, key: string) => ({ project: CODE, env, kind, key });

describe('liveAudiences', () => {
  it('answers the live entries of every kind, newest first, with where they are live', async () => {
    const a = await t.services.publish.publish(target('sandbox', 'tunes', 'a'), { name: 'A', platform: 2, min: '1.0.0' }, { operator });
    const b = await t.services.publish.publish(
      target('sandbox', 'tunes-extra', 'b'),
      { name: 'B', platform: null, min: '2.0.0' },
      { operator },
    );
    await t.services.publish.publish(target('sandbox', 'quiet', 'q'), { name: 'Q', platform: 1, min: '1.0.0' }, { operator });
    await t.services.publish.stage(target('prod', 'tunes', 'a'), { name: 'A', platform: 2, min: '1.0.0' }, { operator });

    expect(await live('sandbox')).toEqual([
      {
        kindTitle: 'Extra tune',
        name: 'B',
        platform: null,
        clientVersions: ['2.0.0', '0.0.0'],
        publishable: 'tunes',
        env: 'sandbox',
        kind: 'tunes-extra',
        key: 'b',
        snapshotId: b.snapshot.id,
      },
      {
        kindTitle: 'Tune',
        name: 'A',
        platform: 2,
        clientVersions: ['1.0.0', '0.0.0'],
        publishable: 'tunes',
        env: 'sandbox',
        kind: 'tunes',
        key: 'a',
        snapshotId: a.snapshot.id,
      },
    ]);
    // Staged is not live.
    expect(await live('prod')).toEqual([]);
    await t.services.publish.switch(target('prod', 'tunes', 'a'), { operator });
    expect((await live('prod')).map((x) => x.name)).toEqual(['A']);
  });

  it('follows the live pointer: a new publish, a rollback, a clear', async () => {
    const first = (await t.services.publish.current(target('sandbox', 'tunes', 'a')))!;
    await t.services.publish.publish(target('sandbox', 'tunes', 'a'), { name: 'A2', platform: 2, min: '3.0.0' }, { operator });
    expect((await live('sandbox')).map((x) => x.name)).toEqual(['A2', 'B']);
    await t.services.publish.rollback(target('sandbox', 'tunes', 'a'), first.id, { operator });
    expect((await live('sandbox')).map((x) => [x.name, x.clientVersions[0]])).toEqual([
      ['A', '1.0.0'],
      ['B', '2.0.0'],
    ]);
    await t.services.publish.clear(target('sandbox', 'tunes', 'a'), { operator });
    expect((await live('sandbox')).map((x) => x.name)).toEqual(['B']);
  });

  it('leaves out a plugin the project turned off', async () => {
    const settings = { nickname: CODE, description: `${CODE} test game`, domain: 1, ownerIds: [], serviceHost: '', config: {} };
    expect((await admin.put(`/v1/admin/projects/${CODE}`, { ...settings, disabledPlugins: ['tunes'] })).status).toBe(200);
    expect(await live('sandbox')).toEqual([]);
    expect((await admin.put(`/v1/admin/projects/${CODE}`, { ...settings, disabledPlugins: [] })).status).toBe(200);
    expect((await live('sandbox')).map((x) => x.name)).toEqual(['B']);
  });
});
