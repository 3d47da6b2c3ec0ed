// The Adjust app behind each tracker, when plugin adjust-apps provides the project's apps
// (`adjust.apps`, core/server/provides.ts). A tracker belongs to an app when its installs carry
// that app's token (install `props.appToken`); when a platform's installs carry no app token at
// all (SDKs that do not send it, the demo's events), every tracker of the platform belongs to the
// project's app for that platform.
import type { ProvidedValue } from '../../../core/server/provides';

type ProvidedAdjustApp = ProvidedValue<'adjust.apps'>[number];
import { runMetricsQuery } from '../../../core/server/warehouse/metrics/run';
import type { Warehouse } from '../../../core/server/warehouse/types';
import type { AdjustAppOfPlatform, Tracker } from '../shared';
import { FIRST_DAY, installs, today, trackersOf } from './attribution';

/** The app tokens the platform's installs carry (none: the installs do not say). */
async function appTokensSeen(wh: Warehouse, code: string, platform: number): Promise<Set<string>> {
  const rows = await runMetricsQuery(wh, code, {
    filter: { dimension: 'props.appToken', query: installs(platform), metrics: ['uv'] },
    start: FIRST_DAY,
    end: today(),
  });
  return new Set(rows.map((r) => r['props.appToken']).filter((v): v is string => typeof v === 'string' && v !== ''));
}

/** The tokens of the trackers whose installs went to `app`. */
async function trackersOfApp(
  wh: Warehouse,
  code: string,
  app: ProvidedAdjustApp,
  platformTrackers: () => Promise<Tracker[]>,
): Promise<Set<string>> {
  const seen = await appTokensSeen(wh, code, app.platform);
  const trackers = seen.size
    ? await trackersOf(wh, code, app.platform, [{ key: 'props.appToken', value: app.token }])
    : await platformTrackers();
  return new Set(trackers.map((t) => t.token));
}

/**
 * Each tracker with `app`: the token of its Adjust app, null when none of the project's apps is
 * its. `platform` null: the apps of every platform.
 */
export async function labelTrackers(
  wh: Warehouse,
  code: string,
  platform: number | null,
  trackers: Tracker[],
  apps: ProvidedAdjustApp[],
): Promise<Tracker[]> {
  const relevant = apps.filter((a) => platform === null || a.platform === platform);
  const owned = await Promise.all(
    relevant.map(async (app) => ({
      app,
      tokens: await trackersOfApp(wh, code, app, async () => (platform === app.platform ? trackers : trackersOf(wh, code, app.platform))),
    })),
  );
  return trackers.map((t) => ({ ...t, app: owned.find((o) => o.tokens.has(t.token))?.app.token ?? null }));
}

/** The platform's app as the trackers answer names it. */
export function platformApp(apps: ProvidedAdjustApp[], platform: number): AdjustAppOfPlatform {
  const app = apps.find((a) => a.platform === platform);
  return app ? { configured: true, token: app.token } : { configured: false };
}
