// A link to another plugin's screen is offered only when the user may open it (issue 9, item 16).
import { describe, expect, it } from 'vitest';
import { rule } from '../../shared/access';
import type { CurrentUser } from '../../shared/auth';
import { definePlugin } from '../plugin';
import { installPlugins } from '../registry';
import type { AccessSnapshot } from './can';
import { canOpenRoute } from './routeAccess';

const screen = () => Promise.resolve({ default: () => null });
const user = (rights: string[]): CurrentUser => ({
  id: 2,
  mail: 'u@example.com',
  displayName: 'U',
  role: 'USER',
  rights: rights.map((name) => ({ projectCode: 'jigsaw', name })),
});
const snap = (u: CurrentUser, lockedModules: string[] = []): AccessSnapshot => ({
  user: u,
  projects: [{ code: 'jigsaw', nickname: 'J', description: '', domain: 0, disabledPlugins: [] }],
  access: { jigsaw: { ownerIds: [], lockedModules } },
});

describe('canOpenRoute', () => {
  installPlugins([
    definePlugin({
      id: 'stats',
      title: 'Stats',
      routes: [
        { path: '/:code/stats/dau', name: 'dau', title: 'DAU', rule: rule.right('dau'), screen },
        { path: '/:code/stats/totals', name: 'totals', title: 'Totals', rule: rule.right('totals'), screen },
      ],
    }),
    definePlugin({ id: 'admin', title: 'Admin', routes: [{ path: '/admin/x', name: 'adminX', title: 'X', rule: rule.admin, screen }] }),
  ]);

  it('follows the route’s rule in the project', () => {
    const s = snap(user(['dau']));
    expect(canOpenRoute('dau', s, 'jigsaw')).toBe(true);
    expect(canOpenRoute('totals', s, 'jigsaw')).toBe(false);
    expect(canOpenRoute('adminX', s, 'jigsaw')).toBe(false);
    expect(canOpenRoute('dau', s, 'tiles')).toBe(false);
  });
  it('refuses an uninstalled route and a module the project locks', () => {
    expect(canOpenRoute('missing', snap(user(['dau'])), 'jigsaw')).toBe(false);
    expect(canOpenRoute('dau', snap(user(['dau']), ['stats']), 'jigsaw')).toBe(false);
  });
});
