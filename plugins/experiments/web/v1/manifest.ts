// The v1 part of the experiments manifest: the list (with its create/edit and deploy modals) and
// the detail page; the palette opens the list or the create modal (`?create=1`).
import { IconFlask, IconPlus } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { paths, RIGHT_EXPERIMENTS } from '../../shared';

const right = rule.right(RIGHT_EXPERIMENTS);

export const nav: NavItem[] = [{ label: 'Experiments', path: paths.list, rule: right, icon: IconFlask, area: 'LiveOps' }];
export const routes: RouteDef[] = [
  { path: paths.list, name: 'experiments', title: 'Experiments', rule: right, screen: () => import('./screens/ExperimentsPage') },
  {
    path: paths.detail,
    name: 'experimentDetail',
    title: 'Experiment detail',
    rule: right,
    screen: () => import('./screens/ExperimentDetailPage'),
  },
];
export const commands: CommandDef[] = [
  {
    id: 'experiments.openExperiments',
    title: 'Experiments',
    description: 'Scope experiments: groups, weights, deploys',
    keywords: ['experiment', 'ab', 'test', 'scope'],
    rule: right,
    goTo: paths.list,
    icon: IconFlask,
  },
  {
    id: 'experiments.createExperiment',
    title: 'Create experiment',
    description: 'Name and filter, scope and groups, a puzzle per level',
    keywords: ['experiment', 'ab', 'new', 'scope'],
    rule: right,
    goTo: `${paths.list}?create=1`,
    icon: IconPlus,
  },
];
