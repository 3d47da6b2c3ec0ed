// The releases' rows: reading, the content a release takes (ReleaseConf, built from the current
// folders and puzzles, or the frozen one once published), the project's config and the API shape.
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { categories, folderPuzzles, folders, puzzles, releases, type ReleaseRow } from '../../../core/server/db/content';
import type { ProvidedContracts } from '../../../core/server/provides';
import type { ProjectRow } from '../../../core/server/plugin';
import type { ReleaseConf } from '../../../core/shared/content';
import { coreConfigSchema, readConfigKey } from '../../../core/shared/projectConfig';
import { releasesConfigSchema } from './config';
import type { Release, ReleaseEnv, ReleaseWithConf } from '../shared';

export interface ReleaseSettings {
  releaseTypes: string[];
  extraSettings: string[];
  forceAll: boolean;
  puzzleSelection: boolean;
  envs: ReleaseEnv[];
}

export function settingsOf(project: Pick<ProjectRow, 'config'>): ReleaseSettings {
  const own: { extraSettings?: string[]; forceAll?: boolean; puzzleSelection?: boolean; envs?: ReleaseEnv[] } = readConfigKey(
    releasesConfigSchema,
    'releases',
    project.config,
    {},
  );
  return {
    releaseTypes: readConfigKey(coreConfigSchema, 'releaseTypes', project.config, []),
    extraSettings: own.extraSettings ?? [],
    forceAll: own.forceAll ?? false,
    puzzleSelection: own.puzzleSelection ?? false,
    envs: own.envs?.length ? own.envs : ['sandbox', 'prod'],
  };
}

export async function findRelease(db: Db, code: string, id: string | number | undefined): Promise<ReleaseRow | null> {
  const n = Number(id);
  if (typeof id === 'string' && !/^\d+$/.test(id)) return null;
  if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 31 - 1) return null;
  const [row] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.projectCode, code), eq(releases.id, n)));
  return row ?? null;
}

export const toApi = (r: ReleaseRow): Release => ({
  id: r.id,
  name: r.name,
  type: r.type,
  puzzleCount: r.puzzleCount,
  includeCategory: r.includeCategory,
  includeTexts: r.includeTexts,
  isMultipart: r.isMultipart,
  flattenUpload: r.flattenUpload,
  extra: r.extra,
  folderIds: r.folderIds,
  categoryIds: r.categoryIds,
  published: r.published,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  dataFilePath: r.dataFilePath,
  onlineReleaseId: r.onlineReleaseId,
  operator: r.operator,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function folderNamesOf(db: Db, code: string, ids: number[]): Promise<Record<number, string>> {
  if (!ids.length) return {};
  const rows = await db
    .select({ id: folders.id, name: folders.name })
    .from(folders)
    .where(and(eq(folders.projectCode, code), inArray(folders.id, ids)));
  return Object.fromEntries(rows.map((f) => [f.id, f.name.en ?? String(f.id)]));
}

export async function withConf(db: Db, r: ReleaseRow): Promise<ReleaseWithConf> {
  return { ...toApi(r), conf: r.conf, folderNames: await folderNamesOf(db, r.projectCode, r.folderIds) };
}

/**
 * The translations plugin's `translations.projectTexts` (services.provided): the project's keys in
 * use with their texts as they are now. Without that plugin a release that includes texts has none.
 */
export type ProjectTexts = ProvidedContracts['translations.projectTexts'] | undefined;

/** The content the release takes now: its folders in its order, each folder's puzzles by sort. */
export async function currentConf(
  db: Db,
  code: string,
  r: Pick<ReleaseRow, 'folderIds' | 'categoryIds' | 'includeCategory'> & Partial<Pick<ReleaseRow, 'includeTexts'>>,
  texts?: ProjectTexts,
): Promise<ReleaseConf> {
  const fs = r.folderIds.length
    ? await db
        .select()
        .from(folders)
        .where(and(eq(folders.projectCode, code), inArray(folders.id, r.folderIds)))
    : [];
  const byId = new Map(fs.map((f) => [f.id, f]));
  const rows = r.folderIds.length
    ? await db
        .select({
          folderId: folderPuzzles.folderId,
          sort: folderPuzzles.sort,
          id: puzzles.id,
          md5: puzzles.md5,
          name: puzzles.name,
          attr: puzzles.attr,
        })
        .from(folderPuzzles)
        .innerJoin(puzzles, eq(puzzles.id, folderPuzzles.puzzleId))
        .where(inArray(folderPuzzles.folderId, r.folderIds))
        .orderBy(asc(folderPuzzles.sort), asc(puzzles.id))
    : [];
  const cats =
    r.includeCategory && r.categoryIds.length
      ? await db
          .select()
          .from(categories)
          .where(and(eq(categories.projectCode, code), inArray(categories.id, r.categoryIds)))
          .orderBy(asc(categories.sort), asc(categories.id))
      : [];
  return {
    folders: r.folderIds
      .map((id) => byId.get(id))
      .filter((f) => f !== undefined)
      .map((f) => ({
        id: f.id,
        name: f.name,
        sort: f.sort,
        type: f.type,
        categoryId: f.categoryId,
        puzzles: rows.filter((p) => p.folderId === f.id).map((p) => ({ id: p.id, sort: p.sort, md5: p.md5, name: p.name, attr: p.attr })),
      })),
    categories: cats.map((c) => ({ id: c.id, parentId: c.parentId, sort: c.sort, name: c.name })),
    ...(r.includeTexts ? { texts: texts ? await texts(db, code) : {} } : {}),
  };
}

/** The frozen content of a published release; the current one before. */
/** Its frozen content once published, else what it takes now (`texts`: the provider, for a release with texts). */
export const confOf = async (db: Db, r: ReleaseRow, texts?: ProjectTexts): Promise<ReleaseConf> =>
  r.conf ?? (await currentConf(db, r.projectCode, r, texts));

/** The previous published release of the same type (the diff's base). */
export async function previousPublished(db: Db, r: ReleaseRow): Promise<ReleaseRow | null> {
  const [row] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.projectCode, r.projectCode), eq(releases.type, r.type), eq(releases.published, true), lt(releases.id, r.id)))
    .orderBy(desc(releases.id))
    .limit(1);
  return row ?? null;
}
