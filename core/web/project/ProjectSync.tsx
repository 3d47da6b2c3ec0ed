// Keeps the project context in step: loads the user's projects after sign-in, stores the
// route's project as the current one, and fetches the current project's owners for
// ownerOrAdmin rules. Renders nothing.
import { useEffect, useRef } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { ProjectDetail } from '../../shared/project';
import { userAtom } from '../auth/userAtom';
import { api } from '../http';
import { useResolvedRoute } from '../routing/useResolvedRoute';
import { ownerIdsAtom, projectsAtom, reloadProjects, storedCodeAtom } from './state';

export function ProjectSync() {
  const user = useAtomValue(userAtom);
  const { loaded, list } = useAtomValue(projectsAtom);
  const [stored, setStored] = useAtom(storedCodeAtom);
  const ownerIds = useAtomValue(ownerIdsAtom);
  const setOwnerIds = useSetAtom(ownerIdsAtom);
  const resolved = useResolvedRoute();
  const requested = useRef(new Set<string>());

  useEffect(() => {
    requested.current.clear();
    if (user) void reloadProjects();
  }, [user]);

  const routeCode = resolved?.route.projectScoped ? resolved.params.code : undefined;
  const visible = (code: string | null | undefined) => !!code && list.some((p) => p.code === code);

  useEffect(() => {
    if (!loaded) return;
    if (visible(routeCode)) {
      if (stored !== routeCode) setStored(routeCode!);
    } else if (!visible(stored)) {
      // The stored project is gone or belongs to someone else: start from the user's first project.
      setStored(list[0]?.code ?? null);
    }
  });

  const current = visible(routeCode) ? routeCode : visible(stored) ? stored : null;
  useEffect(() => {
    if (!current || ownerIds[current] || requested.current.has(current)) return;
    requested.current.add(current);
    api<{ project: ProjectDetail }>(`/${encodeURIComponent(current)}/project`)
      .then((res) => setOwnerIds((all) => ({ ...all, [current]: res.project.owners.map((o) => o.id) })))
      .catch(() => requested.current.delete(current));
  }, [current, ownerIds, setOwnerIds]);

  return null;
}
