// The v2 part of the experiments manifest: the list (env and platform tabs, the wizard) and the
// detail page; the palette opens the list or the wizard (`?create=1`).
import { IconFlask2, IconPlus } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { paths, RIGHT_EXPERIMENTS_V2 } from '../../shared';

const right = rule.right(RIGHT_EXPERIMENTS_V2);

export const nav: NavItem[] = [{ label: 'Experiments v2', path: paths.listV2, rule: right, icon: IconFlask2, area: 'LiveOps' }];
export const routes: RouteDef[] = [
  { path: paths.listV2, name: 'experimentsV2', title: 'Experiments v2', rule: right, screen: () => import('./screens/ExperimentsV2Page') },
  {
    path: paths.detailV2,
    name: 'experimentV2Detail',
    title: 'Experiment v2 detail',
    rule: right,
    screen: () => import('./screens/ExperimentV2DetailPage'),
  },
];
export const commands: CommandDef[] = [
  {
    id: 'experiments.openExperimentsV2',
    title: 'Experiments v2',
    description: 'Wizard experiments by env and platform',
    keywords: ['experiment', 'ab', 'test', 'v2'],
    rule: right,
    goTo: paths.listV2,
    icon: IconFlask2,
  },
  {
    id: 'experiments.createExperimentV2',
    title: 'Create experiment v2',
    description: 'The wizard: base info, rules, group detail',
    keywords: ['experiment', 'ab', 'new', 'wizard', 'v2'],
    rule: right,
    goTo: `${paths.listV2}?create=1`,
    icon: IconPlus,
  },
];
