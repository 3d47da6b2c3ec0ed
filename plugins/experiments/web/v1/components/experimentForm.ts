// The v1 form's values and the pure steps between them (no React): the experiment as the form
// holds it, the comma-separated tags to groups (an even default split, the last group taking the
// remainder, 001 §9), each group's data fitted to the scope's levels, and each step's fields.
import type { ExperimentV1 } from '../../../endpoints/v1';
import { MAX_SCOPE_LEVELS } from '../../../schemas/v1';

export interface FormGroup {
  tag: string;
  weight: number | string;
  data: { level: number; puzzleId: number | string }[];
}
export interface ExperimentFormValues {
  name: string;
  filter: { clientVersion: string };
  scope: { min: number | string; max: number | string };
  groups: FormGroup[];
}

export const STEP_TITLES = ['Name and filter', 'Scope and groups', 'Puzzles'] as const;

export function emptyValues(): ExperimentFormValues {
  return { name: '', filter: { clientVersion: '' }, scope: { min: '', max: '' }, groups: [] };
}

export function valuesOf(e: ExperimentV1): ExperimentFormValues {
  return {
    name: e.name,
    filter: { clientVersion: e.filter.clientVersion ?? '' },
    scope: { ...e.scope },
    groups: e.groups.map((g) => ({ tag: g.tag, weight: g.weight, data: g.data.map((d) => ({ ...d })) })),
  };
}

export const tagsOf = (text: string): string[] =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** An even split of 100 over n groups by rounding down; the last takes the remainder. */
export function evenWeights(n: number): number[] {
  if (n <= 0) return [];
  const each = Math.floor(100 / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? 100 - each * (n - 1) : each));
}

/** The groups for new tag text: a kept tag keeps its puzzles; a changed number of groups splits the weights evenly again. */
export function groupsForTags(groups: FormGroup[], text: string): FormGroup[] {
  const tags = tagsOf(text);
  const weights = evenWeights(tags.length);
  const sameCount = tags.length === groups.length;
  return tags.map((tag, i) => {
    const kept = groups.find((g) => g.tag === tag) ?? groups[i];
    return { tag, weight: sameCount ? (kept?.weight ?? weights[i]) : weights[i], data: groups.find((g) => g.tag === tag)?.data ?? [] };
  });
}

/** Each group's data with one entry per level of the scope (kept puzzles by level, blanks for new levels). */
export function fitToScope(values: ExperimentFormValues): FormGroup[] {
  const min = Number(values.scope.min);
  const max = Number(values.scope.max);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min > max || max - min + 1 > MAX_SCOPE_LEVELS) return values.groups;
  const levels = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return values.groups.map((g) => ({
    ...g,
    data: levels.map((level) => g.data.find((d) => d.level === level) ?? { level, puzzleId: '' }),
  }));
}

/** Which step shows the field an error path names. */
export function stepOf(path: string): number {
  if (path.startsWith('name') || path.startsWith('filter')) return 0;
  if (/^groups\.\d+\.data/.test(path)) return 2;
  return 1;
}

/** The errors of one step (the form's other steps are checked when they are reached). */
export function errorsOfStep(errors: Record<string, string>, step: number): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => stepOf(path) === step));
}
