// The project config's schema (DESIGN §3: data operators edit at run time lives in project.config).
// Each plugin declares the keys it owns (zod, `configSchema` of its server manifest); core owns
// the keys it reads itself or that several plugins share. `projectConfigSchema` merges them into
// one schema, which manage projects checks a config against (a 400 whose issue path names the
// key: `config.countries.0`), and readers take a key through `readConfigKey`, so a stored value
// that does not parse falls back to the reader's default instead of being half-read.
//
// Unknown keys are kept, not refused: a config may hold the keys of a plugin that is not
// installed (removing a plugin must not make every project unsavable) and keys a plugin reads
// without having declared them yet.
import { z } from 'zod';
import { BUILTIN_METRICS, configuredMetricSchema } from './metrics';
import { PLUGIN_ID_PATTERN } from './plugin';

/** A plugin's (or core's) part of the project config: every key optional. */
export type ConfigPart = z.ZodObject<Record<string, z.ZodType>>;

const whole = (key: string, min: number) =>
  z.union([z.number(), z.string().regex(/^\d+$/, `${key}: a whole number of at least ${min}`).transform(Number)]).pipe(
    z
      .number({ error: `${key}: a whole number of at least ${min}` })
      .int(`${key}: a whole number of at least ${min}`)
      .min(min, `${key}: a whole number of at least ${min}`)
      .max(Number.MAX_SAFE_INTEGER),
  );

/** Schemes that run code or read local data where a client opens them: never an app scheme. */
const NEVER_SCHEMES = ['javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'filesystem'];

/** The country list: the stats config edits it (001), stats, ad stats and in-site messages read it. */
export const countriesSchema = z
  .array(
    z.string({ error: 'country can not be null' }).trim().min(1, 'country can not be null').max(40, 'country: at most 40 characters'),
    { error: 'countries: a list of country codes' },
  )
  .max(200, 'countries: at most 200 values');

/** Keys core reads itself (access, client links, the metrics compiler) or several plugins share. */
export const coreConfigSchema = z
  .object({
    /** Route groups (plugin ids) only ADMIN may use in this project (002). */
    lockedModules: z
      .array(z.string({ error: 'lockedModules: plugin ids' }).regex(PLUGIN_ID_PATTERN, 'lockedModules: plugin ids (kebab-case)'), {
        error: 'lockedModules: a list of plugin ids',
      })
      .max(100, 'lockedModules: at most 100 plugin ids'),
    /** Link schemes game clients may open besides http(s): the game's own, the stores'. */
    appSchemes: z
      .array(
        z
          .string({ error: 'appSchemes: URL schemes' })
          .regex(/^[A-Za-z][A-Za-z0-9+.-]*$/, 'appSchemes: a URL scheme such as jigsaw or itms-apps')
          .superRefine((s, ctx) => {
            if (NEVER_SCHEMES.includes(s.toLowerCase()))
              ctx.addIssue({ code: 'custom', message: `appSchemes: ${s} may not be opened by game clients` });
          }),
        { error: 'appSchemes: a list of URL schemes' },
      )
      .max(20, 'appSchemes: at most 20 schemes'),
    countries: countriesSchema,
    /** The project's own metrics: averages of a field over an event (core/shared/metrics.ts). */
    metrics: z
      .array(configuredMetricSchema, { error: 'metrics: a list of {name, title?, event, field}' })
      .max(100, 'metrics: at most 100')
      .superRefine((list, ctx) => {
        list.forEach((m, i) => {
          if (Object.prototype.hasOwnProperty.call(BUILTIN_METRICS, m.name))
            ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `metrics: ${m.name} is a game metric already` });
          else if (list.findIndex((o) => o.name === m.name) !== i)
            ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `metrics: ${m.name} is listed twice` });
        });
      }),
    /** Boss levels (the level kind filter): boss_begin, then every boss_interval levels. */
    boss_begin: whole('boss_begin', 0),
    boss_interval: whole('boss_interval', 1),
    /** The project's folder types (001 §3): the folders screen's type choice, the puzzles screen's picker groups. */
    folderTypes: z
      .array(
        z.string({ error: 'folderTypes: names' }).trim().min(1, 'folderTypes: names').max(40, 'folderTypes: at most 40 characters each'),
        { error: 'folderTypes: a list of names' },
      )
      .max(50, 'folderTypes: at most 50'),
    /** The project's release types (000 §3): puzzle-content releases and online releases are of one of them. */
    releaseTypes: z
      .array(
        z.string({ error: 'releaseTypes: names' }).trim().min(1, 'releaseTypes: names').max(40, 'releaseTypes: at most 40 characters each'),
        { error: 'releaseTypes: a list of names' },
      )
      .max(50, 'releaseTypes: at most 50'),
  })
  .partial();

export interface ConfigOwner {
  id: string;
  configSchema?: ConfigPart;
}

/** Core's keys and each plugin's, in one loose object schema; a key declared twice throws. */
export function projectConfigSchema(plugins: readonly ConfigOwner[]): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = {};
  const owner = new Map<string, string>();
  for (const part of [{ id: 'core', configSchema: coreConfigSchema as ConfigPart }, ...plugins]) {
    for (const [key, schema] of Object.entries(part.configSchema?.shape ?? {})) {
      const other = owner.get(key);
      if (other) throw new Error(`Project config key ${key} is declared by ${other} and ${part.id}`);
      owner.set(key, part.id);
      shape[key] = schema.optional();
    }
  }
  return z.looseObject(shape);
}

/** One key of a stored config through its schema: the parsed value, or `fallback` when absent or not valid. */
export function readConfigKey<P extends ConfigPart, K extends keyof P['shape'] & string, F>(
  part: P,
  key: K,
  config: Record<string, unknown> | null | undefined,
  fallback: F,
): Exclude<z.output<P['shape'][K]>, undefined> | F {
  const value = config?.[key];
  if (value === undefined || value === null) return fallback;
  const parsed = (part.shape[key] as z.ZodType).safeParse(value);
  return parsed.success && parsed.data !== undefined ? (parsed.data as Exclude<z.output<P['shape'][K]>, undefined>) : fallback;
}

/** The plugins (and core) whose keys a locked-module list may name: plugin ids. */
export function lockedModulesOf(config: Record<string, unknown> | null | undefined): string[] {
  return readConfigKey(coreConfigSchema, 'lockedModules', config, []);
}
