import { describe, expect, it } from 'vitest';
import { rule } from '../shared/access';
import { definePlugin } from './plugin';
import { hasRoute, installPlugins, installedCommands, installedNav, preloadScreen, resolveRoute, routePath } from './registry';

const screen = () => Promise.resolve({ default: () => null });

describe('registry', () => {
  installPlugins([
    definePlugin({
      id: 'alpha',
      title: 'Alpha',
      nav: [{ label: 'Things', path: '/:code/things', rule: rule.signedIn }],
      routes: [
        { path: '/:code/things', name: 'things', title: 'Things', rule: rule.signedIn, screen },
        { path: '/:code/things/:id', name: 'thing', title: 'Thing', rule: rule.signedIn, screen },
      ],
      commands: [{ id: 'alpha.openThings', title: 'Open things', rule: rule.signedIn, goTo: '/:code/things' }],
    }),
    definePlugin({
      id: 'beta',
      title: 'Beta',
      routes: [{ path: '/admin/things', name: 'adminThings', title: 'Admin things', rule: rule.admin, screen }],
    }),
  ]);

  it('builds paths by route name', () => {
    expect(routePath('thing', { code: 'jigsaw', id: 4 })).toBe('/jigsaw/things/4');
    // Params the pattern does not name become the query (the screen's URL state); empty ones are left out.
    expect(routePath('things', { code: 'jigsaw', start: '2024-01-01', end: '2024-01-31', platform: '', tag: null })).toBe(
      '/jigsaw/things?start=2024-01-01&end=2024-01-31',
    );
    expect(routePath('thing', { code: 'jigsaw', id: 4, q: 'a b&c' })).toBe('/jigsaw/things/4?q=a+b%26c');
    expect(hasRoute('adminThings')).toBe(true);
    expect(hasRoute('missing')).toBe(false);
    expect(() => routePath('missing')).toThrow(/No installed route/);
    expect(() => routePath('thing', { code: 'jigsaw' })).toThrow(/Missing route parameter/);
  });

  it('resolves a location to the most specific route', () => {
    expect(resolveRoute('/admin/things')?.route.pluginId).toBe('beta');
    expect(resolveRoute('/jigsaw/things/4')).toMatchObject({
      route: { name: 'thing', projectScoped: true },
      params: { code: 'jigsaw', id: '4' },
    });
    expect(resolveRoute('/jigsaw/other')).toBeNull();
  });

  it('tags nav items and commands with their plugin', () => {
    expect(installedNav()[0]).toMatchObject({ pluginId: 'alpha', projectScoped: true });
    expect(installedCommands()[0]).toMatchObject({ pluginId: 'alpha', pluginTitle: 'Alpha' });
  });

  it('refuses a route name declared twice', () => {
    const twice = definePlugin({
      id: 'x',
      title: 'X',
      routes: [
        { path: '/a', name: 'same', title: 'A', rule: rule.signedIn, screen },
        { path: '/b', name: 'same', title: 'B', rule: rule.signedIn, screen },
      ],
    });
    expect(() => installPlugins([twice])).toThrow(/declared twice/);
  });
});

describe('preloaded screens', () => {
  it('load once ahead of a navigation, and again after a failure', async () => {
    let loads = 0;
    let fail = true;
    const load = () => {
      loads += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => null });
    };
    installPlugins([
      definePlugin({
        id: 'gamma',
        title: 'Gamma',
        routes: [{ path: '/:code/gamma', name: 'gamma', title: 'Gamma', rule: rule.signedIn, screen: load }],
      }),
    ]);
    const route = resolveRoute('/x/gamma')!.route;
    await expect(route.preload()).rejects.toThrow('offline');
    fail = false;
    preloadScreen('/x/gamma?tab=1');
    await route.preload();
    await route.preload();
    expect(loads).toBe(2);
    preloadScreen('/nowhere');
  });
});
