// A field rule in a few characters, for the catalog table and the detail modal.
import type { FieldRule } from '../shared';

/** `1..12`, `≥ 0`, `≤ 5`, or '' without bounds. */
export function boundsText(f: FieldRule): string {
  if (f.min !== null && f.max !== null) return `${f.min}..${f.max}`;
  if (f.min !== null) return `≥ ${f.min}`;
  return f.max !== null ? `≤ ${f.max}` : '';
}

/** One rule in a line: `level*: integer ≥ 0`, `props.extType*: string ∈ {Facebook, Apple}`. */
export function ruleText(f: FieldRule): string {
  const bounds = ` ${boundsText(f)}`.trimEnd();
  const values = f.values.length ? ` ∈ {${f.values.join(', ')}}` : '';
  return `${f.field}${f.required ? '*' : ''}: ${f.type}${bounds}${values}`;
}
