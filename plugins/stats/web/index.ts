// The stats plugin's manifest: the statistics screens (000, 001, 002) under Analytics, and the
// palette's level statistics commands. Data only: it imports no zod and no screen code.
import { IconAdjustmentsHorizontal, IconArrowsDiff, IconCalendarStats, IconChartBar, IconChartDots, IconChartFunnel, IconChartHistogram, IconChartLine, IconThumbUp, IconTrophy } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, RIGHTS, paths, rights } from '../shared';
import { levelLink, levelStepError } from './links';

const levelStats = rule.right(RIGHTS.levelStats);
const histogram = rule.right(RIGHTS.histogram);
const achievement = rule.right(RIGHTS.levelAchievement);
const diffs = rule.right(RIGHTS.levelDiffs);
const activity = rule.right(RIGHTS.activityLevel);
const funnel = rule.right(RIGHTS.funnel);
const retention = rule.right(RIGHTS.findItemRetention);
const likes = rule.right(RIGHTS.likeDislike);
const config = rule.right(RIGHTS.config);

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
    { label: 'Activity level stats', path: paths.activityLevel, rule: activity, icon: IconCalendarStats, area: 'Analytics' },
    { label: 'Funnel', path: paths.funnel, rule: funnel, icon: IconChartFunnel, area: 'Analytics' },
    { label: 'Find-item retention', path: paths.findItemRetention, rule: retention, icon: IconChartLine, area: 'Analytics' },
    { label: 'Like/dislike', path: paths.likeDislike, rule: likes, icon: IconThumbUp, area: 'Analytics' },
    { label: 'Stats config', path: paths.config, rule: config, icon: IconAdjustmentsHorizontal, area: 'Analytics' },
  ],
  routes: [
    { path: paths.level, name: 'levelStats', title: 'Level statistics', rule: levelStats, screen: () => import('./screens/LevelStatsPage') },
    { path: paths.histogram, name: 'levelHistogram', title: 'Histogram', rule: histogram, screen: () => import('./screens/HistogramPage') },
    { path: paths.levelAchievement, name: 'levelAchievement', title: 'Level achievement', rule: achievement, screen: () => import('./screens/LevelAchievementPage') },
    { path: paths.levelDiffs, name: 'levelDiffs', title: 'Level stats diffs', rule: diffs, screen: () => import('./screens/LevelDiffsPage') },
    { path: paths.activityLevel, name: 'activityLevelStats', title: 'Activity level stats', rule: activity, screen: () => import('./screens/ActivityLevelPage') },
    { path: paths.funnel, name: 'funnelStats', title: 'Funnel', rule: funnel, screen: () => import('./screens/FunnelPage') },
    { path: paths.findItemRetention, name: 'findItemRetention', title: 'Find-item retention', rule: retention, screen: () => import('./screens/FindItemRetentionPage') },
    { path: paths.likeDislike, name: 'likeDislikeStats', title: 'Like/dislike', rule: likes, screen: () => import('./screens/LikeDislikePage') },
    { path: paths.config, name: 'statsConfig', title: 'Stats config', rule: config, screen: () => import('./screens/StatsConfigPage') },
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
