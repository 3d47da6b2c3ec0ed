// The web side of access: hide what the user may not do (the server is the real check).
// Pure functions over a snapshot of the session, so the router, navbar, palette and
// project switcher all decide the same way.
import { allows, type AccessRule } from '../../shared/access';
import type { CurrentUser } from '../../shared/auth';
import type { ProjectSummary } from '../../shared/project';
import type { WebPlugin } from '../plugin';

/** What GET /v1/:code/project tells about access in one project. */
export interface ProjectAccessInfo {
  ownerIds: number[];
  /** Plugin ids the project's config locks: only ADMIN may use them there. */
  lockedModules: string[];
}

export interface AccessSnapshot {
  user: CurrentUser | null | undefined;
  /** The projects the user may see (GET /v1/projects). */
  projects: readonly ProjectSummary[];
  /** Per project code, once loaded. */
  access: Readonly<Record<string, ProjectAccessInfo>>;
}

type PluginRef = Pick<WebPlugin, 'id' | 'toggleable'> | undefined;

/** May the user pass `rule` in project `code` (null/undefined outside a project)? */
export function canAccess(rule: AccessRule, snap: AccessSnapshot, code?: string | null): boolean {
  const user = snap.user;
  if (!user) return rule.kind === 'public';
  // 'member' on the web means: the project is in the user's list (ADMIN sees every project).
  if (rule.kind === 'member') return user.role === 'ADMIN' || (!!code && snap.projects.some((p) => p.code === code));
  const project = code ? { code, ownerIds: snap.access[code]?.ownerIds ?? [] } : null;
  return allows(rule, user, project);
}

/** A toggleable plugin the project has turned off shows no nav, route or command there. */
export function isPluginOff(plugin: PluginRef, project: ProjectSummary | undefined): boolean {
  if (!plugin || !project || plugin.toggleable === false) return false;
  return project.disabledPlugins.includes(plugin.id);
}

/** A module the project locks is for ADMIN only there. */
export function isModuleLocked(pluginId: string, snap: AccessSnapshot, code: string): boolean {
  return snap.user?.role !== 'ADMIN' && !!snap.access[code]?.lockedModules.includes(pluginId);
}

/** May a project screen/nav item/command of `plugin` with `rule` be used in project `code`? */
export function canUseInProject(plugin: PluginRef, rule: AccessRule, snap: AccessSnapshot, code: string | null | undefined): boolean {
  if (!code) return false;
  const project = snap.projects.find((p) => p.code === code);
  if (!project || isPluginOff(plugin, project)) return false;
  if (plugin && isModuleLocked(plugin.id, snap, code)) return false;
  return canAccess(rule, snap, code);
}
