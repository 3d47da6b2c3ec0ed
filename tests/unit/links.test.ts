// Typed links between plugins (core/shared/links.ts): every need is bound in app/links.ts, every
// binding resolves to a route of an existing plugin's manifest, params are type-checked, and at run
// time a link to a plugin that is not installed gives no href.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINKS } from '../../app/links';
import { typeOf } from '../../core/shared/endpoint';
import { linkProblems, type PluginLinkDecls } from '../../core/shared/linkCheck';
import { bindLink, linkHref, linkNeed, routeRef, type LinkNeed, type RouteRef } from '../../core/shared/links';
import { allowedHref, boundRoute, installLinks } from '../../core/web/links';
import type { WebPlugin } from '../../core/web/plugin';
import { installPlugins } from '../../core/web/registry';

const PLUGINS_DIR = path.resolve(__dirname, '../../plugins');

/** A plugin's web manifest. */
const manifest = async (id: string) => ((await import(path.join(PLUGINS_DIR, id, 'web/index.ts'))) as { default: WebPlugin }).default;

async function declarations(): Promise<PluginLinkDecls[]> {
  const out: PluginLinkDecls[] = [];
  for (const id of fs.readdirSync(PLUGINS_DIR).sort()) {
    const shared = path.join(PLUGINS_DIR, id, 'shared.ts');
    const manifestFile = path.join(PLUGINS_DIR, id, 'web/index.ts');
    const mod = fs.existsSync(shared)
      ? ((await import(shared)) as { linkNeeds?: Record<string, LinkNeed>; routeRefs?: Record<string, RouteRef> })
      : {};
    const web = fs.existsSync(manifestFile) ? await manifest(id) : undefined;
    out.push({ id, needs: Object.values(mod.linkNeeds ?? {}), refs: Object.values(mod.routeRefs ?? {}), routes: web?.routes });
  }
  return out;
}

describe('links between plugins', () => {
  let plugins: PluginLinkDecls[] = [];
  beforeAll(async () => {
    plugins = await declarations();
  });

  it('binds every need, and every binding resolves to a route of its plugin', () => {
    expect(plugins.flatMap((p) => p.needs).length).toBeGreaterThan(0);
    expect(linkProblems(LINKS, plugins)).toEqual([]);
  });

  it('fails on an unbound need, a missing plugin, an undeclared ref and a route that moved', () => {
    const [first, ...rest] = LINKS;
    expect(linkProblems(rest, plugins)).toEqual([`The need ${first.need.plugin}.${first.need.id} is not bound in app/links.ts`]);

    const ghost = routeRef({ plugin: 'ghost', id: 'x', path: '/:code/ghost' });
    expect(linkProblems([...rest, { need: first.need, ref: ghost }], plugins)).toEqual([
      `${first.need.plugin}.${first.need.id} is bound to ghost.x, of a missing plugin "ghost"`,
    ]);

    const withoutStats = plugins.filter((p) => p.id !== 'stats');
    expect(linkProblems(LINKS, withoutStats).some((m) => m.includes('missing plugin "stats"'))).toBe(true);

    const moved = plugins.map((p) =>
      p.id === first.ref.plugin
        ? { ...p, routes: p.routes?.map((r) => (r.name === first.ref.id ? { ...r, path: '/:code/elsewhere' } : r)) }
        : p,
    );
    expect(linkProblems(LINKS, moved)).toEqual([
      `users.settingRights is bound to rights.settingRights at /:code/rights/:userId?, but that route's path is /:code/elsewhere`,
    ]);

    const renamed = plugins.map((p) => (p.id === first.ref.plugin ? { ...p, refs: [] } : p));
    expect(linkProblems(LINKS, renamed)).toEqual([
      `users.settingRights is bound to rights.settingRights, which plugin "rights" does not declare in its routeRefs`,
    ]);

    expect(linkProblems([...LINKS, LINKS[0]], plugins)).toEqual(['The need users.settingRights is bound 2 times']);
  });

  it('type-checks params where a need is bound', () => {
    const ref = routeRef({ plugin: 'rights', id: 'settingRights', path: '/:code/rights/:userId?' });
    const stats = routeRef({
      plugin: 'stats',
      id: 'dailyActiveUser',
      path: '/:code/stats/dailyActiveUser',
      query: typeOf<{ start: string; platform: '1' | '2' }>(),
    });
    const need = <P extends object>() => linkNeed({ plugin: 'x', id: 'y', params: typeOf<P>() });
    expect(bindLink(need<{ code: string; userId: number }>(), ref).ref).toBe(ref);
    expect(bindLink(need<{ code: string }>(), ref).ref).toBe(ref);
    expect(bindLink(need<{ code: string; platform: '2' }>(), stats).ref).toBe(stats);
    // @ts-expect-error the route has no :code to fill
    bindLink(need<{ userId: number }>(), ref);
    // @ts-expect-error the route reads no param "tab"
    bindLink(need<{ code: string; tab: string }>(), ref);
    // @ts-expect-error a param of the wrong type
    bindLink(need<{ code: string; userId: boolean }>(), ref);
    // @ts-expect-error platform is '1' or '2'
    bindLink(need<{ code: string; platform: string }>(), stats);
  });

  it('builds hrefs from path params and query, and none for a plugin that is not installed', async () => {
    const binding = LINKS.find((b) => b.need.plugin === 'dashboard' && b.need.id === 'dailyActiveUser')!;
    expect(linkHref(binding.ref, { code: 'jig saw', start: '2025-01-01', end: '2025-01-10', platform: '1' })).toBe(
      '/jig%20saw/stats/dailyActiveUser?start=2025-01-01&end=2025-01-10&platform=1',
    );
    expect(linkHref(LINKS[0].ref, { code: 'jigsaw' })).toBe('/jigsaw/rights');
    expect(linkHref(LINKS[0].ref, { code: 'jigsaw', userId: 7 })).toBe('/jigsaw/rights/7');

    installLinks(LINKS);
    installPlugins([await manifest('dashboard'), await manifest('users')]);
    expect(boundRoute(binding.need)).toBeNull();
    installPlugins([await manifest('dashboard'), await manifest('stats')]);
    expect(boundRoute(binding.need)).toBe(binding.ref);
  });

  it('offers a link only to a screen the user may open, in the project the link names (a dashboard card)', async () => {
    const binding = LINKS.find((b) => b.need.plugin === 'dashboard' && b.need.id === 'dailyActiveUser')!;
    installLinks(LINKS);
    installPlugins([await manifest('dashboard'), await manifest('stats')]);
    const asked: [string, string | null | undefined][] = [];
    const holds =
      (right: string): ((id: string, code?: string | null) => boolean) =>
      (id, code) => {
        asked.push([id, code]);
        return id === right && code === 'jigsaw';
      };
    expect(allowedHref(binding.need, holds(binding.ref.id), { code: 'jigsaw', start: '2025-01-01' })).toBe(
      '/jigsaw/stats/dailyActiveUser?start=2025-01-01',
    );
    expect(asked).toEqual([[binding.ref.id, 'jigsaw']]);
    // Another screen's right, or the right in another project: no href, so the card shows no link.
    expect(allowedHref(binding.need, holds('someOtherScreen'), { code: 'jigsaw' })).toBeNull();
    expect(allowedHref(binding.need, holds(binding.ref.id), { code: 'tiles' })).toBeNull();
    // Unbound once its plugin is not installed, whatever the rights.
    installPlugins([await manifest('dashboard')]);
    expect(allowedHref(binding.need, () => true, { code: 'jigsaw' })).toBeNull();
  });
});
