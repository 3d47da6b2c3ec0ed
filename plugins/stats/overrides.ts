// Per-project overrides of the stats plugin (DESIGN §3). Zod-free: projects/<code>.ts and the
// web screens import it.
import { overridesFor } from '../../core/shared/overrides';

/** A level-type filter of the level statistics (001): an event prop and its choices. */
export interface LevelTypeDef {
  /** The event prop the level's type is in, e.g. props.folder. */
  key: string;
  label: string;
  /** Fixed choices; without them the choices are the values seen in the events. */
  values?: string[];
}

/** The puzzle thumbnail box (001 §9: one project 75x133 scale 0.1, otherwise 100x110 scale 1). */
export interface ThumbnailSize {
  width: number;
  height: number;
  /** Box size over the source picture's size (0.1: the art is 750x1330, shown at 75x133). */
  scale: number;
}

export interface StatsOverrides {
  /**
   * The level statistics query bar offers a catalog choice (Level or Event); with Event, an event
   * catalog picker and an input index appear and the query reads the levels of that catalog
   * (001 "Level stats page": one project has it).
   */
  eventCatalog: boolean;
  /**
   * Added to the events' level wherever a stats screen shows a level, and taken off the levels an
   * operator types (000 §9: tile projects offset the level by 1, their clients count from 0).
   */
  levelOffset: number;
  /** The level-type filters while the project config has no `levelTypes`. */
  levelTypes: LevelTypeDef[];
  thumbnail: ThumbnailSize;
  /**
   * The level statistics table adds the one project's extra columns after the standard ones
   * (001 §3: folderName, name, skillLevelName, lost, dur_per_uv, finishRetry, finishDuration,
   * afterFailUv/Pv, afterFinishUv/Pv).
   */
  levelExtraColumns: boolean;
}

export const statsDefaults: StatsOverrides = {
  eventCatalog: false,
  levelOffset: 0,
  levelTypes: [
    { key: 'props.folder', label: 'Folder' },
    { key: 'props.release', label: 'Release' },
  ],
  thumbnail: { width: 100, height: 110, scale: 1 },
  levelExtraColumns: false,
};

declare module '../../core/shared/overrides' {
  interface OverrideContracts {
    stats: StatsOverrides;
  }
}

export function statsOverrides(code: string | null | undefined): StatsOverrides {
  return overridesFor(code, 'stats', statsDefaults);
}
