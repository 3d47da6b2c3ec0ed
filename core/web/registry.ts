// The installed (enabled) plugins, as app/ hands them to core. Everything that lists routes,
// nav items or commands reads from here; plugins use routePath() and installedPlugins()
// to link to each other by name without importing each other.
import type { ComponentType, LazyExoticComponent } from 'react';
import { linkHref } from '../shared/links';
import type { CommandDef, NavItem, RouteDef, WebPlugin } from './plugin';
import { compareSpecificity, isProjectPattern, matchPattern, type RouteParams } from './routing/match';
import { preloadableLazy } from './routing/preloadable';

export interface InstalledRoute extends RouteDef {
  pluginId: string;
  /** Starts with `/:code`: gated by the project's membership and disabledPlugins. */
  projectScoped: boolean;
  Screen: LazyExoticComponent<ComponentType>;
  /** Loads the screen's module ahead of a navigation (a hovered link). */
  preload: () => Promise<unknown>;
}

export interface InstalledNavItem extends NavItem {
  pluginId: string;
  projectScoped: boolean;
}

export interface InstalledCommand extends CommandDef {
  pluginId: string;
  pluginTitle: string;
}

interface Registry {
  plugins: readonly WebPlugin[];
  routes: InstalledRoute[];
  nav: InstalledNavItem[];
  commands: InstalledCommand[];
  byName: Map<string, InstalledRoute>;
}

let registry: Registry = { plugins: [], routes: [], nav: [], commands: [], byName: new Map() };

/** Called once by app/ with the enabled plugins, before the first render. */
export function installPlugins(plugins: readonly WebPlugin[]): void {
  const routes: InstalledRoute[] = plugins.flatMap((p) =>
    (p.routes ?? []).map((r) => {
      // Preloadable: a hovered link loads the screen ahead, which then opens without a fallback.
      const { Component, preload } = preloadableLazy(r.screen);
      return { ...r, pluginId: p.id, projectScoped: isProjectPattern(r.path), Screen: Component, preload };
    }),
  );
  routes.sort((a, b) => compareSpecificity(a.path, b.path));
  const byName = new Map<string, InstalledRoute>();
  for (const r of routes) {
    if (!r.name) continue;
    if (byName.has(r.name)) throw new Error(`Route name "${r.name}" is declared twice`);
    byName.set(r.name, r);
  }
  registry = {
    plugins,
    routes,
    byName,
    nav: plugins.flatMap((p) => (p.nav ?? []).map((n) => ({ ...n, pluginId: p.id, projectScoped: isProjectPattern(n.path) }))),
    commands: plugins.flatMap((p) => (p.commands ?? []).map((c) => ({ ...c, pluginId: p.id, pluginTitle: p.title }))),
  };
}

export function installedPlugins(): readonly WebPlugin[] {
  return registry.plugins;
}

export function installedRoutes(): readonly InstalledRoute[] {
  return registry.routes;
}

export function installedNav(): readonly InstalledNavItem[] {
  return registry.nav;
}

export function installedCommands(): readonly InstalledCommand[] {
  return registry.commands;
}

export function findPlugin(id: string): WebPlugin | undefined {
  return registry.plugins.find((p) => p.id === id);
}

/**
 * The path of a named route, e.g. routePath('settingRights', { code, userId }). Params the pattern
 * does not name go to the query string, where screens keep their state (DESIGN §8):
 * routePath('dailyActiveUser', { code, start, end }) -> '/jigsaw/stats/dailyActiveUser?start=..&end=..'.
 * Empty values are left out. Throws for an unknown name. Another plugin's screen is opened through
 * a bound link need instead (core/web/links.ts), never by its name.
 */
export function routePath(name: string, params: Record<string, string | number | undefined | null> = {}): string {
  const route = registry.byName.get(name);
  if (!route) throw new Error(`No installed route is named "${name}"`);
  return linkHref(route, params);
}

/** True when a route of that name is installed (its plugin enabled): links can hide otherwise. */
export function hasRoute(name: string): boolean {
  return registry.byName.has(name);
}

/** Starts loading the screen a path opens (a link under the pointer or focus); unknown paths do nothing. */
export function preloadScreen(path: string): void {
  const resolved = resolveRoute(path.split(/[?#]/)[0]);
  resolved?.route.preload().catch(() => {
    /* the navigation itself shows the failure */
  });
}

export interface ResolvedRoute {
  route: InstalledRoute;
  params: RouteParams;
}

/** The plugin route a path opens, most specific pattern first. */
export function resolveRoute(path: string): ResolvedRoute | null {
  for (const route of registry.routes) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return null;
}
