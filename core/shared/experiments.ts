// Experiments as stored (000 §3, 001 §3, 002 §3): the older scope-based kind (v1) and the
// wizard kind (v2) share one table and one id space, so one client endpoint, one stats screen
// (/{code}/experiment/{id}/stats) and the applies read either. The experiments plugin owns the
// screens and rules; the applies plugin reads v1 experiments (an apply is derived from one).
import type { Env } from './constants';

/** 1: the older scope-based kind; 2: the wizard kind (v2). */
export type ExperimentKind = 1 | 2;

/** v2 statuses (000 §4): edit only when READY; deploy unless FINISHED or RUNNING; shutdown when RUNNING or GRAY_PUBLISH. */
export const EXPERIMENT_STATUSES = ['READY', 'RUNNING', 'GRAY_PUBLISH', 'FINISHED'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** v1: a level of the scope and the puzzle a group plays there. */
export interface ScopeLevel {
  level: number;
  puzzleId: number;
}

/** v1 group: its tag, weight (the weights sum to 100) and its puzzle per scope level. */
export interface ScopeGroup {
  tag: string;
  weight: number;
  data: ScopeLevel[];
}

/** v1 filter. */
export interface ScopeFilter {
  clientVersion?: string;
}

/** v2 group: tag, weight, how many puzzles, and the puzzle ids in level order (empty for AA). */
export interface WizardGroup {
  tag: string;
  weight: number;
  total: number;
  /** The folder that filled the levels, if any (a non-first group of an AB experiment). */
  folderId?: number | null;
  data: { levels: number[] };
}

/** v2 filter (000 §3): client versions [min, max], level range, dates (YYYY-MM-DD), countries. */
export interface WizardFilter {
  clientVersion: [string, string];
  lv: [number, number];
  startAt?: string | null;
  endAt?: string | null;
  country?: string[];
}

/** v2 join rule: a user joins only at a level inside this range (itself inside the filter's). */
export interface JoinRule {
  lv: [number, number];
}

export type ExperimentGroup = ScopeGroup | WizardGroup;

/** The warehouse event a first assignment records: props.experiment (id) and props.group (tag). */
export const EXPOSURE_EVENT = 'experiment_exposure';

/** A wizard experiment's platform tab (000 §2.7) and env. */
export const EXPERIMENT_PLATFORMS = ['android', 'ios'] as const;
export type ExperimentPlatform = (typeof EXPERIMENT_PLATFORMS)[number];
/** The events' platform number of each (core/server/warehouse/README.md: 1 Android, 2 iOS). */
export const EXPERIMENT_PLATFORM_NUMBER: Record<ExperimentPlatform, 1 | 2> = { android: 1, ios: 2 };
export type ExperimentEnv = Env;
