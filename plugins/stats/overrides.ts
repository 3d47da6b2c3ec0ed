// Per-project overrides of the stats plugin (DESIGN §3). Zod-free: projects/<code>.ts and the
// web screens import it.
import { overridesFor } from '../../core/shared/overrides';

export interface StatsOverrides {
  /**
   * The level statistics query bar offers a catalog choice (Level or Event); with Event, an event
   * catalog picker and an input index appear and the query reads the levels of that catalog
   * (001 "Level stats page": one project has it).
   */
  eventCatalog: boolean;
}

export const statsDefaults: StatsOverrides = {
  eventCatalog: false,
};

declare module '../../core/shared/overrides' {
  interface OverrideContracts {
    stats: StatsOverrides;
  }
}

export function statsOverrides(code: string | null | undefined): StatsOverrides {
  return overridesFor(code, 'stats', statsDefaults);
}
