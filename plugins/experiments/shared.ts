// Plugin `experiments`: A/B experiments of both kinds (the older scope-based v1 and the wizard v2),
// their detail pages, their statistics, and the game client's sticky assignment. The stored shape
// is core's (core/shared/experiments.ts), because applies derive from experiments.
// Zod-free (the web manifest imports this file into the entry chunk).
import type { RightDecl } from '../../core/shared/access';
import { typeOf } from '../../core/shared/endpoint';
import { linkNeed, routeRef } from '../../core/shared/links';

export const PLUGIN_ID = 'experiments';

export const paths = {
  list: '/:code/experiment',
  detail: '/:code/experiment/:id/detail',
  stats: '/:code/experiment/:id/stats',
  listV2: '/:code/experimentV2',
  detailV2: '/:code/experimentV2/:id/detail',
} as const;

export const RIGHT_EXPERIMENTS = 'experiment';
export const RIGHT_EXPERIMENTS_V2 = 'experimentV2';
export const rights: RightDecl[] = [
  { name: RIGHT_EXPERIMENTS, url: paths.list, title: 'Experiments' },
  { name: RIGHT_EXPERIMENTS_V2, url: paths.listV2, title: 'Experiments v2' },
];

/** Screens other plugins may link to (the apply page links back to the experiment). */
export const routeRefs = {
  detail: routeRef({ plugin: PLUGIN_ID, id: 'experimentDetail', path: paths.detail }),
};

/** The detail page's button opens the experiment's apply page (plugin applies), bound in app/links.ts. */
export const linkNeeds = {
  apply: linkNeed({ plugin: PLUGIN_ID, id: 'apply', params: typeOf<{ code: string; id: number }>() }),
};

/** 000 §9 and 001 §9: experiments 10 a page (10/20/50/100). */
export const PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
