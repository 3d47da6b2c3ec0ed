// The stats part of the experiments manifest: the stats screen of an experiment of either kind
// (001 "Experiment stats"), reached from the v1 list and detail and the v2 detail by its route name.
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { paths, RIGHT_EXPERIMENTS } from '../../shared';

export const nav: NavItem[] = [];
export const routes: RouteDef[] = [
  {
    path: paths.stats,
    name: 'experimentStats',
    title: 'Experiment stats',
    // The h1 is 'Experiment {id} · {name}' (001: the title shows id and name).
    ownHeading: true,
    rule: rule.right(RIGHT_EXPERIMENTS),
    screen: () => import('./screens/ExperimentStatsPage'),
  },
];
export const commands: CommandDef[] = [];
