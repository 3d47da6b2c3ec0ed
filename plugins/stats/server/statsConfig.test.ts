// Stats config (001): POST /v1/{code}/config {modifies: [{jsonPath, newValue}]} -> {project}.
// Only the stats config fields can be written, each value is required, the change is audited and
// merged into the stored config without touching its other keys.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../core/server/db/schema';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
const config = async (code: string) => (await admin.get(`/v1/${code}/project`)).body.project.config as Record<string, unknown>;
const save = (c: Client, code: string, modifies: unknown) => c.post(`/v1/${code}/config`, { modifies });

beforeAll(async () => {
  t = await startTestApp({ plugins: ['stats'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

describe('POST /v1/:code/config', () => {
  it('sets the countries (trimmed, upper case), keeps the other keys and answers the project', async () => {
    const before = await config('words');
    expect(before.metrics).toBeDefined();
    const r = await save(admin, 'words', [{ jsonPath: '$.countries', newValue: ['US', ' fr ', 'jp'] }]);
    expect(r.status).toBe(200);
    expect(r.body.project).toMatchObject({ code: 'words', nickname: 'Word Garden', config: { countries: ['US', 'FR', 'JP'] } });
    expect(r.body.project.config.metrics).toEqual(before.metrics);
    expect(r.body.project.config.tracking).toBe(before.tracking);
    expect(await config('words')).toEqual({ ...before, countries: ['US', 'FR', 'JP'] });
  });

  it('writes an audit entry with the values before and after', async () => {
    await save(admin, 'colors', [{ jsonPath: '$.countries', newValue: ['BR'] }]);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'stats'), eq(auditLog.projectCode, 'colors')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'config', target: 'colors', userMail: ADMIN.mail, after: { countries: ['BR'] } });
    expect((rows[0].before as { countries: string[] }).countries).toContain('US');
  });

  it("refuses an empty value with '{field} can not be null' and changes nothing", async () => {
    const before = await config('pins');
    for (const value of ['', '   ', null]) {
      const r = await save(admin, 'pins', [{ jsonPath: '$.countries', newValue: ['US', value] }]);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('country can not be null');
    }
    const twice = await save(admin, 'pins', [{ jsonPath: '$.countries', newValue: ['US', 'us'] }]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('country US is listed twice');
    expect(await config('pins')).toEqual(before);
  });

  it('writes nothing but the stats config fields', async () => {
    const before = await config('blocks');
    const attempts = [
      [{ jsonPath: '$.lockedModules', newValue: ['stats'] }],
      [{ jsonPath: '$.metrics', newValue: [] }],
      [{ jsonPath: 'countries', newValue: ['US'] }],
      [{ jsonPath: '$.countries', newValue: 'US' }],
      [{ jsonPath: '$.countries', newValue: [{ code: 'US' }] }],
      [],
      'not a list',
    ];
    for (const modifies of attempts) {
      const r = await save(admin, 'blocks', modifies);
      expect(r.status, JSON.stringify(modifies)).toBe(400);
    }
    expect((await save(admin, 'blocks', [{ jsonPath: '$.metrics', newValue: [] }])).body.message).toBe(
      'jsonPath must be one of $.countries',
    );
    expect(await config('blocks')).toEqual(before);
  });

  it('needs the statsConfig right in the project', async () => {
    const user = await t.signIn(USER); // every right in jigsaw and tiles, none in words
    expect((await save(user, 'jigsaw', [{ jsonPath: '$.countries', newValue: ['US', 'GB'] }])).status).toBe(200);
    expect((await save(user, 'words', [{ jsonPath: '$.countries', newValue: ['US'] }])).status).toBe(403);
    const limit = await t.signIn(LIMIT); // every right in pins
    expect((await save(limit, 'tiles', [{ jsonPath: '$.countries', newValue: ['US'] }])).status).toBe(403);
    expect((await save(t.client(), 'jigsaw', [{ jsonPath: '$.countries', newValue: ['US'] }])).status).toBe(401);
    expect((await save(admin, 'nope', [{ jsonPath: '$.countries', newValue: ['US'] }])).status).toBe(404);
  });
});
