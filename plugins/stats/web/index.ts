// The stats plugin's manifest: the statistics screens (000, 001, 002) under Analytics, and the
// palette's level statistics commands. Data only: it imports no zod and no screen code.
import { IconArrowsDiff, IconChartBar, IconChartDots, IconChartHistogram, IconTrophy } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, RIGHTS, paths, rights } from '../shared';
import { levelLink, levelStepError } from './links';

const levelStats = rule.right(RIGHTS.levelStats);
const histogram = rule.right(RIGHTS.histogram);
const achievement = rule.right(RIGHTS.levelAchievement);
const diffs = rule.right(RIGHTS.levelDiffs);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Statistics',
  icon: IconChartBar,
  rights,
  nav: [
    { label: 'Level statistics', path: paths.level, rule: levelStats, icon: IconChartBar, area: 'Analytics' },
    { label: 'Histogram', path: paths.histogram, rule: histogram, icon: IconChartHistogram, area: 'Analytics' },
    { label: 'Level achievement', path: paths.levelAchievement, rule: achievement, icon: IconTrophy, area: 'Analytics' },
    { label: 'Level stats diffs', path: paths.levelDiffs, rule: diffs, icon: IconArrowsDiff, area: 'Analytics' },
  ],
  routes: [
    { path: paths.level, name: 'levelStats', title: 'Level statistics', rule: levelStats, screen: () => import('./screens/LevelStatsPage') },
    { path: paths.histogram, name: 'levelHistogram', title: 'Histogram', rule: histogram, screen: () => import('./screens/HistogramPage') },
    { path: paths.levelAchievement, name: 'levelAchievement', title: 'Level achievement', rule: achievement, screen: () => import('./screens/LevelAchievementPage') },
    { path: paths.levelDiffs, name: 'levelDiffs', title: 'Level stats diffs', rule: diffs, screen: () => import('./screens/LevelDiffsPage') },
  ],
  commands: [
    { id: 'stats.openLevelStats', title: 'Open level statistics', description: 'Enter, section, half, finish and give-up stats per level', keywords: ['analytics', 'levels', 'funnel'], rule: levelStats, goTo: paths.level, icon: IconChartBar },
    {
      id: 'stats.levelStatsFor',
      title: 'Stats for level …',
      description: 'Type a level and open its level statistics',
      keywords: ['analytics', 'level', 'find'],
      rule: levelStats,
      needsProject: true,
      icon: IconChartDots,
      steps: [{ kind: 'text', id: 'level', title: 'Which level?', placeholder: 'A level index, e.g. 12', validate: (v) => levelStepError(v) }],
      run: (ctx) => ctx.navigate(levelLink(ctx.code ?? '', ctx.values.level)),
    },
  ],
});
