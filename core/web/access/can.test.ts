import { describe, expect, it } from 'vitest';
import { rule } from '../../shared/access';
import type { CurrentUser } from '../../shared/auth';
import type { ProjectSummary } from '../../shared/project';
import { gateRoute, type GateInput } from '../routing/gate';
import { canAccess, canUseInProject, isModuleLocked, isPluginOff } from './can';

const project = (code: string, disabledPlugins: string[] = []): ProjectSummary => ({
  code,
  nickname: code,
  description: '',
  domain: 1,
  disabledPlugins,
});
const user: CurrentUser = {
  id: 7,
  mail: 'u@x.io',
  displayName: 'U',
  role: 'USER',
  rights: [{ projectCode: 'jigsaw', name: 'projectOverview' }],
};
const admin: CurrentUser = { ...user, id: 1, role: 'ADMIN', rights: [] };
const snap = {
  user,
  projects: [project('jigsaw'), project('tiles', ['stats'])],
  access: { tiles: { ownerIds: [7], lockedModules: [] }, jigsaw: { ownerIds: [], lockedModules: ['bundles'] } },
};

describe('canAccess', () => {
  it('follows the shared rules', () => {
    expect(canAccess(rule.signedIn, snap)).toBe(true);
    expect(canAccess(rule.signedIn, { ...snap, user: null })).toBe(false);
    expect(canAccess(rule.public, { ...snap, user: null })).toBe(true);
    expect(canAccess(rule.admin, snap)).toBe(false);
    expect(canAccess(rule.admin, { ...snap, user: admin })).toBe(true);
    expect(canAccess(rule.right('projectOverview'), snap, 'jigsaw')).toBe(true);
    expect(canAccess(rule.right('projectOverview'), snap, 'tiles')).toBe(false);
    expect(canAccess(rule.ownerOrAdmin, snap, 'tiles')).toBe(true);
    expect(canAccess(rule.ownerOrAdmin, snap, 'jigsaw')).toBe(false);
  });
  it("treats 'member' as 'in the user's project list'", () => {
    expect(canAccess(rule.member, snap, 'tiles')).toBe(true);
    expect(canAccess(rule.member, snap, 'pins')).toBe(false);
    expect(canAccess(rule.member, { ...snap, user: admin }, 'pins')).toBe(true);
  });
  it('keeps locked modules for admins', () => {
    expect(isModuleLocked('bundles', snap, 'jigsaw')).toBe(true);
    expect(isModuleLocked('bundles', { ...snap, user: admin }, 'jigsaw')).toBe(false);
    expect(canUseInProject({ id: 'bundles' }, rule.signedIn, snap, 'jigsaw')).toBe(false);
    expect(canUseInProject({ id: 'projects' }, rule.right('projectOverview'), snap, 'jigsaw')).toBe(true);
    expect(canUseInProject({ id: 'stats' }, rule.signedIn, snap, 'tiles')).toBe(false);
    expect(canUseInProject({ id: 'projects' }, rule.signedIn, snap, 'pins')).toBe(false);
  });
  it('knows turned-off plugins', () => {
    expect(isPluginOff({ id: 'stats' }, project('tiles', ['stats']))).toBe(true);
    expect(isPluginOff({ id: 'stats', toggleable: false }, project('tiles', ['stats']))).toBe(false);
    expect(isPluginOff({ id: 'stats' }, undefined)).toBe(false);
  });
});

describe('gateRoute', () => {
  const input: GateInput = { ...snap, projectsLoaded: true, plugin: { id: 'projects' } };
  const overview = { rule: rule.right('projectOverview'), projectScoped: true };
  it('opens, forbids and hides', () => {
    expect(gateRoute(overview, 'jigsaw', input)).toBe('open');
    expect(gateRoute(overview, 'pins', input)).toBe('forbidden');
    expect(gateRoute(overview, 'pins', { ...input, user: admin })).toBe('notFound');
    expect(gateRoute(overview, 'tiles', { ...input, plugin: { id: 'stats' } })).toBe('notFound');
    expect(gateRoute({ rule: rule.admin, projectScoped: false }, undefined, input)).toBe('forbidden');
  });
  it('waits for what it needs', () => {
    expect(gateRoute(overview, 'jigsaw', { ...input, projectsLoaded: false })).toBe('loading');
    expect(gateRoute(overview, 'jigsaw', { ...input, access: {} })).toBe('loading');
    expect(gateRoute(overview, 'jigsaw', { ...input, user: admin, access: {} })).toBe('open');
  });
  it('forbids locked modules to non-admins', () => {
    expect(gateRoute(overview, 'jigsaw', { ...input, plugin: { id: 'bundles' } })).toBe('forbidden');
    expect(gateRoute(overview, 'jigsaw', { ...input, user: admin, plugin: { id: 'bundles' } })).toBe('open');
  });
});
