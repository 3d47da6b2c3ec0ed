// Plugin `adjust-apps`: the admin's Adjust apps (002 "Adjust apps admin", §3, §5, §7, §9): which
// Adjust app token each project's Android and iOS builds report installs to. Zod-free (the web
// manifest imports this file into the entry chunk): the schema is in schemas.ts, the typed
// endpoints in endpoints.ts.
import { routeRef } from '../../core/shared/links';

export const PLUGIN_ID = 'adjust-apps';

export const paths = { apps: '/admin/adjust-apps' } as const;

/** Screens other plugins may link to (core/shared/links.ts): ad-stats links here for an unconfigured platform. */
export const routeRefs = {
  adjustApps: routeRef({ plugin: PLUGIN_ID, id: 'adjustApps', path: paths.apps }),
};

/** 002 §9: apply and adjust lists 10 a page (10, 20, 50, 100). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** 002 §3: platform 1 Android, 2 iOS. */
export const ADJUST_PLATFORMS = [
  { value: 1, label: 'Android' },
  { value: 2, label: 'iOS' },
] as const;
export type AdjustPlatform = (typeof ADJUST_PLATFORMS)[number]['value'];
export const platformLabel = (p: number) => ADJUST_PLATFORMS.find((x) => x.value === p)?.label ?? String(p);

/** The spec's texts (002 §5, §8) and ours where it is silent (README). */
export const MESSAGES = {
  projectRequired: 'Please input project code',
  platformRequired: 'Please select platform',
  tokenRequired: 'Please input adjust app token',
  tokenShape: 'An adjust app token is 6 to 32 letters and digits',
  confirmDelete: 'Are you sure delete it?',
  saved: 'success',
  deleted: 'Deleted',
} as const;

export const TOKEN_MIN = 6;
export const TOKEN_MAX = 32;

/** One Adjust app (002 §3: id, projectCode, platform, token) with the project's nickname for the table. */
export interface AdjustAppRow {
  id: number;
  projectCode: string;
  projectNickname: string;
  platform: AdjustPlatform;
  token: string;
  createdAt: string;
  updatedAt: string;
}
