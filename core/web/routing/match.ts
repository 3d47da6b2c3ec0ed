// Route pattern matching, shared by the router, the shell (which needs the route's `code`
// outside the matched screen) and the project switcher. Pure: no React, no DOM.

export type RouteParams = Record<string, string>;

interface Segment {
  kind: 'static' | 'param' | 'optional' | 'rest';
  value: string;
}

const cache = new Map<string, Segment[]>();

function parsePattern(pattern: string): Segment[] {
  let segments = cache.get(pattern);
  if (!segments) {
    segments = pattern
      .split('/')
      .filter(Boolean)
      .map((s): Segment => {
        if (s === '*') return { kind: 'rest', value: '*' };
        if (s.startsWith(':')) return s.endsWith('?') ? { kind: 'optional', value: s.slice(1, -1) } : { kind: 'param', value: s.slice(1) };
        return { kind: 'static', value: s };
      });
    cache.set(pattern, segments);
  }
  return segments;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The params of `path` under `pattern` (`:name`, `:name?`, trailing `*`), or null when it does not match. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const segments = parsePattern(pattern);
  const parts = path.split('?')[0].split('/').filter(Boolean);
  const params: RouteParams = {};
  let i = 0;
  for (const seg of segments) {
    if (seg.kind === 'rest') {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) {
      if (seg.kind === 'optional') continue;
      return null;
    }
    if (seg.kind === 'static') {
      if (part !== seg.value) return null;
    } else {
      const value = decode(part);
      if (value === null || value === '') return null;
      params[seg.value] = value;
    }
    i += 1;
  }
  return i === parts.length ? params : null;
}

/** Names of the `:params` of a pattern, in order. */
export function patternParams(pattern: string): string[] {
  return parsePattern(pattern)
    .filter((s) => s.kind === 'param' || s.kind === 'optional')
    .map((s) => s.value);
}

/**
 * Project screens name the project with `:code`: most start with it, a few put it where the spec
 * does (push's task detail, `/operate/push/detail/:code/...`).
 */
export function isProjectPattern(pattern: string): boolean {
  return parsePattern(pattern).some((s) => s.kind === 'param' && s.value === 'code');
}

/** True when the only required param is `:code` (or none): the route can be opened from a menu. */
export function needsOnlyCode(pattern: string): boolean {
  return parsePattern(pattern).every((s) => s.kind === 'static' || s.kind === 'optional' || (s.kind === 'param' && s.value === 'code'));
}

const RANK = { static: 3, param: 2, optional: 1, rest: 0 } as const;

/** Orders patterns so that `/admin/projects` wins over `/:code/projects`, and longer static prefixes first. */
export function compareSpecificity(a: string, b: string): number {
  const sa = parsePattern(a);
  const sb = parsePattern(b);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const ra = sa[i] ? RANK[sa[i].kind] : -1;
    const rb = sb[i] ? RANK[sb[i].kind] : -1;
    if (ra !== rb) return rb - ra;
  }
  return 0;
}
