// Plugin `applies` (002 "Apply page"): the conclusion of an older-kind (v1) experiment. For each
// level of the experiment's scope the operator picks which group's puzzle wins (or leaves the
// level's default puzzle); the apply's conf maps level -> chosen puzzle id. One apply per
// experiment and env: created (and re-created) in sandbox, synced to prod, deployed to that env's
// game server through core's publish life cycle (kind 'applies', key = the experiment id), or used
// to replace the default puzzles in the project's folders (pickPuzzle).
// Zod-free (the web manifest imports it): schemas in schemas.ts, endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';
import type { PublishableRef } from '../../core/shared/release';
import { typeOf } from '../../core/shared/endpoint';
import { linkNeed, routeRef } from '../../core/shared/links';

export const PLUGIN_ID = 'applies';
/** The publish pipeline's kind; the key is the experiment id (one deployed apply per experiment and env). */
export const PUBLISH_KIND = 'applies';

export const paths = { apply: '/:code/experiment/:id/apply' } as const;

export const RIGHT_APPLY = 'apply';
export const rights: RightDecl[] = [{ name: RIGHT_APPLY, url: paths.apply, title: 'Experiment applies' }];

/** The apply page, which the experiment detail's button opens (bound in app/links.ts). */
export const routeRefs = {
  apply: routeRef({ plugin: PLUGIN_ID, id: 'experimentApply', path: paths.apply }),
};

/** The page's back link to the experiment's detail (plugin experiments), bound in app/links.ts. */
export const linkNeeds = {
  experiment: linkNeed({ plugin: PLUGIN_ID, id: 'experiment', params: typeOf<{ code: string; id: number }>() }),
};

/** What the plugin publishes: the deployed apply of an experiment (key = experiment id). */
export const publishRef: PublishableRef<typeof PLUGIN_ID> = {
  id: PLUGIN_ID,
  title: 'experiment applies',
  right: RIGHT_APPLY,
  kinds: [PUBLISH_KIND],
};

/** 002 §9: apply lists 10 a page (10/20/50/100). */
export const PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export const ENVS = ['sandbox', 'prod'] as const;
export type ApplyEnv = (typeof ENVS)[number];

/** 002 §5 and §8 texts exactly; the rest is ours (the spec is silent). */
export const MESSAGES = {
  allDefault: 'all scope puzzle are default',
  envRequired: 'Please select Env!',
  releaseTypeRequired: 'Please select a release type',
  releaseTypeUnknown: (t: string) => `Unknown release type '${t}': use one of the project's release types`,
  experimentRequired: 'Please select an experiment',
  experimentNotFound: 'Experiment not found',
  applyNotFound: 'Apply not found',
  levelOutside: (level: number, min: number, max: number) => `Level ${level} is outside the experiment's scope ${min}-${max}`,
  notGroupPuzzle: (level: number, puzzleId: number) => `Puzzle ${puzzleId} is not a group's puzzle at level ${level}`,
  levelInvalid: 'Levels are whole numbers from 1',
  tooManyLevels: 'At most 1000 levels',
  sandboxFirst: "Prod takes only the sandbox apply's conf: create it in sandbox first",
  wrongEnv: (env: string) => `This is the ${env} apply: choose ${env}`,
  folderOnly: "This project's applies only replace puzzles in folders: they are not deployed to the game server",
  deployOwners: "Only the project's owners and admins can deploy an apply",
  noRelease: (type: string) => `No ${type} release yet: pick puzzle needs one to find the levels' folders`,
  levelBeyond: (level: number, type: string, n: number) => `Level ${level} is beyond the ${type} release's ${n} puzzles`,
  puzzleInFolder: (puzzleId: number, folderId: number) => `Puzzle ${puzzleId} is in folder ${folderId} already`,
  puzzleMissing: (puzzleId: number) => `Puzzle ${puzzleId} is not in this project`,
  levelReleased: (level: number, puzzleId: number) => `Level ${level}: puzzle ${puzzleId}: This puzzle is released and locked`,
  levelFolder: (level: number, folderId: number, reason: string) => `Level ${level}: folder ${folderId}: ${reason}`,
};

export const CONFIRM = {
  syncProd: 'Are you sure to create this apply to Prod?',
  deployProd: 'Are you sure to deploy this apply to Prod?',
};
/** 002 §8 toasts (the apply page is a 002 screen): create, deploy, replace, sync to prod. */
export const TOASTS = { created: 'CREATED', deployed: 'Deploy success', replaced: 'Replace success', synced: 'Sync success' } as const;

/** level (as text, JSON keys) -> puzzle id. */
export type ApplyConf = Record<string, number>;

export interface ApplyDeployment {
  id: number;
  applyId: number;
  env: ApplyEnv;
  conf: ApplyConf;
  /** The publish snapshot (returnId) the deploy made live. */
  returnId: number | null;
  operator: string;
  updatedAt: string;
}

export interface ApplyModification {
  id: number;
  applyId: number;
  env: ApplyEnv;
  experimentId: number;
  conf: ApplyConf;
  operator: string;
  updatedAt: string;
}

export interface Apply {
  id: number;
  experimentId: number;
  env: ApplyEnv;
  conf: ApplyConf;
  /** The last deployment (002 §3 deploy.id), null before the first. */
  deploy: { id: number; updatedAt: string; operator: string } | null;
  operator: string;
  createdAt: string;
  updatedAt: string;
}

/** The experiment an apply is built from, as the apply page needs it. */
export interface ApplyExperiment {
  id: number;
  name: string;
  scope: { min: number; max: number };
  /** Per level, the groups' puzzles (tag and puzzle id), in group order. */
  levels: { level: number; choices: { tag: string; puzzleId: number }[] }[];
}

export interface ApplyListResponse {
  rows: Apply[];
  count: number;
}
export interface ApplyDetailResponse {
  apply: Apply;
  experiment: ApplyExperiment;
  /** 002 §3 apply_deployments, newest first. */
  deployments: ApplyDeployment[];
}
export interface ApplyPageInfo {
  experiment: ApplyExperiment;
  /** The project's release types (the replace modal's select) and its folder-only switch. */
  releaseTypes: string[];
  folderOnly: boolean;
}
/** What one game server serves (kind applies, per experiment). */
export interface DeployedApply {
  applyId: number;
  experimentId: number;
  conf: ApplyConf;
}
export interface GameServerResponse {
  applyList: (DeployedApply & { returnId: number; updatedAt: string; operator: string })[];
}
export interface PickPuzzleResult {
  replaced: { level: number; folderId: number; from: number; to: number }[];
}
