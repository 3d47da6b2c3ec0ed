// POST /v1/{code}/config (001 §7): {modifies: [{jsonPath, newValue}]}. One schema for the edit
// modal and the server; it admits only the stats config fields, so nothing else of the project
// config can be written through it.
import { z } from 'zod';
import { STATS_CONFIG_FIELDS, type StatsConfigField } from './statsConfig';

export const MAX_CONFIG_VALUES = 200;

/** A field's values: each required ('{field} can not be null'), trimmed, upper case, listed once. */
export function configValuesSchema(f: StatsConfigField) {
  return z
    .array(
      z
        .string({ error: `${f.field} can not be null` })
        .trim()
        .min(1, `${f.field} can not be null`)
        .max(40, `${f.field}: at most 40 characters`)
        .transform((v) => v.toUpperCase()),
    )
    .max(MAX_CONFIG_VALUES, `At most ${MAX_CONFIG_VALUES} values`)
    .superRefine((values, ctx) => {
      values.forEach((v, i) => {
        if (values.indexOf(v) !== i) ctx.addIssue({ code: 'custom', path: [i], message: `${f.field} ${v} is listed twice` });
      });
    });
}

const modifySchema = z.discriminatedUnion(
  'jsonPath',
  STATS_CONFIG_FIELDS.map((f) => z.object({ jsonPath: z.literal(f.jsonPath), newValue: configValuesSchema(f) })) as unknown as [
    z.ZodObject<{ jsonPath: z.ZodLiteral<string>; newValue: ReturnType<typeof configValuesSchema> }>,
  ],
  { error: `jsonPath must be one of ${STATS_CONFIG_FIELDS.map((f) => f.jsonPath).join(', ')}` },
);

export const configBodySchema = z.object({
  modifies: z
    .array(modifySchema)
    .min(1, 'modifies: at least one change')
    .refine((list) => new Set(list.map((m) => m.jsonPath)).size === list.length, 'modifies: each jsonPath once'),
});
export type ConfigBody = z.output<typeof configBodySchema>;
