// The applies' rows and rules: the experiment an apply comes from (v1 only), the conf's check
// against it, and the API shapes.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { experiments, type ExperimentRow } from '../../../core/server/db/experiments';
import { badRequest, notFound } from '../../../core/server/errors';
import { isRowId } from '../../../core/shared/zod';
import type { ScopeGroup } from '../../../core/shared/experiments';
import { MESSAGES, type Apply, type ApplyConf, type ApplyExperiment } from '../shared';
import type { ApplyRow } from './db';
import { applies } from './db';

export { operatorName as operatorOf } from '../../../core/shared/auth';

/** The project's v1 experiment (404 for another kind, another project or none). */
export async function experimentOf(db: Db, code: string, id: number | string): Promise<ExperimentRow> {
  const n = Number(id);
  if (!isRowId(n)) throw notFound(MESSAGES.experimentNotFound);
  const [row] = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.projectCode, code), eq(experiments.id, n), eq(experiments.kind, 1)));
  if (!row || !row.scope) throw notFound(MESSAGES.experimentNotFound);
  return row;
}

/** The experiment's scope levels with each group's puzzle there (what a conf may pick). */
export function toExperiment(e: ExperimentRow): ApplyExperiment {
  const scope = e.scope!;
  const groups = (e.groups as ScopeGroup[]).filter((g) => Array.isArray(g?.data));
  const levels: ApplyExperiment['levels'] = [];
  for (let level = scope.min; level <= scope.max; level++) {
    const choices: { tag: string; puzzleId: number }[] = [];
    for (const g of groups) {
      const at = g.data.find((d) => d.level === level);
      if (at && !choices.some((c) => c.puzzleId === at.puzzleId)) choices.push({ tag: g.tag, puzzleId: at.puzzleId });
    }
    levels.push({ level, choices });
  }
  return { id: e.id, name: e.name, scope: { min: scope.min, max: scope.max }, levels };
}

/** Every level inside the scope and every puzzle a group's at that level; at least one level. */
export function checkConf(e: ApplyExperiment, conf: ApplyConf): void {
  const entries = Object.entries(conf);
  if (entries.length === 0) throw badRequest(MESSAGES.allDefault);
  for (const [key, puzzleId] of entries) {
    const level = Number(key);
    const at = e.levels.find((l) => l.level === level);
    if (!at)
      throw badRequest(MESSAGES.levelOutside(level, e.scope.min, e.scope.max), [
        { path: `conf.${key}`, message: MESSAGES.levelOutside(level, e.scope.min, e.scope.max) },
      ]);
    if (!at.choices.some((c) => c.puzzleId === puzzleId))
      throw badRequest(MESSAGES.notGroupPuzzle(level, puzzleId), [
        { path: `conf.${key}`, message: MESSAGES.notGroupPuzzle(level, puzzleId) },
      ]);
  }
}

/** The conf with its levels in order (stored and compared that way). */
export const sortedConf = (conf: ApplyConf): ApplyConf =>
  Object.fromEntries(Object.entries(conf).sort(([a], [b]) => Number(a) - Number(b)));

export async function applyOf(db: Db, code: string, id: number | string): Promise<ApplyRow> {
  const n = Number(id);
  if (!isRowId(n)) throw notFound(MESSAGES.applyNotFound);
  const [row] = await db
    .select()
    .from(applies)
    .where(and(eq(applies.projectCode, code), eq(applies.id, n)));
  if (!row) throw notFound(MESSAGES.applyNotFound);
  return row;
}

export const toApi = (r: ApplyRow, deploy: { id: number; updatedAt: Date; operator: string } | null): Apply => ({
  id: r.id,
  experimentId: r.experimentId,
  env: r.env,
  conf: r.conf,
  deploy: deploy ? { id: deploy.id, updatedAt: deploy.updatedAt.toISOString(), operator: deploy.operator } : null,
  operator: r.operator,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
