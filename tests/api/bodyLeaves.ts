// A JSON body's leaves and a copy with one leaf replaced: the bad-input walks replace each leaf of
// a valid body in turn (tests/api/badInput.test.ts, and plugins' own walks).
export function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [path];
}

export function replaced(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (!path.length) return next;
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[path[0]] = replaced((value as Record<string | number, unknown>)[path[0]], path.slice(1), next);
  return copy;
}
