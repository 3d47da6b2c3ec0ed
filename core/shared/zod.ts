import { z } from 'zod';
import type { ApiIssue } from './errors';

/** A required, trimmed string whose empty case carries the spec's message. */
export const requiredText = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** zod issues in the shape of the error body. */
export function toApiIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Mantine form validator from a zod schema: { field: message } for the first issue per field. */
export function zodFormErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** An env field: 'sandbox' or 'prod' in any case, else `message`. */
export const envNameField = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['sandbox', 'prod'], { error: message }));

/** A numeric platform code among `codes` (a blank counts as missing), else `message`. */
export function platformCodeField<P extends number>(codes: readonly P[], message: string): z.ZodType<P, unknown> {
  return z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : Number(v)),
    z.number().refine((n) => (codes as readonly number[]).includes(n), message),
  ) as unknown as z.ZodType<P, unknown>;
}

/**
 * Options for an object's cross-field check (`.superRefine(fn, checkWhenValid('type', 'end'))`):
 * zod skips such a check once any field failed to parse, so a form would show its message only
 * after every other field is fixed. This runs it whenever the fields it reads parsed (a failed
 * refinement such as `.min()` on them does not stop it either, as in zod's own rule).
 */
export const checkWhenValid = (...fields: string[]) => ({
  when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[]; continue?: boolean }[] }) =>
    // Never on something that is not an object at all (a list, a string: the issue is at the root).
    !!payload.value &&
    typeof payload.value === 'object' &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((i) => i.continue !== true && (!i.path?.length || fields.includes(String(i.path[0])))),
});

/**
 * A whole number from `min` to `max` whose every failure says what is wrong. A schema-wide
 * `z.number({ error })` would lend its one message to every check ("must be a whole number" for
 * a number that is only too big); here each case has its own: not a number or not whole
 * (`notWhole`), missing (`required`), below `min` (`tooSmall`), above `max` (`tooBig`).
 */
export function wholeNumber(o: { label: string; min: number; max: number; required?: string; notWhole?: string; tooSmall?: string; tooBig?: string }) {
  const notWhole = o.notWhole ?? `${o.label} must be a whole number`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? (o.required ?? notWhole) : notWhole) })
    .refine((n) => Number.isInteger(n), notWhole)
    .min(o.min, o.tooSmall ?? `${o.label} must be at least ${o.min}`)
    .max(o.max, o.tooBig ?? `${o.label} must be at most ${o.max}`);
}
