// A lazy component whose module can load ahead. Once loaded, its first render reads the module at
// once (a thenable that resolves synchronously) instead of suspending: React 19 keeps a Suspense
// boundary's content back for at least 300 ms after its fallback showed (FALLBACK_THROTTLE_MS),
// so a screen or shell loaded ahead opens without that wait.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface Preloadable {
  Component: LazyExoticComponent<ComponentType>;
  /** Loads the module (once; again after a failure). */
  preload: () => Promise<unknown>;
  loaded: () => boolean;
}

type Module = { default: ComponentType };

export function preloadableLazy(load: () => Promise<Module>): Preloadable {
  let module: Module | undefined;
  let pending: Promise<Module> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => (module = m),
      (e) => {
        pending = undefined; // a later visit tries again
        throw e;
      },
    ));
  const now = (m: Module) => ({ then: (resolve: (m: Module) => void) => resolve(m) }) as unknown as Promise<Module>;
  return { Component: lazy(() => (module ? now(module) : preload())), preload, loaded: () => !!module };
}
