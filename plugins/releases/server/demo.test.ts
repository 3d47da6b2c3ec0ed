// The demo on top of the puzzles and folders demos: jigsaw's release types and settings, three
// releases, the first published (its puzzles released), built and live on sandbox for 'main'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { puzzles } from '../../../core/server/db/content';
import { ADMIN, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['jobs', 'puzzles', 'folders', 'releases'], demo: ['puzzles', 'folders', 'releases'] });
  admin = await t.signIn(ADMIN);
}, 120_000);
afterAll(() => t.close());

describe('releases demo', () => {
  it('makes three jigsaw releases, the first published, built and uploaded to sandbox', async () => {
    const list = (await admin.get('/v1/jigsaw/puzzleReleases')).body;
    expect(list.rows.map((r: { name: string }) => r.name)).toEqual(['Daily pack May', 'Spring content 1.1', 'Spring content 1.0']);
    const first = (await admin.get(`/v1/jigsaw/puzzleReleases/${list.rows[2].id}`)).body.release;
    expect(first).toMatchObject({ published: true, type: 'main' });
    expect(first.dataFilePath).not.toBe('');
    const ids = first.conf.folders.flatMap((f: { puzzles: { id: number }[] }) => f.puzzles.map((p) => p.id));
    expect(ids.length).toBe(first.puzzleCount);
    const rows = await t.db.select({ r: puzzles.isReleased }).from(puzzles).where(inArray(puzzles.id, ids));
    expect(rows.every((x) => x.r)).toBe(true);
    const last = (await admin.get('/v1/jigsaw/releases/releases/last?key=main')).body;
    expect(last.sandbox).toMatchObject({ live: true });
    expect(last.prod).toBeNull();
    // The second has more puzzles than the first: its check passes.
    const check = (await admin.get(`/v1/jigsaw/puzzleReleases/${list.rows[1].id}/check?env=sandbox`)).body;
    expect(check).toMatchObject({ previous: { id: first.id }, errors: [] });
  });
});
