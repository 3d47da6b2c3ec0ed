// The web side of access: hide what the user may not do (the server is the real check).
// Pure functions over a snapshot of the session, so the router, navbar, palette and
// project switcher all decide the same way.
import { allows, type AccessRule } from '../../shared/access';
import type { CurrentUser } from '../../shared/auth';
import type { ProjectSummary } from '../../shared/project';
import type { WebPlugin } from '../plugin';

export interface AccessSnapshot {
  user: CurrentUser | null | undefined;
  /** The projects the user may see (GET /v1/projects). */
  projects: readonly ProjectSummary[];
  /** Owner ids per project code, from GET /v1/:code/project (absent until loaded). */
  ownerIds: Readonly<Record<string, number[]>>;
}

/** May the user pass `rule` in project `code` (null/undefined outside a project)? */
export function canAccess(rule: AccessRule, snap: AccessSnapshot, code?: string | null): boolean {
  const user = snap.user;
  if (!user) return rule.kind === 'public';
  // 'member' on the web means: the project is in the user's list (ADMIN sees every project).
  if (rule.kind === 'member') return user.role === 'ADMIN' || (!!code && snap.projects.some((p) => p.code === code));
  const project = code ? { code, ownerIds: snap.ownerIds[code] ?? [] } : null;
  return allows(rule, user, project);
}

/** A toggleable plugin the project has turned off shows no nav, route or command there. */
export function isPluginOff(plugin: Pick<WebPlugin, 'id' | 'toggleable'> | undefined, project: ProjectSummary | undefined): boolean {
  if (!plugin || !project || plugin.toggleable === false) return false;
  return project.disabledPlugins.includes(plugin.id);
}
