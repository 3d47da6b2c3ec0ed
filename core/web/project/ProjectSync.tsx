// Keeps the project context in step: loads the user's projects after sign-in, stores the
// route's project as the current one, and fetches the current project's owners for
// ownerOrAdmin rules and its locked modules. Renders nothing.
import { startTransition, useEffect, useRef } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lockedModules } from '../../shared/access';
import { projectEndpoints } from '../../shared/projectEndpoints';
import { userAtom } from '../auth/userAtom';
import { call } from '../http';
import { useResolvedRoute } from '../routing/useResolvedRoute';
import { projectAccessAtom, projectsAtom, reloadProjects, storedCodeAtom } from './state';

export function ProjectSync() {
  const user = useAtomValue(userAtom);
  const { loaded, list } = useAtomValue(projectsAtom);
  const [stored, setStored] = useAtom(storedCodeAtom);
  const access = useAtomValue(projectAccessAtom);
  const setAccess = useSetAtom(projectAccessAtom);
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
      const first = list[0]?.code ?? null;
      if (stored !== first) setStored(first);
    }
  });

  const current = visible(routeCode) ? routeCode : visible(stored) ? stored : null;
  useEffect(() => {
    if (!current || access[current] || requested.current.has(current)) return;
    requested.current.add(current);
    call(projectEndpoints.detail, { params: { code: current } })
      .then((res) => ({ ownerIds: res.project.owners.map((o) => o.id), lockedModules: lockedModules(res.project.config) }))
      // Failing here must not leave screens waiting: the server still checks every call.
      .catch(() => ({ ownerIds: [], lockedModules: [] }))
      // A transition, like the project list's (state.ts): the screens waiting on it render in slices.
      .then((info) => startTransition(() => setAccess((all) => ({ ...all, [current]: info }))));
  }, [current, access, setAccess]);

  return null;
}
