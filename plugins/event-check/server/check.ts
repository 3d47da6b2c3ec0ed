// The check of one stored event against the catalog (002 §4: result 0 fail, 1 success). Pure, so
// it is tested on its own; the reasons are sentences an operator can act on.
import { RESULT, type CheckResult, type EventType, type FieldRule } from '../shared';

/** The parts of a stored event a rule can name (props as stored: text). */
export interface StoredEvent {
  event: string;
  level: number | null;
  puzzleId: string;
  duration: number | null;
  value: number | null;
  appVersion: string;
  country: string;
  props: Record<string, string>;
}

const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** The field's value: a number, text, or undefined when the event does not carry it. */
function valueOf(e: StoredEvent, field: string): number | string | undefined {
  if (field.startsWith('props.')) {
    const key = field.slice('props.'.length);
    return Object.prototype.hasOwnProperty.call(e.props, key) ? e.props[key] : undefined;
  }
  switch (field) {
    case 'level':
    case 'duration':
    case 'value': {
      const n = e[field];
      return n === null ? undefined : n;
    }
    case 'puzzleId':
    case 'appVersion':
    case 'country':
      // Stored as '' when the client sent none.
      return e[field] === '' ? undefined : e[field];
    default:
      return undefined;
  }
}

const quote = (v: number | string) => (typeof v === 'number' ? String(v) : `'${v.length > 60 ? `${v.slice(0, 60)}…` : v}'`);

/** The reasons one field breaks its rule (none when it keeps it). */
export function checkField(rule: FieldRule, raw: number | string | undefined): string[] {
  if (raw === undefined || raw === '') return rule.required ? [`${rule.field} is required`] : [];
  let num: number | null = null;
  switch (rule.type) {
    case 'number':
    case 'integer':
      num = typeof raw === 'number' ? raw : NUMBER_TEXT.test(raw.trim()) ? Number(raw) : null;
      if (num === null || !Number.isFinite(num)) return [`${rule.field} must be a number (got ${quote(raw)})`];
      if (rule.type === 'integer' && !Number.isInteger(num)) return [`${rule.field} must be a whole number (got ${quote(raw)})`];
      break;
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') return [`${rule.field} must be true or false (got ${quote(raw)})`];
      break;
    case 'string':
      break;
  }
  const reasons: string[] = [];
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (rule.values.length) {
    // Numbers compare as numbers (a rule value '1.0' admits 1).
    const ok = num !== null ? rule.values.some((v) => NUMBER_TEXT.test(v) && Number(v) === num) : rule.values.includes(text);
    if (!ok) reasons.push(`${rule.field} must be one of ${rule.values.join(', ')} (got ${quote(raw)})`);
  }
  if (num !== null && rule.min !== null && num < rule.min) reasons.push(`${rule.field} must be at least ${rule.min} (got ${num})`);
  if (num !== null && rule.max !== null && num > rule.max) reasons.push(`${rule.field} must be at most ${rule.max} (got ${num})`);
  return reasons;
}

/** One event against the catalog (by type name). */
export function checkEvent(e: StoredEvent, catalog: ReadonlyMap<string, EventType>): { result: CheckResult; reasons: string[] } {
  const type = catalog.get(e.event);
  if (!type) return { result: RESULT.fail, reasons: [`No event type '${e.event}' in the catalog`] };
  const reasons = type.fields.flatMap((rule) => checkField(rule, valueOf(e, rule.field)));
  return { result: reasons.length ? RESULT.fail : RESULT.success, reasons };
}
