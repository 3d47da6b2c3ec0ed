import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coreConfigSchema, lockedModulesOf, projectConfigSchema, readConfigKey } from './projectConfig';

describe('the project config schema', () => {
  it("merges core's keys with each plugin's and keeps unknown keys", () => {
    const schema = projectConfigSchema([
      { id: 'a', configSchema: z.object({ colour: z.string('colour: a text') }).partial() },
      { id: 'b' },
    ]);
    expect(schema.parse({ colour: 'red', countries: ['US'], other: 1 })).toEqual({ colour: 'red', countries: ['US'], other: 1 });
    const bad = schema.safeParse({ colour: 3 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]).toMatchObject({ path: ['colour'], message: 'colour: a text' });
  });
  it('refuses a key declared twice', () => {
    const part = z.object({ countries: z.array(z.string()) }).partial();
    expect(() => projectConfigSchema([{ id: 'a', configSchema: part }])).toThrow('Project config key countries is declared by core and a');
  });
  it("reads a key through its schema, else the reader's fallback", () => {
    expect(readConfigKey(coreConfigSchema, 'countries', { countries: [' US '] }, [])).toEqual(['US']);
    expect(readConfigKey(coreConfigSchema, 'countries', { countries: 'US' }, null)).toBeNull();
    expect(readConfigKey(coreConfigSchema, 'boss_interval', { boss_interval: '5' }, null)).toBe(5);
    expect(readConfigKey(coreConfigSchema, 'boss_interval', undefined, null)).toBeNull();
    expect(lockedModulesOf({ lockedModules: ['stats', 'ad-stats'] })).toEqual(['stats', 'ad-stats']);
    expect(lockedModulesOf({ lockedModules: ['stats', 3] })).toEqual([]);
    expect(lockedModulesOf(null)).toEqual([]);
  });
});
