// Experiments v2 rows: reading one of the project, the API shape, and the checks that what a
// body names (puzzles, folders, the experiment copied from) belongs to the project.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { folders, puzzles } from '../../../../core/server/db/content';
import { experiments, type ExperimentRow } from '../../../../core/server/db/experiments';
import { badRequest } from '../../../../core/server/errors';
import { isRowId } from '../../../../core/shared/zod';
import type { JoinRule, WizardFilter, WizardGroup } from '../../../../core/shared/experiments';
import { tagsOf, type ExperimentV2, type ExperimentV2Values } from '../../schemas/v2';

export const V2_ERRORS = {
  notFound: 'Experiment not found',
  editOnlyReady: (id: number, status: string) => `Only a READY experiment can be edited: #${id} is ${status}`,
  deployFinished: (id: number) => `Experiment #${id} is FINISHED: it cannot be deployed again`,
  deployRunning: (id: number) => `Experiment #${id} is already RUNNING`,
  shutdownState: (id: number, status: string) => `Only a RUNNING or GRAY_PUBLISH experiment can be shut down: #${id} is ${status}`,
  adjustState: (id: number, status: string) => `Only a RUNNING or GRAY_PUBLISH experiment can be adjusted: #${id} is ${status}`,
  adjustGroups: (n: number) => `Give one weight per group (${n})`,
  unknownPuzzles: (ids: number[]) => `Puzzles not in this project: ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''}`,
  unknownFolder: (id: number) => `Folder #${id} is not in this project`,
  unknownCopy: (id: number) => `Experiment #${id} to copy from is not an experiment v2 of this project`,
  folderNotFound: 'Folder not found',
};

export function toApi(r: ExperimentRow): ExperimentV2 {
  return {
    id: r.id,
    name: r.name,
    aaTag: r.aaTag,
    platform: r.platform,
    env: r.env,
    status: r.status,
    percent: r.percent,
    filter: r.filter as WizardFilter,
    joinRule: r.joinRule as JoinRule | null,
    groups: r.groups as WizardGroup[],
    copyFrom: r.copyFrom,
    phase: r.phase,
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The project's v2 experiment `id` (a path value), or null. */
export async function findV2(db: Db, code: string, id: string | number): Promise<ExperimentRow | null> {
  const n = Number(id);
  if (!isRowId(n)) return null;
  const [row] = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.projectCode, code), eq(experiments.kind, 2), eq(experiments.id, n)));
  return row ?? null;
}

/** The stored groups of a valid wizard body: one per tag, puzzleLength each, no levels for AA. */
export function storedGroups(v: ExperimentV2Values): WizardGroup[] {
  const tags = tagsOf(v.group);
  return v.groups.map((g, i) => ({
    tag: tags[i] ?? g.tag,
    weight: g.weight,
    total: v.puzzleLength,
    folderId: v.aaTag === 1 || i === 0 ? null : (g.folderId ?? null),
    data: { levels: v.aaTag === 1 ? [] : g.data.levels },
  }));
}

export const storedFilter = (f: ExperimentV2Values['filter']): WizardFilter => ({
  clientVersion: f.clientVersion,
  lv: f.lv,
  startAt: f.startAt ?? null,
  endAt: f.endAt ?? null,
  country: f.country,
});

/** 400 when the body names puzzles, folders or an experiment to copy that are not the project's. */
export async function checkReferences(db: Db, code: string, v: ExperimentV2Values, groups: WizardGroup[]): Promise<void> {
  const ids = [...new Set(groups.flatMap((g) => g.data.levels))];
  if (ids.length) {
    const found = new Set(
      (
        await db
          .select({ id: puzzles.id })
          .from(puzzles)
          .where(and(eq(puzzles.projectCode, code), inArray(puzzles.id, ids)))
      ).map((r) => r.id),
    );
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length)
      throw badRequest(V2_ERRORS.unknownPuzzles(missing), [{ path: 'groups', message: V2_ERRORS.unknownPuzzles(missing) }]);
  }
  const folderIds = [...new Set(groups.map((g) => g.folderId).filter((id): id is number => typeof id === 'number'))];
  if (folderIds.length) {
    const found = new Set(
      (
        await db
          .select({ id: folders.id })
          .from(folders)
          .where(and(eq(folders.projectCode, code), inArray(folders.id, folderIds)))
      ).map((r) => r.id),
    );
    const missing = folderIds.find((id) => !found.has(id));
    if (missing !== undefined)
      throw badRequest(V2_ERRORS.unknownFolder(missing), [{ path: 'groups', message: V2_ERRORS.unknownFolder(missing) }]);
  }
  if (v.copyFrom != null && !(await findV2(db, code, v.copyFrom)))
    throw badRequest(V2_ERRORS.unknownCopy(v.copyFrom), [{ path: 'copyFrom', message: V2_ERRORS.unknownCopy(v.copyFrom) }]);
}
