// Project context for screens, the shell and the palette.
import { useCallback, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { AccessRule } from '../../shared/access';
import type { ProjectSummary } from '../../shared/project';
import { userAtom } from '../auth/userAtom';
import { canAccess, type AccessSnapshot } from '../access/can';
import { useResolvedRoute } from '../routing/useResolvedRoute';
import { projectAccessAtom, projectsAtom, storedCodeAtom, type ProjectsState } from './state';

/** The projects the signed-in user may see. */
export function useProjects(): ProjectsState {
  return useAtomValue(projectsAtom);
}

/** The current project code: the route's `code`, else the stored project (each only if visible). */
export function useCurrentCode(): string | null {
  const resolved = useResolvedRoute();
  const stored = useAtomValue(storedCodeAtom);
  const { loaded, list } = useAtomValue(projectsAtom);
  const routeCode = resolved?.route.projectScoped ? resolved.params.code : undefined;
  const visible = (code: string | null | undefined) => !!code && (!loaded || list.some((p) => p.code === code));
  // A route code the user cannot see shows 403/404; the shell keeps showing the stored project.
  if (visible(routeCode)) return routeCode!;
  return visible(stored) ? stored : null;
}

/** The current project as the project list has it (undefined when not visible or not loaded). */
export function useCurrentProject(): { code: string | null; project: ProjectSummary | undefined } {
  const code = useCurrentCode();
  const { list } = useAtomValue(projectsAtom);
  return { code, project: code ? list.find((p) => p.code === code) : undefined };
}

export function useAccessSnapshot(): AccessSnapshot {
  const user = useAtomValue(userAtom);
  const { list } = useAtomValue(projectsAtom);
  const access = useAtomValue(projectAccessAtom);
  return useMemo(() => ({ user, projects: list, access }), [user, list, access]);
}

/** can(rule, code?): may the user pass `rule`, in `code` or else the current project? */
export function useCan(): (rule: AccessRule, code?: string | null) => boolean {
  const snap = useAccessSnapshot();
  const current = useCurrentCode();
  return useCallback(
    (rule: AccessRule, code?: string | null) => canAccess(rule, snap, code === undefined ? current : code),
    [snap, current],
  );
}
