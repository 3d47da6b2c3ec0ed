// May the user open a named route (a link to another plugin's screen)? The same rules as the
// router and the navbar: installed, the route's rule, and for project screens the project's
// disabledPlugins and locked modules. A link the user could only follow to a 403 is not offered.
import { useCallback } from 'react';
import { useAccessSnapshot, useCurrentCode } from '../project/hooks';
import { findPlugin, installedRoutes } from '../registry';
import { canAccess, canUseInProject, type AccessSnapshot } from './can';

export function canOpenRoute(name: string, snap: AccessSnapshot, code: string | null | undefined): boolean {
  const route = installedRoutes().find((r) => r.name === name);
  if (!route) return false;
  return route.projectScoped ? canUseInProject(findPlugin(route.pluginId), route.rule, snap, code) : canAccess(route.rule, snap, code);
}

/** canOpen(routeName, code?): in `code`, or else the current project. */
export function useCanOpen(): (name: string, code?: string | null) => boolean {
  const snap = useAccessSnapshot();
  const current = useCurrentCode();
  return useCallback(
    (name: string, code?: string | null) => canOpenRoute(name, snap, code === undefined ? current : code),
    [snap, current],
  );
}
