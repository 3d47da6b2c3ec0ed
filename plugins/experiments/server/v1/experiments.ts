// v1 experiments as rows and as the API shows them: one project's, with each env's current
// deployment (its last), the checks against the project's puzzles, and the puzzle modal's read.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { folderPuzzles, folders, puzzles } from '../../../../core/server/db/content';
import {
  experimentDeployments,
  experiments,
  type ExperimentDeploymentRow,
  type ExperimentRow,
} from '../../../../core/server/db/experiments';
import type { Env } from '../../../../core/shared/constants';
import type { ScopeFilter, ScopeGroup } from '../../../../core/shared/experiments';
import type { ApiIssue } from '../../../../core/shared/errors';
import { isRowId } from '../../../../core/shared/zod';
import type { DeployRef, DeploymentV1, ExperimentV1, PuzzleInfo } from '../../endpoints/v1';
import type { ExperimentV1Body } from '../../schemas/v1';

export const V1_KIND = 1;

export const toDeployment = (d: ExperimentDeploymentRow): DeploymentV1 => ({
  id: d.id,
  env: d.env as Env,
  enable: d.enable,
  operator: d.operator,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});

export function toApi(r: ExperimentRow, current: { sandbox?: DeployRef | null; prod?: DeployRef | null }): ExperimentV1 {
  return {
    id: r.id,
    name: r.name,
    filter: r.filter as ScopeFilter,
    scope: r.scope ?? { min: 1, max: 1 },
    groups: r.groups as ScopeGroup[],
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    sandboxDeploy: current.sandbox ?? null,
    prodDeploy: current.prod ?? null,
  };
}

/** The v1 experiment `id` (path text) of project `code`, or null. */
export async function findExperiment(db: Db, code: string, id: string | number | undefined): Promise<ExperimentRow | null> {
  const n = Number(id);
  if (!isRowId(n)) return null;
  const [row] = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.id, n), eq(experiments.projectCode, code), eq(experiments.kind, V1_KIND)));
  return row ?? null;
}

/** Every deployment of the experiments, newest first. */
export async function deploymentsOf(db: Db, ids: number[]): Promise<ExperimentDeploymentRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(experimentDeployments)
    .where(inArray(experimentDeployments.experimentId, ids))
    .orderBy(desc(experimentDeployments.id));
}

/** Each experiment's current deployment per env: its last (the rows newest first). */
export function currentDeploys(rows: ExperimentDeploymentRow[]): Map<number, { sandbox?: DeployRef; prod?: DeployRef }> {
  const out = new Map<number, { sandbox?: DeployRef; prod?: DeployRef }>();
  for (const d of rows) {
    const cur = out.get(d.experimentId) ?? {};
    const env = d.env as Env;
    if (!cur[env]) cur[env] = { id: d.id, enable: d.enable };
    out.set(d.experimentId, cur);
  }
  return out;
}

export async function withDeploys(db: Db, row: ExperimentRow): Promise<ExperimentV1> {
  return toApi(row, currentDeploys(await deploymentsOf(db, [row.id])).get(row.id) ?? {});
}

/** Issues for puzzle ids the groups name that are not puzzles of the project. */
export async function missingPuzzles(db: Db, code: string, body: ExperimentV1Body): Promise<ApiIssue[]> {
  const ids = [...new Set(body.groups.flatMap((g) => g.data.map((d) => d.puzzleId)))];
  if (!ids.length) return [];
  const found = new Set(
    (
      await db
        .select({ id: puzzles.id })
        .from(puzzles)
        .where(and(eq(puzzles.projectCode, code), inArray(puzzles.id, ids)))
    ).map((p) => p.id),
  );
  const issues: ApiIssue[] = [];
  body.groups.forEach((g, i) =>
    g.data.forEach((d, j) => {
      if (!found.has(d.puzzleId))
        issues.push({
          path: `groups.${i}.data.${j}.puzzleId`,
          message: `Puzzle ${d.puzzleId} is not in this project (group ${g.tag}, level ${d.level})`,
        });
    }),
  );
  return issues;
}

/** The stored values of a body: the groups as core's ScopeGroup, the filter without blanks. */
export function storedValues(body: ExperimentV1Body) {
  const clientVersion = body.filter.clientVersion?.trim();
  return {
    name: body.name,
    filter: (clientVersion ? { clientVersion } : {}) as ScopeFilter,
    scope: { min: body.scope.min, max: body.scope.max },
    groups: body.groups.map((g) => ({
      tag: g.tag,
      weight: g.weight,
      data: g.data.map((d) => ({ level: d.level, puzzleId: d.puzzleId })),
    })) as ScopeGroup[],
  };
}

/** One puzzle of the project with the folders that hold it, or null. */
export async function puzzleInfo(db: Db, code: string, id: string | undefined): Promise<PuzzleInfo | null> {
  const n = Number(id);
  if (!isRowId(n)) return null;
  const [p] = await db
    .select()
    .from(puzzles)
    .where(and(eq(puzzles.id, n), eq(puzzles.projectCode, code)));
  if (!p) return null;
  const held = await db
    .select({ id: folders.id, name: folders.name })
    .from(folderPuzzles)
    .innerJoin(folders, eq(folders.id, folderPuzzles.folderId))
    .where(eq(folderPuzzles.puzzleId, p.id))
    .orderBy(folders.sort, folders.id);
  return { id: p.id, name: p.name, pic1: p.pic1, pic2: p.pic2, isReleased: p.isReleased, attr: p.attr, folders: held };
}
