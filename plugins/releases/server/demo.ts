// Demo releases for jigsaw: release types, extra settings and force-all in its config; three
// releases, the first published (its puzzles released), its data file built and uploaded to sandbox.
// tiles: one published multipart release with its data file (what its multipart online releases cut).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { folders, puzzles, releases } from '../../../core/server/db/content';
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { PUBLISH_KIND, type PublishedRelease } from '../shared';
import { runBuild } from './jobs';
import { currentConf } from './releases';
import { countPuzzles } from './diff';

export const DEMO_RELEASE_TYPES = ['main', 'daily', 'event'];

export async function seedReleases(ctx: DemoContext): Promise<void> {
  const { db, config, services } = ctx;
  const [project] = await db.select().from(projects).where(eq(projects.code, 'jigsaw'));
  if (!project) return;
  const conf = { ...project.config } as Record<string, unknown>;
  if (!Array.isArray(conf.releaseTypes)) conf.releaseTypes = DEMO_RELEASE_TYPES;
  conf.releases = { extraSettings: ['boss_begin', 'boss_interval'], forceAll: true, envs: ['sandbox', 'prod'] };
  await db.update(projects).set({ config: conf }).where(eq(projects.code, 'jigsaw'));
  // The published release ships the folder the puzzles demo already marks released and locked
  // ('Released 2026 spring'), so the other demo folders stay editable; the drafts add a level pack
  // and the daily folder.
  const all = await db
    .select({ id: folders.id, name: folders.name })
    .from(folders)
    .where(eq(folders.projectCode, 'jigsaw'))
    .orderBy(asc(folders.sort), asc(folders.id));
  const named = (n: string) => all.find((f) => f.name.en === n)?.id;
  const shipped = named('Released 2026 spring');
  const levels = named('Level pack 1');
  const daily = named('Daily jigsaws');
  if (!shipped || !levels || !daily) return;
  const make = async (name: string, type: string, folderIds: number[], extra: Record<string, number>) => {
    const c = await currentConf(db, 'jigsaw', { folderIds, categoryIds: [], includeCategory: false });
    const [row] = await db
      .insert(releases)
      .values({
        projectCode: 'jigsaw',
        name,
        type,
        folderIds,
        extra,
        puzzleCount: countPuzzles(c),
        createdBy: 'admin@example.com',
        operator: 'Admin',
      })
      .returning();
    return { row, conf: c };
  };
  const first = await make('Spring content 1.0', 'main', [shipped], { boss_begin: 10, boss_interval: 5 });
  await make('Spring content 1.1', 'main', [shipped, levels], { boss_begin: 10, boss_interval: 5 });
  await make('Daily pack May', 'daily', [daily], {});
  // Publish the first: frozen content, puzzles released.
  const pids = first.conf.folders.flatMap((f) => f.puzzles.map((p) => p.id));
  await db.update(releases).set({ published: true, publishedAt: new Date(), conf: first.conf }).where(eq(releases.id, first.row.id));
  for (let i = 0; i < pids.length; i += 1000)
    await db
      .update(puzzles)
      .set({ isReleased: true })
      .where(inArray(puzzles.id, pids.slice(i, i + 1000)));
  const built = await runBuild({
    job: { id: 0, kind: 'releases.build' },
    payload: { releaseId: first.row.id, variant: 'default', user: { id: 0, mail: 'admin@example.com' } },
    project: 'jigsaw',
    attempt: 1,
    signal: new AbortController().signal,
    progress: async () => {},
    db,
    config,
    services,
  });
  const content: PublishedRelease = {
    releaseId: first.row.id,
    name: first.row.name,
    type: 'main',
    puzzleCount: pids.length,
    forceAll: false,
    puzzleIds: null,
    dataFile: { url: built.url, md5: built.md5, size: built.size },
  };
  await services.publish.publish({ project: 'jigsaw', env: 'sandbox', kind: PUBLISH_KIND, key: 'main' }, content, {
    operator: { id: null, mail: 'admin@example.com', displayName: 'Admin' },
  });
  await seedTilesRelease(ctx);
}

/**
 * tiles (the project the online releases demo gives multipart releases): one published multipart
 * release of its main levels with its data file built, which the multipart releases are cut from.
 */
async function seedTilesRelease(ctx: DemoContext): Promise<void> {
  const { db } = ctx;
  const [tiles] = await db.select().from(projects).where(eq(projects.code, 'tiles'));
  if (!tiles) return;
  // Its release type, so the release shows with its type and the releases screen offers it.
  if (!Array.isArray(tiles.config.releaseTypes))
    await db
      .update(projects)
      .set({ config: { ...tiles.config, releaseTypes: ['main'] } })
      .where(eq(projects.code, 'tiles'));
  const [main] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.projectCode, 'tiles'), sql`${folders.name}->>'en' = 'Main levels'`));
  if (!main) return;
  const c = await currentConf(db, 'tiles', { folderIds: [main.id], categoryIds: [], includeCategory: false });
  const pids = c.folders.flatMap((f) => f.puzzles.map((p) => p.id));
  const [row] = await db
    .insert(releases)
    .values({
      projectCode: 'tiles',
      name: 'Tiles levels 1.0',
      type: 'main',
      folderIds: [main.id],
      isMultipart: true,
      puzzleCount: countPuzzles(c),
      published: true,
      publishedAt: new Date(),
      conf: c,
      createdBy: 'admin@example.com',
      operator: 'Admin',
    })
    .returning();
  for (let i = 0; i < pids.length; i += 1000)
    await db
      .update(puzzles)
      .set({ isReleased: true })
      .where(inArray(puzzles.id, pids.slice(i, i + 1000)));
  await runBuild({
    job: { id: 0, kind: 'releases.build' },
    payload: { releaseId: row.id, variant: 'default', user: { id: 0, mail: 'admin@example.com' } },
    project: 'tiles',
    attempt: 1,
    signal: new AbortController().signal,
    progress: async () => {},
    db,
    config: ctx.config,
    services: ctx.services,
  });
}
