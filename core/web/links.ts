// Run-time half of typed links (core/shared/links.ts): app/ installs its bindings once; a plugin
// asks for the href of one of its needs. No href (so the screen shows plain text, or no button)
// when the need is unbound, the target plugin is not enabled, the project turned it off, or the
// user may not open that screen there: a link the user could only follow to a 403 is not offered.
import { useCallback } from 'react';
import { linkHref, needKey, type LinkBinding, type LinkNeed, type RouteRef } from '../shared/links';
import { useCanOpen } from './access/routeAccess';
import { hasRoute } from './registry';

let bound = new Map<string, RouteRef>();

/** Called once by app/ with app/links.ts's bindings, before the first render. */
export function installLinks(bindings: readonly LinkBinding[]): void {
  const next = new Map<string, RouteRef>();
  for (const b of bindings) {
    const key = needKey(b.need);
    if (next.has(key)) throw new Error(`Link need "${key}" is bound twice`);
    next.set(key, b.ref);
  }
  bound = next;
}

/** The route ref a need is bound to, when its plugin's route is installed. */
export function boundRoute(need: LinkNeed): RouteRef | null {
  const ref = bound.get(needKey(need));
  return ref && hasRoute(ref.id) ? ref : null;
}

type ParamsOf<N> = N extends LinkNeed<infer P> ? P : never;

/** The href of `need` for `values`, or null when it is unbound or the user cannot open its screen there. */
export function allowedHref(
  need: LinkNeed,
  canOpen: ReturnType<typeof useCanOpen>,
  values: Record<string, string | number | undefined>,
): string | null {
  const ref = boundRoute(need);
  if (!ref || !canOpen(ref.id, values.code === undefined ? undefined : String(values.code))) return null;
  return linkHref(ref, values);
}

/**
 * href(params): the path (and query) of the need's target, or null when the user cannot open it
 * (in `params.code`'s project, else the current one).
 */
export function useLink<N extends LinkNeed>(need: N): (params: ParamsOf<N>) => string | null {
  const canOpen = useCanOpen();
  return useCallback(
    (params: ParamsOf<N>) => allowedHref(need, canOpen, params as Record<string, string | number | undefined>),
    [canOpen, need],
  );
}
