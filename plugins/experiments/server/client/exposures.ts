// The exposure events of first placements: `experiment_exposure` (EXPOSURE_EVENT) with
// props.experiment (the id), props.group (the tag) and props.phase, plus the client's platform,
// appVersion, country and level. The stats split users by group from exactly these. They go
// through the warehouse's durable ingest (the event log on disk before it resolves) as one batch
// shaped like a client's, so a replay after a crash reads it back the same way.
import type { CoreServices } from '../../../../core/server/services';
import { parseBatch } from '../../../../core/server/warehouse/batch';
import type { GameEventInput } from '../../../../core/shared/eventSchema';
import { EXPOSURE_EVENT } from '../../../../core/shared/experiments';
import type { ClientFacts } from '../assign';

export interface Exposure {
  experimentId: number;
  groupTag: string;
  phase: number;
}

export function exposureEvents(facts: ClientFacts, exposures: readonly Exposure[], now: number): GameEventInput[] {
  return exposures.map((e) => ({
    event: EXPOSURE_EVENT,
    userId: facts.userId,
    ts: now,
    platform: facts.platform,
    appVersion: facts.version ?? '',
    country: facts.country,
    ...(facts.level === null ? {} : { level: facts.level }),
    props: { experiment: e.experimentId, group: e.groupTag, phase: e.phase },
  }));
}

/** Records the exposures durably (resolves once they are in the event log). */
export async function recordExposures(
  services: CoreServices,
  code: string,
  facts: ClientFacts,
  exposures: readonly Exposure[],
): Promise<void> {
  if (!exposures.length) return;
  const now = Date.now();
  const events = exposureEvents(facts, exposures, now);
  await services.warehouse.ingest(code, parseBatch(events, now, now), JSON.stringify({ events }));
}
