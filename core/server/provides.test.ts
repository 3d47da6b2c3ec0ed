import { describe, expect, it } from 'vitest';
import { providedBy } from './provides';

// A contract of this test's own, merged as a provider merges its (core declares none).
declare module './provides' {
  interface ProvidedContracts {
    'probe.items': (projectCode: string) => Promise<{ id: number }[]>;
  }
}

describe('providedBy', () => {
  const items = async () => [{ id: 1 }];

  it("answers the enabled plugin's function, undefined for a name nobody provides", () => {
    const provided = providedBy([{ id: 'a' }, { id: 'b', provides: { 'probe.items': items } }]);
    expect(provided('probe.items')).toBe(items);
    expect(providedBy([{ id: 'a' }])('probe.items')).toBeUndefined();
  });

  it('refuses two providers of one name at start', () => {
    expect(() =>
      providedBy([
        { id: 'a', provides: { 'probe.items': items } },
        { id: 'b', provides: { 'probe.items': items } },
      ]),
    ).toThrow('"probe.items" is provided by both a and b');
  });
});
