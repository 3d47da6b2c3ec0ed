import { describe, expect, it } from 'vitest';
import { formatJson } from './json';

describe('formatJson', () => {
  it('keeps short plain arrays inline and stays valid JSON', () => {
    const value = { tracking: true, countries: ['US', 'GB'], nested: { list: [{ a: 1 }], empty: {}, none: [] } };
    const text = formatJson(value);
    expect(text).toContain('"countries": ["US", "GB"]');
    expect(JSON.parse(text)).toEqual(value);
  });
  it('breaks long arrays', () => {
    const long = Array.from({ length: 40 }, (_, i) => `item-${i}`);
    expect(formatJson({ long }).split('\n').length).toBeGreaterThan(40);
  });
});
