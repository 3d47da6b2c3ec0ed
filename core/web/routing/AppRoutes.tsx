// The signed-in console's routes: core pages, then the plugins' routes (most specific first).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ServerErrorPage } from '../pages/ServerErrorPage';
import { RouteGate } from './RouteGate';
import { useResolvedRoute } from './useResolvedRoute';

export function AppRoutes() {
  const [location] = useLocation();
  const resolved = useResolvedRoute();
  const path = location.replace(/\/+$/, '') || '/';

  // The home page's title; the 404 and 500 pages set their own (ResultPage).
  useEffect(() => {
    if (path === '/') document.title = 'LiveOps Console';
  }, [path]);

  if (path === '/') return <HomePage />;
  if (path === '/500') return <ServerErrorPage />;
  if (!resolved) return <NotFoundPage />;
  return <RouteGate resolved={resolved} location={location} />;
}
