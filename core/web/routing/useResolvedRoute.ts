import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { resolveRoute, type ResolvedRoute } from '../registry';

/** The plugin route of the current location (null for core pages and unknown paths). */
export function useResolvedRoute(): ResolvedRoute | null {
  const [location] = useLocation();
  return useMemo(() => resolveRoute(location), [location]);
}
