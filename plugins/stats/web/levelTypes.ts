// Level-type filters of the level statistics query bar (001): the project config's `levelTypes`
// ([{key: 'props.<name>', label, values?}]), otherwise folder and release. Their choice lives in
// the URL as one condition text ("props.folder=F1,F2; props.release=R3").
import { parseCondition } from './condition';

export interface LevelTypeDef {
  /** The event prop the level's type is in, e.g. props.folder. */
  key: string;
  label: string;
  /** Fixed choices; without them the choices are the values seen in the events. */
  values?: string[];
}

export const DEFAULT_LEVEL_TYPES: LevelTypeDef[] = [
  { key: 'props.folder', label: 'Folder' },
  { key: 'props.release', label: 'Release' },
];

const PROP = /^props\.[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export function levelTypeDefs(config: Record<string, unknown> | undefined): LevelTypeDef[] {
  const raw = config?.levelTypes;
  if (!Array.isArray(raw)) return DEFAULT_LEVEL_TYPES;
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
  return defs.length ? defs : DEFAULT_LEVEL_TYPES;
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
