// Level-type filters of the level statistics query bar (001): the project config's `levelTypes`
// (read through the stats config schema, schemas.ts)
// ([{key: 'props.<name>', label, values?}]), otherwise the project's override (stats.levelTypes:
// folder and release unless a project names its own). Their choice lives in
// the URL as one condition text ("props.folder=F1,F2; props.release=R3").
import { statsDefaults, type LevelTypeDef } from '../shared';
import { parseCondition } from '../../../core/web/analytics/condition';
import { readConfigKey } from '../../../core/shared/projectConfig';
import { statsConfigSchema } from '../schemas';

export type { LevelTypeDef };

export const DEFAULT_LEVEL_TYPES: LevelTypeDef[] = statsDefaults.levelTypes;

/** The config's level types (through the stats config schema), else `fallback` (the project's override, by default folder and release). */
export function levelTypeDefs(config: Record<string, unknown> | undefined, fallback: LevelTypeDef[] = DEFAULT_LEVEL_TYPES): LevelTypeDef[] {
  const list = readConfigKey(statsConfigSchema, 'levelTypes', config, null);
  if (!list) return fallback;
  return list.map(({ key, label, values }) => ({ key, label: label || key.slice(6), values }));
}

/** The chosen values per key, read from the URL text. */
export function readLevelTypes(text: string): Record<string, string[]> {
  const parsed = parseCondition(text);
  const out: Record<string, string[]> = {};
  if (!parsed.ok) return out;
  for (const item of parsed.value) {
    const v = item.value;
    out[item.key] = Array.isArray(v) ? v.map(String) : v === null || typeof v === 'object' ? [] : [String(v)];
  }
  return out;
}

/** The URL text of the chosen values (keys without values are left out). */
export function writeLevelTypes(chosen: Record<string, string[]>): string {
  return Object.entries(chosen)
    .filter(([, values]) => values.length)
    .map(([key, values]) => `${key}=${values.map((v) => v.replace(/[,;=]/g, ' ').trim()).join(',')}`)
    .join('; ');
}
