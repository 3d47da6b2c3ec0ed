// The stats config (001 "Stats config"): the project config fields operators edit on the stats
// config screen, and what the screens fall back to. Their values are read through the project
// config's schema (core/shared/projectConfig.ts: the country list is core's key); the change's
// body schema is in configSchema.ts.
import { readConfigKey, coreConfigSchema } from '../../core/shared/projectConfig';

export interface StatsConfigField {
  /** The field's name in the spec's messages: '{field} can not be null'. */
  field: string;
  title: string;
  /** The key in project.config (declared in core's config schema) and the jsonPath of POST /v1/{code}/config. */
  key: 'countries';
  jsonPath: string;
  /** Values the screens use while the project has none. */
  fallback: readonly string[];
}

/** 002 §9: the stats country list. */
export const STATS_COUNTRIES = ['US', 'GB', 'FR', 'DE', 'JP', 'AU', 'MX', 'BR', 'RU', 'TW', 'OTHER'] as const;

export const STATS_CONFIG_FIELDS: readonly StatsConfigField[] = [
  { field: 'country', title: 'Country', key: 'countries', jsonPath: '$.countries', fallback: STATS_COUNTRIES },
];

/** POST {modifies: [{jsonPath, newValue}]} -> {project} */
export const CONFIG_API = '/v1/:code/config';

/** The field's values in a project config (through its schema), or its fallback. */
export function configValues(config: Record<string, unknown> | null | undefined, f: StatsConfigField): string[] {
  return [...readConfigKey(coreConfigSchema, f.key, config, f.fallback)];
}
