// Experiments v1: the API's shapes and typed endpoints (002 §7), both halves' one definition.
// Beside schemas/v1.ts, not in shared.ts: they carry zod, which the entry chunk must not load.
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import type { Env } from '../../../core/shared/constants';
import type { ScopeFilter, ScopeGroup } from '../../../core/shared/experiments';
import type { LocalizedName, PuzzleAttr } from '../../../core/shared/content';
import { deploySchema, experimentV1Schema, listQuerySchema, releaseLevelsQuerySchema, switchEnableSchema } from '../schemas/v1';

/** The current deployment of an env: its last one (001 §3 sandboxDeploy, prodDeploy). */
export interface DeployRef {
  id: number;
  enable: boolean;
}

/** One deployment (000 §3 experiment_deployments): enable true is Running, false Closed. */
export interface DeploymentV1 {
  id: number;
  env: Env;
  enable: boolean;
  operator: string;
  createdAt: string;
  updatedAt: string;
}

export interface ExperimentV1 {
  id: number;
  name: string;
  filter: ScopeFilter;
  scope: { min: number; max: number };
  groups: ScopeGroup[];
  operator: string;
  createdAt: string;
  updatedAt: string;
  sandboxDeploy: DeployRef | null;
  prodDeploy: DeployRef | null;
}

export interface ExperimentV1Detail extends ExperimentV1 {
  /** Every deployment, newest first (the detail's history). */
  deployments: DeploymentV1[];
}

/** What the puzzle detail modal shows. */
export interface PuzzleInfo {
  id: number;
  name: LocalizedName;
  pic1: string;
  pic2: string;
  isReleased: boolean;
  attr: PuzzleAttr;
  folders: { id: number; name: LocalizedName }[];
}

/** A level of the latest release: its default puzzle, and whether it is a boss level. */
export interface ReleaseLevel {
  level: number;
  puzzleId: number;
  name: string;
  folderId: number;
  boss: boolean;
}

/**
 * The default puzzle of each level (000 §7 "releases list and release read", 002 §7 release detail
 * with extra boss_begin, boss_interval): the latest published release of `type`, its boss levels
 * from its extra (000 §9), its levels in play order. `release` null: none is published (or the
 * releases plugin is not enabled: `enabled` false).
 */
export interface ReleaseLevels {
  enabled: boolean;
  /** The project's release types; `type` is the one read (null: the project has none, any type). */
  types: string[];
  type: string | null;
  release: {
    id: number;
    name: string;
    type: string;
    publishedAt: string | null;
    puzzleCount: number;
    extra: Record<string, number>;
  } | null;
  boss: { begin: number; interval: number } | null;
  levels: ReleaseLevel[];
}

const API = '/v1/:code/experiment';

export const v1Endpoints = {
  list: endpoint({ method: 'GET', path: API, query: listQuerySchema, response: typeOf<{ experiments: ExperimentV1[]; total: number }>() }),
  create: endpoint({ method: 'POST', path: API, body: experimentV1Schema, response: typeOf<{ experiment: ExperimentV1 }>() }),
  get: endpoint({ method: 'GET', path: `${API}/:id`, response: typeOf<{ experiment: ExperimentV1Detail }>() }),
  update: endpoint({ method: 'PUT', path: `${API}/:id`, body: experimentV1Schema, response: typeOf<{ experiment: ExperimentV1 }>() }),
  deploy: endpoint({
    method: 'POST',
    path: `${API}/:id/deployment`,
    body: deploySchema,
    response: typeOf<{ experiment: ExperimentV1; deployment: DeploymentV1 }>(),
  }),
  switchEnable: endpoint({
    method: 'POST',
    path: `${API}/:id/switchEnable`,
    body: switchEnableSchema,
    response: typeOf<{ experiment: ExperimentV1; deployment: DeploymentV1 }>(),
  }),
  releaseLevels: endpoint({
    method: 'GET',
    path: `${API}/release/levels`,
    query: releaseLevelsQuerySchema,
    response: typeOf<ReleaseLevels>(),
  }),
  puzzle: endpoint({ method: 'GET', path: `${API}/puzzles/:puzzleId`, response: typeOf<{ puzzle: PuzzleInfo }>() }),
};
