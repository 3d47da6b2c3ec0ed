// Manage projects checks a project's config against the keys core and the installed plugins
// declare (core/shared/projectConfig.ts, plugins/stats/schemas.ts): a 400 naming the key
// (the issue's path is the form's: config.<key>...), nothing stored; unknown keys are kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;

const form = (code: string, config: unknown) => ({
  code,
  nickname: code,
  description: `${code} test game`,
  domain: 1,
  ownerIds: [],
  serviceHost: '',
  config,
  disabledPlugins: [],
});
const { code: _code, ...update } = form('x', {});

beforeAll(async () => {
  t = await startTestApp({ plugins: ['stats'], demo: false });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

describe('project config validation', () => {
  it.each([
    ['countries not a list', { countries: 'US' }, 'config.countries', 'countries: a list of country codes'],
    ['a blank country', { countries: ['US', ' '] }, 'config.countries.1', 'country can not be null'],
    ['lockedModules with a bad id', { lockedModules: ['Stats'] }, 'config.lockedModules.0', 'lockedModules: plugin ids (kebab-case)'],
    [
      'an app scheme that runs code',
      { appSchemes: ['jigsaw', 'javascript'] },
      'config.appSchemes.1',
      'appSchemes: javascript may not be opened by game clients',
    ],
    ['boss_interval 0', { boss_begin: 10, boss_interval: 0 }, 'config.boss_interval', 'boss_interval: a whole number of at least 1'],
    [
      'a metric named like a game metric',
      { metrics: [{ name: 'enterUv', event: 'game_finish', field: 'duration' }] },
      'config.metrics.0.name',
      'metrics: enterUv is a game metric already',
    ],
    [
      'a metric without a field',
      { metrics: [{ name: 'coins', event: 'game_finish', field: 'coins' }] },
      'config.metrics.0.field',
      'metric field: duration, value or props.<key>',
    ],
    // stats' own keys (plugins/stats/schemas.ts)
    [
      'a thumbnail template without {puzzleId}',
      { puzzleThumbnailUrl: '/cdn/x/fixed.png' },
      'config.puzzleThumbnailUrl',
      'puzzleThumbnailUrl: a path or web address with {puzzleId}',
    ],
    [
      'a thumbnail template of another kind of URL',
      { puzzleThumbnailUrl: 'javascript:alert(1)//{puzzleId}' },
      'config.puzzleThumbnailUrl',
      'puzzleThumbnailUrl: start with / (our own files) or http(s)://',
    ],
    ['a negative split point', { splitPoints: [30, -1] }, 'config.splitPoints.1', 'splitPoints: 0 or more'],
    [
      'a level type twice',
      { levelTypes: [{ key: 'props.mode' }, { key: 'props.mode' }] },
      'config.levelTypes.1.key',
      'levelTypes: props.mode is listed twice',
    ],
  ])('refuses %s on create and on edit, at the key', async (_name, config, path, message) => {
    const created = await admin.post('/v1/admin/projects', form('badconfig', config));
    expect(created.status, JSON.stringify(created.body)).toBe(400);
    expect(created.body.message).toBe(message);
    expect(created.body.issues[0]).toEqual({ path, message });
    expect((await admin.get('/v1/badconfig/project')).status).toBe(404);

    await admin
      .post('/v1/admin/projects', form('goodconfig', { countries: ['US'] }))
      .then((r) => r.status === 200 || r.status === 409 || expect.fail(JSON.stringify(r.body)));
    const edited = await admin.put('/v1/admin/projects/goodconfig', { ...update, config });
    expect(edited.status, JSON.stringify(edited.body)).toBe(400);
    expect(edited.body.issues[0]).toEqual({ path, message });
    expect((await admin.get('/v1/goodconfig/project')).body.project.config).toEqual({ countries: ['US'] });
  });

  it('stores a valid config as given, unknown keys included', async () => {
    const config = {
      countries: ['US', 'GB'],
      lockedModules: ['stats'],
      appSchemes: ['okconfig', 'itms-apps'],
      boss_begin: 10,
      boss_interval: '5',
      metrics: [{ name: 'coins', title: 'Coins per finish', event: 'game_finish', field: 'props.coins' }],
      puzzleThumbnailUrl: 'https://cdn.example.com/{puzzleId}.png',
      splitPoints: [10, 30],
      levelTypes: [{ key: 'props.mode', label: 'Mode', values: ['classic', 'boss'] }],
      tracking: true,
      someOtherPluginKey: { any: ['thing'] },
    };
    const created = await admin.post('/v1/admin/projects', form('okconfig', config));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await admin.get('/v1/okconfig/project')).body.project.config).toEqual(config);
  });
});
