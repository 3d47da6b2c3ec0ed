// The event-type form's values and their way to and from an EventType. Validation is the shared
// eventTypeSchema (the server's), plus the one rule only the catalog knows: names are unique.
import { zodFormErrors } from '../../../core/shared/zod';
import { eventTypeSchema } from '../schemas';
import { MESSAGES, type EventType, type FieldType } from '../shared';

export interface FieldRow {
  field: string;
  type: FieldType;
  required: boolean;
  /** Allowed values, comma-separated. */
  values: string;
  min: number | string;
  max: number | string;
}

export interface EventTypeFormValues {
  type: string;
  description: string;
  fields: FieldRow[];
}

export const emptyField = (): FieldRow => ({ field: '', type: 'string', required: false, values: '', min: '', max: '' });

export function toFormValues(t?: EventType): EventTypeFormValues {
  if (!t) return { type: '', description: '', fields: [] };
  return {
    type: t.type,
    description: t.description,
    fields: t.fields.map((f) => ({
      field: f.field,
      type: f.type,
      required: f.required,
      values: f.values.join(', '),
      min: f.min ?? '',
      max: f.max ?? '',
    })),
  };
}

/** The form as the API takes it (call after validation). */
export const toEventType = (v: EventTypeFormValues): EventType => eventTypeSchema.parse(v);

/** Mantine form errors: the schema's messages, and a name another type of the catalog has. */
export function eventTypeErrors(v: EventTypeFormValues, otherNames: readonly string[]): Record<string, string> {
  const errors = zodFormErrors(eventTypeSchema, v);
  const name = v.type.trim();
  if (!errors.type && otherNames.includes(name)) errors.type = MESSAGES.typeTwice(name);
  return errors;
}
