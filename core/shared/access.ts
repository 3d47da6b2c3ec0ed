// Access rules: every route, nav item, command and endpoint names one. The same
// evaluation runs on the web (to hide what a user may not do) and on the server (the real check).

export const ROLES = ['ADMIN', 'USER', 'LIMIT'] as const;
export type Role = (typeof ROLES)[number];

export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'admin' }
  | { kind: 'ownerOrAdmin' }
  /** Signed in and holding any right in (or owning) the path's project; ADMIN always. */
  | { kind: 'member' }
  /** A game client of the path's project: its client key in X-Client-Key (server only). */
  | { kind: 'clientKey' }
  /** A game SERVER of the path's project: its secret server key as `Authorization: Bearer` (server only). */
  | { kind: 'serverKey' }
  /** A named right in the path's project. `limit: false` keeps LIMIT users out even when they hold it. */
  | { kind: 'right'; right: string; limit?: boolean };

export const rule = {
  public: { kind: 'public' } as AccessRule,
  signedIn: { kind: 'signedIn' } as AccessRule,
  admin: { kind: 'admin' } as AccessRule,
  ownerOrAdmin: { kind: 'ownerOrAdmin' } as AccessRule,
  member: { kind: 'member' } as AccessRule,
  clientKey: { kind: 'clientKey' } as AccessRule,
  serverKey: { kind: 'serverKey' } as AccessRule,
  right: (right: string, opts: { limit?: boolean } = {}): AccessRule => ({ kind: 'right', right, ...opts }),
};

export interface RightGrant {
  projectCode: string;
  name: string;
}

/** What access checks need to know about the signed-in user. */
export interface Viewer {
  id: number;
  role: Role;
  rights: RightGrant[];
}

/** What access checks need to know about the project in the path. */
export interface ProjectAccess {
  code: string;
  ownerIds: number[];
}

/** A right a plugin declares: listed by the rights admin, granted per project. */
export interface RightDecl {
  name: string;
  /** The screen the right opens, e.g. `/:code/overview`. */
  url: string;
  title?: string;
}

export function isOwnerOrAdmin(viewer: Viewer | null, project: ProjectAccess | null | undefined): boolean {
  if (!viewer) return false;
  if (viewer.role === 'ADMIN') return true;
  return !!project && project.ownerIds.includes(viewer.id);
}

/** Why a prod control is disabled, and what the server answers (403) when one is used anyway. */
export const PROD_OWNERS_ONLY = "Only the project's owners and admins can change prod";

/**
 * May `viewer` change what game clients of `env` see in `project`? Sandbox follows the route's
 * own rule; prod (publish, enable switches, clear, consuming redeems) is for owners and admins.
 */
export function mayChangeEnv(viewer: Viewer | null, project: ProjectAccess | null | undefined, env: string): boolean {
  return !isProdEnv(env) || isOwnerOrAdmin(viewer, project);
}

/** 'prod' or 'Prod' (check-update's spelling). */
export const isProdEnv = (env: string): boolean => env.toLowerCase() === 'prod';

export function holdsRight(viewer: Viewer, projectCode: string, right: string): boolean {
  return viewer.rights.some((r) => r.projectCode === projectCode && r.name === right);
}

/** True when `viewer` may pass `accessRule` in `project` (null outside a project). */
export function allows(accessRule: AccessRule, viewer: Viewer | null, project?: ProjectAccess | null): boolean {
  switch (accessRule.kind) {
    case 'public':
      return true;
    case 'clientKey':
    case 'serverKey':
      return false; // a game client or server, never a console user: checked by the server from the header
    case 'signedIn':
      return !!viewer;
    case 'admin':
      return viewer?.role === 'ADMIN';
    case 'ownerOrAdmin':
      return isOwnerOrAdmin(viewer, project);
    case 'member':
      if (!viewer) return false;
      if (viewer.role === 'ADMIN') return true;
      if (!project) return false;
      return project.ownerIds.includes(viewer.id) || viewer.rights.some((r) => r.projectCode === project.code);
    case 'right':
      if (!viewer) return false;
      if (viewer.role === 'ADMIN') return true;
      if (!project) return false;
      if (viewer.role === 'LIMIT' && accessRule.limit === false) return false;
      return holdsRight(viewer, project.code, accessRule.right);
  }
}

export function describeRule(accessRule: AccessRule): string {
  return accessRule.kind === 'right' ? `right:${accessRule.right}` : accessRule.kind;
}

/** Route groups (plugin ids) a project's config locks: only ADMIN may use them there. */
export function lockedModules(config: Record<string, unknown> | null | undefined): string[] {
  const locked = config?.lockedModules;
  return Array.isArray(locked) ? locked.filter((m): m is string => typeof m === 'string') : [];
}
