// The stats demo (first start): puzzle thumbnails stored and served under /cdn/ at each project's
// size with the config template pointing at them; the level events carry the catalogs, the pin
// categories and the tile numbering the stats screens read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 45 * 86_400_000).toISOString().slice(0, 10);
const config = async (code: string) => (await admin.get(`/v1/${code}/project`)).body.project.config as Record<string, unknown>;
const query = (code: string, dimension: string | null, q: unknown[] = [], metrics = ['enterPv']) =>
  admin.post(`/v1/${code}/stats/query`, { filter: { dimension, query: q, metrics }, start: monthAgo, end: today });

beforeAll(async () => {
  t = await startTestApp({ plugins: ['stats'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

describe('stats demo', () => {
  it('serves a thumbnail per puzzle at the project’s size, through the config template', async () => {
    const jigsaw = await config('jigsaw');
    expect(jigsaw.puzzleThumbnailUrl).toBe('/cdn/jigsaw/puzzles/thumbs/{puzzleId}.svg');
    const r = await t.client().get('/cdn/jigsaw/puzzles/thumbs/30.svg');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    // 75x133 at scale 0.1: the art is 750x1330.
    expect(String(r.body)).toMatch(/^<svg [^>]*width="750" height="1330"/);
    expect(String(r.body)).toContain('#30</text>');

    expect((await config('pins')).puzzleThumbnailUrl).toBe('/cdn/pins/puzzles/thumbs/{puzzleId}.svg');
    expect(String((await t.client().get('/cdn/pins/puzzles/thumbs/101.svg')).body)).toMatch(/width="100" height="110"/);
    // Only the first levels' puzzles have pictures; the screen shows 'No thumbnail' for the rest.
    expect((await t.client().get('/cdn/jigsaw/puzzles/thumbs/510.svg')).status).toBe(404);
    expect((await config('words')).puzzleThumbnailUrl).toBeUndefined();
    expect((await t.client().get('/cdn/words/puzzles/thumbs/30.svg')).status).toBe(404);
  });

  it('gives the levels of live events their catalog, and pins its categories', async () => {
    const catalogs = await query('jigsaw', 'props.catalog', [{ key: 'event', value: 'game_enter' }], ['pv']);
    expect(catalogs.status).toBe(200);
    const names = catalogs.body.data.map((r: Record<string, unknown>) => r['props.catalog']);
    // A test app's small demo reaches the running live event (demoSql.test.ts covers both).
    expect(names).toEqual(expect.arrayContaining(['', 'spring_festival']));
    const levels = await query('jigsaw', 'level', [{ key: 'props.catalog', value: 'spring_festival' }]);
    expect(levels.body.data.length).toBeGreaterThan(0);
    for (const r of levels.body.data) expect(r.level).toBeLessThanOrEqual(20);

    const split = await query('pins', 'props.category', [], ['enterPv']);
    const byCategory = Object.fromEntries(split.body.data.map((r: Record<string, unknown>) => [r['props.category'], r.enterPv]));
    expect(byCategory.Classic).toBeGreaterThan(byCategory.Boss);
    expect(byCategory.Boss).toBeGreaterThan(0);
  });

  it('numbers the tile levels from 0 in the events (the screens add its offset)', async () => {
    const r = await query('tiles', 'level', [{ key: 'level', value: { max: 1 } }]);
    expect(r.body.data.map((row: Record<string, unknown>) => row.level)).toEqual([0, 1]);
  });
});
