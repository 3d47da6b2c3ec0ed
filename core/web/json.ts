// JSON for people: two-space indent, but short arrays of plain values stay on one line
// (a country list reads as ["US", "GB", ...], not one code per line).

const INLINE_MAX = 72;

function isPlain(v: unknown): boolean {
  return v === null || ['string', 'number', 'boolean'].includes(typeof v);
}

export function formatJson(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    if (value.every(isPlain)) {
      const inline = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
      if (inline.length + indent.length <= INLINE_MAX) return inline;
    }
    const inner = indent + '  ';
    return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (!entries.length) return '{}';
    const inner = indent + '  ';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
