import { Suspense, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useAccessSnapshot } from '../project/hooks';
import { projectsAtom } from '../project/state';
import { findPlugin, type ResolvedRoute } from '../registry';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { gateRoute } from './gate';
import { RouteParamsContext } from './params';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScreenLoader } from './ScreenLoader';

/** Opens a plugin screen lazily, or shows 403/404 when the user may not open it here. */
export function RouteGate({ resolved, location }: { resolved: ResolvedRoute; location: string }) {
  const { route, params } = resolved;
  const snap = useAccessSnapshot();
  const { loaded } = useAtomValue(projectsAtom);
  const gate = gateRoute(route, params.code, { ...snap, projectsLoaded: loaded, plugin: findPlugin(route.pluginId) });

  useEffect(() => {
    if (gate === 'open') document.title = `${route.title}${params.code ? ` · ${params.code}` : ''} · LiveOps Console`;
  }, [gate, route.title, params.code]);

  const heading = route.ownHeading ? undefined : route.title;
  if (gate === 'loading') return <ScreenLoader title={heading} />;
  if (gate === 'forbidden') return <ForbiddenPage />;
  if (gate === 'notFound') return <NotFoundPage />;
  const Screen = route.Screen;
  return (
    <RouteParamsContext.Provider value={params}>
      <ScreenErrorBoundary key={location}>
        <Suspense fallback={<ScreenLoader title={heading} />}>
          <Screen />
        </Suspense>
      </ScreenErrorBoundary>
    </RouteParamsContext.Provider>
  );
}
