// Every text field has a length limit (issue 9 item 10): a megabyte title or name is refused on
// every create route with "At most N characters" at the field, and the list and the audit log stay
// small. The edge refuses any string over MAX_STRING_CHARS anywhere in any body, so no field is
// unbounded. And URLs game clients receive (item 11): http(s) and the project's app schemes only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { auditLog } from '../../core/server/db/schema';
import { MAX_CHARS, MAX_STRING_CHARS } from '../../core/shared/zod';
import { activityFields, resourceFile } from '../../plugins/activities/server/activitiesHelpers';
import { ADMIN, startTestApp, type Client, type TestApp } from './harness';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ demo: [] });
  admin = await t.signIn(ADMIN);
}, 120_000);
afterAll(() => t?.close());

const MB = 'x'.repeat(1024 * 1024);
const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0].n;
const rule = {
  platform: 1,
  startVersion: '1.0.0',
  endVersion: '2.0.0',
  data: { title: { en: 'Update' }, msg: { en: 'A new version' }, buttons: [{ action: 'update', title: { en: 'Update' } }] },
};
const message = (url: string) => ({ to: 'Facebook', type: 'message', url, startTimestamp: 1_800_000_000, timezone: 'Europe/Paris' });
const adBody = { name: { en: 'Promo' }, platform: 1, attr: {}, resources: { list: [], mrect: [] } };
const bundle = {
  platform: 1,
  name: 'pack',
  description: '',
  rule: {},
  content: { type: 1, start: 1_900_000_000, end: 1_900_086_400, resource: { url: '/cdn/jigsaw/bundle/1/abcde/pack.zip' } },
};

describe('length limits', () => {
  // [route, body with a megabyte in one text field, the field's issue path, its limit]
  const cases: [string, string, Record<string, unknown>, string, number][] = [
    ['bonus name', '/v1/jigsaw/bonus', { name: 'n'.repeat(121), expire: '2030-12-31', content: { type: 'coin', count: 1 } }, 'name', 120],
    [
      'bonus description',
      '/v1/jigsaw/bonus',
      { name: 'n', expire: '2030-12-31', description: 'd'.repeat(MAX_CHARS.text + 1), content: { type: 'coin', count: 1 } },
      'description',
      MAX_CHARS.text,
    ],
    ['bundle name', '/v1/jigsaw/bundle', { ...bundle, name: 'n'.repeat(MAX_CHARS.name + 1) }, 'name', MAX_CHARS.name],
    [
      'check-update title',
      '/v1/jigsaw/checkUpdateRules',
      { ...rule, data: { ...rule.data, title: { en: 't'.repeat(MAX_CHARS.title + 1) } } },
      'data.title.en',
      MAX_CHARS.title,
    ],
    [
      'check-update message',
      '/v1/jigsaw/checkUpdateRules',
      { ...rule, data: { ...rule.data, msg: { en: 'm'.repeat(MAX_CHARS.text + 1) } } },
      'data.msg.en',
      MAX_CHARS.text,
    ],
    ['ad name', '/v1/jigsaw/internalAd', { ...adBody, name: { en: 'n'.repeat(MAX_CHARS.name + 1) } }, 'name.en', MAX_CHARS.name],
    [
      'in-site message url',
      '/v1/jigsaw/inSiteMessage',
      { platform: 1, country: 'US', config: { messages: [message('https://a.example.com/' + 'p'.repeat(MAX_CHARS.url))] }, rule: {} },
      'config.messages.0.url',
      MAX_CHARS.url,
    ],
    [
      'project description',
      '/v1/admin/projects',
      { code: 'limits', nickname: 'L', description: 'd'.repeat(MAX_CHARS.text + 1), domain: 1 },
      'description',
      MAX_CHARS.text,
    ],
    ['right name', '/v1/admin/settings/rights/right', { name: 'r'.repeat(65) }, 'name', 64],
    ['user display name', '/v1/admin/user/createUser', { mail: 'long@example.com', displayName: 'd'.repeat(65) }, 'displayName', 64],
  ];
  for (const [what, path, body, field, max] of cases) {
    it(`refuses a too-long ${what} with "At most ${max} characters" at ${field}`, async () => {
      const before = await auditCount();
      const r = await admin.post(path, body);
      expect(r.status).toBe(400);
      expect(r.body.issues).toContainEqual({ path: field, message: `At most ${max} characters` });
      expect(await auditCount()).toBe(before);
    });
  }

  it('refuses an activity name and rule JSON past their limits (multipart)', async () => {
    const before = await auditCount();
    const name = await admin.upload('/v1/jigsaw/event', { ...activityFields({ name: MB }), resource: resourceFile() });
    expect(name.status).toBe(400);
    const rule = await admin.upload('/v1/jigsaw/event', {
      ...activityFields({ rule: JSON.stringify({ a: 'x'.repeat(MAX_CHARS.json) }) }),
      resource: resourceFile(),
    });
    expect(rule.status).toBe(400);
    expect(rule.body.issues).toContainEqual({ path: 'rule', message: `The rule is at most ${MAX_CHARS.json} characters of JSON` });
    expect(await auditCount()).toBe(before);
  });

  it('refuses any string over the backstop anywhere in any body, with 400 and where it was', async () => {
    const long = 'y'.repeat(MAX_STRING_CHARS + 1);
    // A field no schema reads, on a route without a body schema, and deep in a record.
    for (const [path, body] of [
      ['/v1/jigsaw/bonus', { name: 'n', expire: '2030-12-31', content: { type: 'coin', count: 1 }, extra: long }],
      ['/v1/jigsaw/event', { name: long }],
      ['/v1/admin/projects', { code: 'deep', description: 'd', domain: 1, config: { a: { b: [long] } } }],
      ['/v1/jigsaw/bonus/reward/types', { name: MB }],
    ] as const) {
      const r = await admin.post(path, body);
      expect(r.status, path).toBe(400);
      expect(r.body.message, path).toMatch(/is longer than 100000 characters$/);
      expect(r.body.issues[0].path, path).toMatch(/^(extra|name|config\.a\.b\.0)$/);
    }
  });

  it('keeps the list and the audit log small after megabyte attempts', async () => {
    const before = await auditCount();
    for (let i = 0; i < 5; i++) await admin.post('/v1/jigsaw/bonus/reward/types', { name: MB });
    const list = await admin.get('/v1/jigsaw/bonus/reward/types');
    expect(JSON.stringify(list.body).length).toBeLessThan(10_000);
    expect(await auditCount()).toBe(before);
  });
});

describe('urls game clients receive', () => {
  const refused = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com/x',
    '/relative/path',
    'https://',
    'evil:pay',
  ];

  it("in-site message urls: http(s) and the project's app schemes", async () => {
    const save = (url: string) =>
      admin.post('/v1/jigsaw/inSiteMessage', { platform: 1, country: 'GB', config: { messages: [message(url)] }, rule: {} });
    for (const url of refused) {
      const r = await save(url);
      expect(r.status, url).toBe(400);
      expect(r.body.issues?.[0]?.path, url).toBe('config.messages.0.url');
    }
    // The demo project lists its own scheme and the stores'.
    expect((await save('evil:pay')).body.message).toBe('Only http:, https:, jigsaw:, itms-apps:, market: links are allowed');
    for (const url of ['https://jigsaw.game.example.com/news', 'http://example.com', 'jigsaw://shop/coins'])
      expect((await save(url)).status, url).toBe(200);
    // Another project's scheme is not this one's.
    expect((await save('tiles://shop')).status).toBe(400);
  });

  it("check-update's openUrl: the same rule", async () => {
    const withUrl = (url: string) => ({
      ...rule,
      startVersion: '3.0.0',
      endVersion: '4.0.0',
      data: { ...rule.data, buttons: [{ action: 'openUrl', title: { en: 'Open' }, url }] },
    });
    for (const url of refused) {
      const r = await admin.post('/v1/jigsaw/checkUpdateRules', withUrl(url));
      expect(r.status, url).toBe(400);
      expect(
        r.body.issues?.map((i: { path: string }) => i.path),
        url,
      ).toContain('data.buttons.0.url');
    }
    expect((await admin.post('/v1/jigsaw/checkUpdateRules', withUrl('itms-apps://itunes.apple.com/app/id1'))).status).toBe(200);
  });

  it('ad icons and creatives: an uploaded file or an http(s) url', async () => {
    for (const url of refused.filter((u) => u !== '/relative/path')) {
      const icon = await admin.post('/v1/jigsaw/internalAd', { ...adBody, attr: { icon: url } });
      expect(icon.status, url).toBe(400);
      expect(icon.body.issues?.[0]?.path, url).toBe('attr.icon');
      const creative = await admin.post('/v1/jigsaw/internalAd', { ...adBody, resources: { list: [{ url }], mrect: [] } });
      expect(creative.status, url).toBe(400);
      expect(creative.body.issues?.[0]?.path, url).toBe('resources.list.0.url');
    }
    const ok = await admin.post('/v1/jigsaw/internalAd', {
      ...adBody,
      attr: { icon: '/cdn/jigsaw/ads/icon.png' },
      resources: { list: [{ url: 'https://cdn.example.com/list.zip' }], mrect: [] },
    });
    expect(ok.status).toBe(200);
  });
});
