// Plugin `rights`: the rights and groups admin (001) and rights assignment per project (002).
// Zod-free (the web manifest imports this file into the entry chunk): the schemas are in
// schemas.ts, the typed endpoints in endpoints.ts.
import { routeRef } from '../../core/shared/links';

export const PLUGIN_ID = 'rights';

export const paths = {
  admin: '/admin/rights',
  /** Named `settingRights` (001: the users table links here with code and userId). */
  assign: '/:code/rights/:userId?',
} as const;

/** The screens other plugins may open (core/shared/links.ts; bound in app/links.ts). */
export const routeRefs = {
  /** 001: the users table opens a user's rights in a project. */
  settingRights: routeRef({ plugin: PLUGIN_ID, id: 'settingRights', path: paths.assign }),
};

export interface RightItem {
  name: string;
  url: string;
  /** Declared by an installed plugin: listed automatically, cannot be deleted. */
  builtIn: boolean;
  plugin?: string;
}

export interface GroupItem {
  name: string;
  right_names: { name: string }[];
}
