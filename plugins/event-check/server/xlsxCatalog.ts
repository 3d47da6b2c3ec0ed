// The catalog as a spreadsheet (the import, 002 §5 xlsx only, and its export): the first sheet,
// a header row, then one row per field rule —
//   event | description | field | type | required | values | min | max
// Rows of one event make one event type (its description from the first row that has one); a row
// with an event and no field declares a type without rules. Headers are matched by name in any
// case and order. Every problem is reported with its row number.
import { badRequest } from '../../../core/server/errors';
import { cellText, readSheetRows, writeXlsx } from '../../../core/server/xlsx';
import { eventTypeSchema, fieldRuleSchema } from '../schemas';
import { MESSAGES, type EventType, type FieldRule } from '../shared';

export const COLUMNS = ['event', 'description', 'field', 'type', 'required', 'values', 'min', 'max'] as const;
type Column = (typeof COLUMNS)[number];

/** The event types of a workbook; a 400 listing the first problems (with row numbers) when any. */
export function parseCatalogXlsx(bytes: Uint8Array): EventType[] {
  const rows = readSheetRows(bytes);
  const header = (rows[0] ?? []).map((h) => cellText(h).toLowerCase());
  const at: Partial<Record<Column, number>> = {};
  for (const c of COLUMNS) if (header.includes(c)) at[c] = header.indexOf(c);
  if (at.event === undefined) throw badRequest(`The first row must name the columns: ${COLUMNS.join(', ')} (no 'event' column found)`);

  const types = new Map<string, { type: string; description: string; fields: FieldRule[]; row: number }>();
  const problems: string[] = [];
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    const get = (c: Column) => (at[c] === undefined ? '' : cellText(cells[at[c]!]));
    const event = get('event');
    const field = get('field');
    if (!event && !field && !get('description')) return;
    if (!event) return void problems.push(`Row ${row}: ${MESSAGES.typeRequired}`);
    let entry = types.get(event);
    if (!entry) types.set(event, (entry = { type: event, description: '', fields: [], row }));
    if (!entry.description) entry.description = get('description');
    if (!field) return;
    const parsed = fieldRuleSchema.safeParse({
      field,
      type: get('type'),
      required: get('required'),
      values: get('values'),
      min: get('min'),
      max: get('max'),
    });
    if (!parsed.success) return void problems.push(`Row ${row}: ${parsed.error.issues[0].message}`);
    if (entry.fields.some((f) => f.field === parsed.data.field))
      return void problems.push(`Row ${row}: ${MESSAGES.fieldTwice(parsed.data.field)} for ${event}`);
    entry.fields.push(parsed.data);
  });
  const out: EventType[] = [];
  for (const entry of types.values()) {
    const parsed = eventTypeSchema.safeParse(entry);
    if (!parsed.success) problems.push(`Row ${entry.row}: ${parsed.error.issues[0].message}`);
    else out.push(parsed.data);
  }
  if (problems.length) {
    const shown = problems.slice(0, 5).join('; ');
    throw badRequest(
      problems.length > 5 ? `${shown}; and ${problems.length - 5} more` : shown,
      problems.slice(0, 50).map((message) => ({ path: 'file', message })),
    );
  }
  if (!out.length) throw badRequest(MESSAGES.emptyImport);
  return out;
}

/** The catalog in the import's layout (a file that imports back to the same catalog). */
export function catalogXlsx(types: EventType[]): Uint8Array<ArrayBuffer> {
  const rows: (string | number)[][] = [[...COLUMNS]];
  for (const t of types) {
    if (!t.fields.length) rows.push([t.type, t.description, '', '', '', '', '', '']);
    t.fields.forEach((f, i) =>
      rows.push([
        t.type,
        i === 0 ? t.description : '',
        f.field,
        f.type,
        f.required ? 'yes' : '',
        f.values.join(','),
        f.min ?? '',
        f.max ?? '',
      ]),
    );
  }
  return writeXlsx([{ name: 'Event types', rows, widths: [26, 40, 18, 9, 9, 36, 8, 8] }]);
}
