// The puzzle each level of a group's table shows (and opens in the puzzle detail modal).
import type { ExperimentRow } from '../../../../core/server/db/experiments';
import type { ScopeGroup, WizardFilter, WizardGroup } from '../../../../core/shared/experiments';

/**
 * The puzzle a group plays at each level, from the experiment's design: v1 its scope data; v2 its
 * puzzle ids in level order from the first level it can start at: the join rule's lower bound, else
 * the filter's, else level 1 (0 is an open side).
 */
export function puzzlesByLevel(exp: Pick<ExperimentRow, 'kind' | 'filter' | 'joinRule'>, group: StatsGroupDef): Map<number, number> {
  const out = new Map<number, number>();
  if (exp.kind === 1) {
    for (const d of (group as ScopeGroup).data ?? [])
      if (Number.isFinite(d.level) && Number.isFinite(d.puzzleId)) out.set(d.level, d.puzzleId);
    return out;
  }
  const first =
    [exp.joinRule?.lv?.[0], (exp.filter as WizardFilter).lv?.[0]].find((lv): lv is number => typeof lv === 'number' && lv > 0) ?? 1;
  const ids = (group as WizardGroup).data?.levels ?? [];
  if (Number.isFinite(first)) ids.forEach((id, i) => Number.isFinite(id) && out.set(first + i, id));
  return out;
}
type StatsGroupDef = ExperimentRow['groups'][number];
