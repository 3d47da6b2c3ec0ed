import { describe, expect, it } from 'vitest';
import { providedBy } from './provides';

describe('providedBy', () => {
  const apps = async () => [{ platform: 1, token: 'abcdef123456' }];

  it("answers the enabled plugin's function, undefined for a name nobody provides", () => {
    const provided = providedBy([{ id: 'a' }, { id: 'b', provides: { 'adjust.apps': apps } }]);
    expect(provided('adjust.apps')).toBe(apps);
    expect(providedBy([{ id: 'a' }])('adjust.apps')).toBeUndefined();
  });

  it('refuses two providers of one name at start', () => {
    expect(() =>
      providedBy([
        { id: 'a', provides: { 'adjust.apps': apps } },
        { id: 'b', provides: { 'adjust.apps': apps } },
      ]),
    ).toThrow('"adjust.apps" is provided by both a and b');
  });
});
