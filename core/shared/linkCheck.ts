// The check behind tests/unit/links.test.ts (core/shared/links.ts): every need a plugin declares is
// bound once, and every binding's ref belongs to an existing plugin that declares it and whose web
// manifest has a route of that name and path. Structural types, so core imports no plugin.
import { needKey, type LinkBinding, type LinkNeed, type RouteRef } from './links';

export interface PluginLinkDecls {
  /** The plugin's folder name (its id). */
  id: string;
  /** Its shared.ts's `linkNeeds` and `routeRefs`. */
  needs: readonly LinkNeed[];
  refs: readonly RouteRef[];
  /** Its web manifest's routes, or undefined without a web manifest. */
  routes?: readonly { name?: string; path: string }[];
}

/** Every problem as a sentence; empty when all links resolve. */
export function linkProblems(bindings: readonly LinkBinding[], plugins: readonly PluginLinkDecls[]): string[] {
  const problems: string[] = [];
  const byId = new Map(plugins.map((p) => [p.id, p]));
  const boundCount = new Map<string, number>();
  for (const p of plugins) {
    for (const n of p.needs)
      if (n.plugin !== p.id) problems.push(`Plugin "${p.id}" declares the need ${needKey(n)} under another plugin's id`);
    for (const r of p.refs)
      if (r.plugin !== p.id) problems.push(`Plugin "${p.id}" declares the route ref ${r.plugin}.${r.id} under another plugin's id`);
  }
  for (const { need, ref } of bindings) {
    const key = needKey(need);
    boundCount.set(key, (boundCount.get(key) ?? 0) + 1);
    const source = byId.get(need.plugin);
    if (!source) problems.push(`The binding of ${key} names a missing plugin "${need.plugin}"`);
    else if (!source.needs.some((n) => needKey(n) === key)) problems.push(`Plugin "${need.plugin}" declares no need "${need.id}"`);
    const target = byId.get(ref.plugin);
    if (!target) {
      problems.push(`${key} is bound to ${ref.plugin}.${ref.id}, of a missing plugin "${ref.plugin}"`);
      continue;
    }
    if (!target.refs.some((r) => r.id === ref.id && r.path === ref.path))
      problems.push(`${key} is bound to ${ref.plugin}.${ref.id}, which plugin "${ref.plugin}" does not declare in its routeRefs`);
    const route = target.routes?.find((r) => r.name === ref.id);
    if (!route)
      problems.push(`${key} is bound to ${ref.plugin}.${ref.id}, but the web manifest of "${ref.plugin}" has no route named "${ref.id}"`);
    else if (route.path !== ref.path)
      problems.push(`${key} is bound to ${ref.plugin}.${ref.id} at ${ref.path}, but that route's path is ${route.path}`);
  }
  for (const p of plugins) {
    for (const n of p.needs) {
      const count = boundCount.get(needKey(n)) ?? 0;
      if (count === 0) problems.push(`The need ${needKey(n)} is not bound in app/links.ts`);
      if (count > 1) problems.push(`The need ${needKey(n)} is bound ${count} times`);
    }
  }
  return problems;
}
