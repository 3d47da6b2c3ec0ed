// The timezone delivery preview (issue 16 "Beyond the spec"): before a task is saved, per zone
// the local and UTC fire time, the audience size (the send's own selection, counted), whether the
// time has passed (and so is sent at once or skipped), and the DST transitions inside the span.
import type { Db } from '../../../../core/server/db/connect';
import type { Warehouse } from '../../../../core/server/warehouse/types';
import type { Env } from '../../../../core/shared/constants';
import type { PreviewAnswer, PreviewZone } from '../../endpoints/delivery';
import type { PreviewBody } from '../../schemas/delivery';
import { readSettings } from '../transports/settings';
import { countAudience } from './audience';
import { fires, zonesOf } from './plan';
import { dstTransitions } from '../../../../core/shared/zone';

/** Zones a preview lists at most (an audience that names more is cut, and says so by the totals). */
export const PREVIEW_MAX_ZONES = 200;

export async function previewDelivery(
  db: Db,
  wh: Warehouse | null,
  project: string,
  body: PreviewBody & { env: Env },
  now = Date.now(),
): Promise<PreviewAnswer> {
  const facts = {
    projectCode: project,
    env: body.env,
    platform: body.platform,
    scheduleRule: body.scheduleRule,
    audienceRule: body.audienceRule,
  };
  const zones = (await zonesOf(db, facts)).slice(0, PREVIEW_MAX_ZONES);
  const all = fires(zones, body.scheduleRule, now);
  const out: PreviewZone[] = [];
  for (const zone of zones) {
    const mine = all.filter((f) => f.timezone === zone);
    const first = mine[0];
    const last = mine[mine.length - 1];
    const audience = await countAudience(db, { ...facts, zone: body.scheduleRule.timezone ? null : zone, taskId: 0 }, wh, now);
    out.push({
      timezone: zone,
      local: first.local,
      fireAt: first.fireAt.toISOString(),
      occurrences: mine.length,
      audience,
      passed: first.passed,
      skipped: first.skipped,
      // From a day before the first fire to a day after the last: the changes that move a local time.
      dst: dstTransitions(zone, first.fireAt.getTime() - 86_400_000, last.fireAt.getTime() + 86_400_000),
    });
  }
  const settings = await readSettings(db, project, body.env);
  return {
    zones: out,
    totals: {
      zones: out.length,
      audience: out.reduce((n, z) => n + z.audience, 0),
      passed: out.filter((z) => z.passed).length,
      skipped: out.filter((z) => z.skipped).length,
      subTasks: all.filter((f) => !f.skipped).length,
    },
    limits: { frequencyCap: settings.frequencyCap, quietHours: settings.quietHours, applies: !body.transactional },
    now: new Date(now).toISOString(),
  };
}
