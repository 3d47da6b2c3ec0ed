// Before/after of an audit entry as a list of changed paths (objects walked; arrays and
// scalars compared whole; a list of plain values also says what was added and removed, e.g. a
// user's rights).
export interface Change {
  path: string;
  before: unknown;
  after: unknown;
  /** For lists of plain values: the values only in `after`, and only in `before`. */
  added?: unknown[];
  removed?: unknown[];
}

const isPlain = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const plainList = (v: unknown): v is unknown[] => Array.isArray(v) && v.every(isPlain);

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function diffEntries(before: unknown, after: unknown, path = ''): Change[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => diffEntries(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const change: Change = { path: path || '(value)', before, after };
  if ((plainList(before) || before == null) && (plainList(after) || after == null) && (Array.isArray(before) || Array.isArray(after))) {
    const was = (before as unknown[] | null | undefined) ?? [];
    const now = (after as unknown[] | null | undefined) ?? [];
    change.added = now.filter((v) => !was.includes(v));
    change.removed = was.filter((v) => !now.includes(v));
  }
  return [change];
}

const short = (v: unknown) => {
  const text = v === undefined ? '—' : JSON.stringify(v);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/**
 * One line for the log's Change column: "rights: +levelStats −bonus", "priority: 0 → 7",
 * "created", "deleted", or the changed fields when there are several.
 */
export function changeSummary(before: unknown, after: unknown): string {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return '';
  if (before === null || before === undefined) return 'created';
  if (after === null || after === undefined) return 'deleted';
  const changes = diffEntries(before, after);
  if (!changes.length) return 'no change';
  const one = (c: Change) =>
    c.added || c.removed
      ? `${c.path}: ${[...(c.added ?? []).map((v) => `+${String(v)}`), ...(c.removed ?? []).map((v) => `−${String(v)}`)].join(' ')}`
      : `${c.path}: ${short(c.before)} → ${short(c.after)}`;
  return changes.length <= 2 ? changes.map(one).join('; ') : `${changes.length} fields: ${changes.map((c) => c.path).join(', ')}`;
}
