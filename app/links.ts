// The one list that binds what plugins link to (their link needs) to the screens other plugins
// offer (their route refs): core/shared/links.ts. A need whose params do not fit its target fails
// to compile here; tests/unit/links.test.ts fails on an unbound need or a ref that resolves to no
// route of its plugin. A target plugin that is not enabled (app/plugins.ts) just hides the link.
import type { LinkBinding } from '../core/shared/links';
import { bindLink } from '../core/shared/links';
import * as adStats from '../plugins/ad-stats/shared';
import * as adjustApps from '../plugins/adjust-apps/shared';
import * as applies from '../plugins/applies/shared';
import * as dashboard from '../plugins/dashboard/shared';
import * as experiments from '../plugins/experiments/shared';
import * as folders from '../plugins/folders/shared';
import * as puzzles from '../plugins/puzzles/shared';
import * as releases from '../plugins/releases/shared';
import * as rights from '../plugins/rights/shared';
import * as stats from '../plugins/stats/shared';
import * as users from '../plugins/users/shared';

export const LINKS: readonly LinkBinding[] = [
  bindLink(users.linkNeeds.settingRights, rights.routeRefs.settingRights),
  bindLink(dashboard.linkNeeds.totalUsers, stats.routeRefs.totalUserAndAccount),
  bindLink(dashboard.linkNeeds.dailyNewUser, stats.routeRefs.dailyNewUser),
  bindLink(dashboard.linkNeeds.dailyNewAccount, stats.routeRefs.dailyNewAccount),
  bindLink(dashboard.linkNeeds.dailyActiveUser, stats.routeRefs.dailyActiveUser),
  bindLink(dashboard.linkNeeds.finishEvents, stats.routeRefs.eventStats),
  bindLink(folders.linkNeeds.puzzles, puzzles.routeRefs.puzzles),
  bindLink(releases.linkNeeds.puzzles, puzzles.routeRefs.puzzles),
  bindLink(experiments.linkNeeds.apply, applies.routeRefs.apply),
  bindLink(applies.linkNeeds.experiment, experiments.routeRefs.detail),
  bindLink(adStats.linkNeeds.adjustApps, adjustApps.routeRefs.adjustApps),
];
