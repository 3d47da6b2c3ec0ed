// One game event as clients send it: the schema for the ingestion endpoint and the demo generator.
// Apart from events.ts so a screen that names events does not build it (zod at module load was a
// long task of level statistics' first load).
import { z } from 'zod';
import { EVENT_NAME_PATTERN, MAX_CLOCK_SKEW_MS, MAX_PROPS, MIN_EVENT_TS, PROP_KEY_PATTERN } from './events';

const idText = (field: string, max: number) =>
  z
    .union([z.string(), z.number().int()], { error: `${field} must be a string` })
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max, `${field} is longer than ${max} characters`));

/** One event. Unknown top-level fields are refused (put extra data in props). */
export const eventSchema = z.strictObject({
  event: z.string({ error: 'event is required' }).regex(EVENT_NAME_PATTERN, 'event must be a name of letters, digits and _ (at most 64)'),
  userId: idText('userId', 128).pipe(z.string().min(1, 'userId is required')),
  ts: z
    .number({ error: 'ts must be a time in milliseconds' })
    .int('ts must be a whole number of milliseconds')
    .min(MIN_EVENT_TS, 'ts must be a time in milliseconds after 2015-01-01')
    .refine((ts) => ts <= Date.now() + MAX_CLOCK_SKEW_MS, 'ts is more than a day ahead of the server clock'),
  platform: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'platform must be 1 (Android), 2 (iOS) or 3 (Mac)' }),
  appVersion: z
    .string({ error: 'appVersion must be a string' })
    .trim()
    .max(32, 'appVersion is longer than 32 characters')
    .regex(/^[0-9A-Za-z.+_-]*$/, 'appVersion may hold letters, digits and . + _ - only')
    .default(''),
  country: z
    .string({ error: 'country must be a string' })
    .trim()
    .max(16, 'country is longer than 16 characters')
    .transform((c) => c.toUpperCase())
    .default(''),
  level: z
    .number({ error: 'level must be a whole number' })
    .int('level must be a whole number')
    .min(0, 'level must be 0 or more')
    .max(1_000_000, 'level must be at most 1000000')
    .nullish(),
  puzzleId: idText('puzzleId', 64).optional(),
  duration: z
    .number({ error: 'duration must be a number of seconds' })
    .min(0, 'duration must be 0 or more')
    .max(30 * 86400, 'duration must be at most 30 days')
    .nullish(),
  value: z.number({ error: 'value must be a number' }).min(-1e12, 'value is out of range').max(1e12, 'value is out of range').nullish(),
  props: z
    .record(
      z.string(),
      z.union([z.string().max(256, 'props values are at most 256 characters'), z.number(), z.boolean()], {
        error: 'props values must be strings, numbers or booleans',
      }),
      { error: 'props must be an object of names and values' },
    )
    .superRefine((p, ctx) => {
      const keys = Object.keys(p);
      if (keys.length > MAX_PROPS) ctx.addIssue({ code: 'custom', message: `props may hold at most ${MAX_PROPS} keys` });
      for (const k of keys) {
        if (!PROP_KEY_PATTERN.test(k))
          ctx.addIssue({ code: 'custom', path: [k], message: 'props keys must be names of letters, digits and _' });
      }
    })
    .optional(),
});
export type GameEventInput = z.input<typeof eventSchema>;
export type GameEvent = z.output<typeof eventSchema>;
