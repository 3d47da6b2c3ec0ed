import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  /** The failure (already shown in the error notice by the http client). */
  error: unknown;
  reload: () => Promise<void>;
}

export interface LoadOptions {
  /**
   * Apply the answer in a transition: React renders what it changes (many table rows) in slices
   * that leave the page responsive, instead of in one long task. Not for small answers other
   * loads wait on (a project's config): transitions render together, and each one arriving
   * restarts the others, so the next request would start late.
   */
  transition?: boolean;
}

/**
 * Loads data for a screen and reloads when `deps` change; stale answers are dropped. It is
 * loading from the render where `deps` change, not from the effect after it: a screen never
 * shows one render of "loaded, no rows" between two loads (a flash of the empty text, and a
 * table torn down and built again).
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[], options: LoadOptions = {}): Loaded<T> {
  // One object per set of deps: the answer in state says which set it belongs to.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new token whenever the caller's deps change: the list is the caller's
  const current = useMemo(() => ({}), deps);
  const currentRef = useRef(current);
  currentRef.current = current;
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown; of: object | null }>({
    data: undefined,
    loading: true,
    error: null,
    of: null,
  });
  const ticket = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const transition = useRef(options.transition);
  transition.current = options.transition;

  const reload = useCallback(async () => {
    const mine = ++ticket.current;
    const of = currentRef.current;
    // Already loading, or showing another set's answer (so already seen as loading): no render.
    setState((s) => (s.loading || s.of !== of ? s : { ...s, loading: true }));
    try {
      const data = await loadRef.current();
      const apply = () => setState({ data, loading: false, error: null, of });
      if (mine === ticket.current) transition.current ? startTransition(apply) : apply();
    } catch (error) {
      if (mine === ticket.current) setState((s) => ({ ...s, loading: false, error, of }));
    }
  }, []);

  useEffect(() => void reload(), [current, reload]);
  return { data: state.data, loading: state.loading || state.of !== current, error: state.error, reload };
}
