// Level-type filters of the level statistics query bar (001): the project config's `levelTypes`
// ([{key: 'props.<name>', label, values?}]), otherwise the project's override (stats.levelTypes:
// folder and release unless a project names its own). Their choice lives in
// the URL as one condition text ("props.folder=F1,F2; props.release=R3").
import { statsDefaults, type LevelTypeDef } from '../overrides';
import { parseCondition } from '../../../core/web/analytics/condition';

export type { LevelTypeDef };

export const DEFAULT_LEVEL_TYPES: LevelTypeDef[] = statsDefaults.levelTypes;

const PROP = /^props\.[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The config's level types, else `fallback` (the project's override, by default folder and release). */
export function levelTypeDefs(config: Record<string, unknown> | undefined, fallback: LevelTypeDef[] = DEFAULT_LEVEL_TYPES): LevelTypeDef[] {
  const raw = config?.levelTypes;
  if (!Array.isArray(raw)) return fallback;
  const defs: LevelTypeDef[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const { key, label, values } = item as Record<string, unknown>;
    if (typeof key !== 'string' || !PROP.test(key) || defs.some((d) => d.key === key)) continue;
    defs.push({
      key,
      label: typeof label === 'string' && label.trim() ? label : key.slice(6),
      values: Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string' && v !== '') : undefined,
    });
  }
  return defs.length ? defs : fallback;
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
