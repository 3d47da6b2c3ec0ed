// What a plugin route shows for this user and project: the screen, a loader while the session
// is still loading, 403, or 404 (unknown project for an admin, or a plugin the project turned off).
import type { InstalledRoute } from '../registry';
import { canAccess, isModuleLocked, isPluginOff, type AccessSnapshot } from '../access/can';
import type { WebPlugin } from '../plugin';

export type GateResult = 'open' | 'loading' | 'forbidden' | 'notFound';

export interface GateInput extends AccessSnapshot {
  projectsLoaded: boolean;
  plugin: Pick<WebPlugin, 'id' | 'toggleable'> | undefined;
}

/**
 * Whether what `code`'s access depends on is still on its way: the project list, then the
 * project's detail (owners, locked modules), which admins and users who cannot see it do not wait on.
 */
export function accessPending(code: string | null | undefined, input: Omit<GateInput, 'plugin'>): boolean {
  if (!input.projectsLoaded) return true;
  if (!code || input.user?.role === 'ADMIN' || !input.projects.some((p) => p.code === code)) return false;
  return !input.access[code];
}

export function gateRoute(route: Pick<InstalledRoute, 'rule' | 'projectScoped'>, code: string | undefined, input: GateInput): GateResult {
  if (!route.projectScoped || !code) return canAccess(route.rule, input) ? 'open' : 'forbidden';
  if (!input.projectsLoaded) return 'loading';
  const project = input.projects.find((p) => p.code === code);
  if (!project) {
    // An admin sees every project, so a code outside the list does not exist; others may just lack access.
    return input.user?.role === 'ADMIN' ? 'notFound' : 'forbidden';
  }
  if (isPluginOff(input.plugin, project)) return 'notFound';
  // Owners and locked modules come with the project's detail; admins need neither.
  if (accessPending(code, input)) return 'loading';
  if (input.plugin && isModuleLocked(input.plugin.id, input, code)) return 'forbidden';
  return canAccess(route.rule, input, code) ? 'open' : 'forbidden';
}
