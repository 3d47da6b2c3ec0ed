import { describe, expect, it } from 'vitest';
import { rule } from '../../shared/access';
import { switchTarget, type ScreenRef } from './switchTarget';

const overview: ScreenRef = { path: '/:code/overview', rule: rule.right('overview'), pluginId: 'projects', projectScoped: true };
const bundles: ScreenRef = { path: '/:code/bundles', rule: rule.right('bundles'), pluginId: 'bundles', projectScoped: true };
const bundle: ScreenRef = { path: '/:code/bundles/:id', rule: rule.right('bundles'), pluginId: 'bundles', projectScoped: true };
const projects: ScreenRef = { path: '/projects', rule: rule.signedIn, pluginId: 'projects', projectScoped: false };
const screens = [overview, bundles, bundle, projects];
// 'pins' has no bundles right; 'words' has nothing.
const grants: Record<string, string[]> = { jigsaw: ['overview', 'bundles'], pins: ['overview'], words: [] };
const canOpen = (s: ScreenRef, code: string) => s.rule.kind !== 'right' || grants[code]?.includes(s.rule.right);

describe('switchTarget', () => {
  it('keeps the same screen when allowed', () => {
    expect(switchTarget({ code: 'jigsaw', current: { route: bundles, params: { code: 'pins' } }, screens, canOpen })).toBe(
      '/jigsaw/bundles',
    );
  });
  it('falls back to the first screen allowed, then home', () => {
    expect(switchTarget({ code: 'pins', current: { route: bundles, params: { code: 'jigsaw' } }, screens, canOpen })).toBe(
      '/pins/overview',
    );
    expect(switchTarget({ code: 'words', current: { route: bundles, params: { code: 'jigsaw' } }, screens, canOpen })).toBe('/');
  });
  it('does not carry ids into another project', () => {
    expect(switchTarget({ code: 'jigsaw', current: { route: bundle, params: { code: 'jigsaw', id: '4' } }, screens, canOpen })).toBe(
      '/jigsaw/overview',
    );
  });
  it('stays outside project screens', () => {
    expect(switchTarget({ code: 'jigsaw', current: { route: projects, params: {} }, screens, canOpen })).toBeNull();
    expect(switchTarget({ code: 'jigsaw', current: null, screens, canOpen })).toBeNull();
  });
  it('opens a requested screen', () => {
    expect(switchTarget({ code: 'pins', current: null, goTo: '/:code/overview', screens, canOpen })).toBe('/pins/overview');
    expect(switchTarget({ code: 'words', current: null, goTo: '/:code/overview', screens, canOpen })).toBe('/');
  });
});
