// The stats plugin's manifest: the statistics screens (000, 001, 002) under Analytics, and the
// palette's level statistics and DAU commands. Data only: it imports no zod and no screen code.
import {
  IconActivity,
  IconAdjustmentsHorizontal,
  IconArrowsDiff,
  IconBellRinging,
  IconCalendarEvent,
  IconCalendarStats,
  IconChartBar,
  IconChartDots,
  IconChartFunnel,
  IconChartHistogram,
  IconChartLine,
  IconLayoutGrid,
  IconLink,
  IconThumbUp,
  IconTrophy,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, RIGHTS, paths, rights } from '../shared';
import { dauLink, levelLink, levelStepError } from './links';

const levelStats = rule.right(RIGHTS.levelStats);
const histogram = rule.right(RIGHTS.histogram);
const achievement = rule.right(RIGHTS.levelAchievement);
const diffs = rule.right(RIGHTS.levelDiffs);
const activity = rule.right(RIGHTS.activityLevel);
const funnel = rule.right(RIGHTS.funnel);
const retention = rule.right(RIGHTS.findItemRetention);
const likes = rule.right(RIGHTS.likeDislike);
const config = rule.right(RIGHTS.config);
const dau = rule.right(RIGHTS.dailyActiveUser);
const newUser = rule.right(RIGHTS.dailyNewUser);
const totals = rule.right(RIGHTS.totalUserAndAccount);
const newAccount = rule.right(RIGHTS.dailyNewAccount);
const events = rule.right(RIGHTS.eventStats);
const daily = rule.right(RIGHTS.dailyStats);
const dimension = rule.right(RIGHTS.dimensionStats);
const token = rule.right(RIGHTS.dailyUserToken);

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
    { label: 'Daily active user', path: paths.dailyActiveUser, rule: dau, icon: IconUsers, area: 'Analytics' },
    { label: 'Daily new user', path: paths.dailyNewUser, rule: newUser, icon: IconUserPlus, area: 'Analytics' },
    { label: 'Total users and accounts', path: paths.totalUserAndAccount, rule: totals, icon: IconUsersGroup, area: 'Analytics' },
    { label: 'Daily new account', path: paths.dailyNewAccount, rule: newAccount, icon: IconLink, area: 'Analytics' },
    { label: 'Event stats', path: paths.eventStats, rule: events, icon: IconActivity, area: 'Analytics' },
    { label: 'Daily stats', path: paths.dailyStats, rule: daily, icon: IconCalendarEvent, area: 'Analytics' },
    { label: 'Dimension stats', path: paths.dimensionStats, rule: dimension, icon: IconLayoutGrid, area: 'Analytics' },
    { label: 'Daily user token', path: paths.dailyUserToken, rule: token, icon: IconBellRinging, area: 'Analytics' },
    { label: 'Stats config', path: paths.config, rule: config, icon: IconAdjustmentsHorizontal, area: 'Analytics' },
  ],
  routes: [
    {
      path: paths.level,
      name: 'levelStats',
      title: 'Level statistics',
      rule: levelStats,
      screen: () => import('./screens/LevelStatsPage'),
    },
    { path: paths.histogram, name: 'levelHistogram', title: 'Histogram', rule: histogram, screen: () => import('./screens/HistogramPage') },
    {
      path: paths.levelAchievement,
      name: 'levelAchievement',
      title: 'Level achievement',
      rule: achievement,
      screen: () => import('./screens/LevelAchievementPage'),
    },
    {
      path: paths.levelDiffs,
      name: 'levelDiffs',
      title: 'Level stats diffs',
      rule: diffs,
      screen: () => import('./screens/LevelDiffsPage'),
    },
    {
      path: paths.activityLevel,
      name: 'activityLevelStats',
      title: 'Activity level stats',
      rule: activity,
      screen: () => import('./screens/ActivityLevelPage'),
    },
    { path: paths.funnel, name: 'funnelStats', title: 'Funnel', rule: funnel, screen: () => import('./screens/FunnelPage') },
    {
      path: paths.findItemRetention,
      name: 'findItemRetention',
      title: 'Find-item retention',
      rule: retention,
      screen: () => import('./screens/FindItemRetentionPage'),
    },
    {
      path: paths.likeDislike,
      name: 'likeDislikeStats',
      title: 'Like/dislike',
      rule: likes,
      screen: () => import('./screens/LikeDislikePage'),
    },
    { path: paths.config, name: 'statsConfig', title: 'Stats config', rule: config, screen: () => import('./screens/StatsConfigPage') },
    // Names other plugins link to (002 dashboard: dailyActiveUser, dailyNewUser, totalUserAndAccount,
    // dailyNewAccount, event); their URL state (start, end, platform, finishEvtName) is the query string.
    {
      path: paths.dailyActiveUser,
      name: 'dailyActiveUser',
      title: 'Daily active user',
      rule: dau,
      screen: () => import('./screens/DailyActiveUserPage'),
    },
    {
      path: paths.dailyNewUser,
      name: 'dailyNewUser',
      title: 'Daily new user',
      rule: newUser,
      screen: () => import('./screens/DailyNewUserPage'),
    },
    {
      path: paths.totalUserAndAccount,
      name: 'totalUserAndAccount',
      title: 'Total users and accounts',
      rule: totals,
      screen: () => import('./screens/TotalUserAndAccountPage'),
    },
    {
      path: paths.dailyNewAccount,
      name: 'dailyNewAccount',
      title: 'Daily new account',
      rule: newAccount,
      screen: () => import('./screens/DailyNewAccountPage'),
    },
    { path: paths.eventStats, name: 'event', title: 'Event stats', rule: events, screen: () => import('./screens/EventStatsPage') },
    { path: paths.dailyStats, name: 'dailyStats', title: 'Daily stats', rule: daily, screen: () => import('./screens/DailyStatsPage') },
    {
      path: paths.dimensionStats,
      name: 'dimensionStats',
      title: 'Dimension stats',
      rule: dimension,
      screen: () => import('./screens/DimensionStatsPage'),
    },
    {
      path: paths.dailyUserToken,
      name: 'dailyUserToken',
      title: 'Daily user token',
      rule: token,
      screen: () => import('./screens/DailyUserTokenPage'),
    },
  ],
  commands: [
    {
      id: 'stats.openLevelStats',
      title: 'Level statistics',
      description: 'Enter, section, half, finish and give-up stats per level',
      keywords: ['analytics', 'levels', 'funnel'],
      rule: levelStats,
      goTo: paths.level,
      icon: IconChartBar,
    },
    {
      id: 'stats.levelStatsFor',
      title: 'Stats for level …',
      description: 'Type a level and open its level statistics',
      keywords: ['analytics', 'level', 'find'],
      rule: levelStats,
      needsProject: true,
      icon: IconChartDots,
      steps: [
        { kind: 'text', id: 'level', title: 'Which level?', placeholder: 'A level index, e.g. 12', validate: (v) => levelStepError(v) },
      ],
      run: (ctx) => ctx.navigate(levelLink(ctx.code ?? '', ctx.values.level)),
    },
    {
      id: 'stats.dauLast30Days',
      title: 'DAU last 30 days',
      description: 'Daily active players of the current project over the last 30 days',
      keywords: ['analytics', 'daily active users', 'players', 'dau'],
      rule: dau,
      needsProject: true,
      icon: IconChartLine,
      run: (ctx) => ctx.navigate(dauLink(ctx.code ?? '')),
    },
  ],
});
