import { describe, expect, it } from 'vitest';
import { diffText, percent, pText, retainedText, splitText } from './format';

describe('the stats screen’s figures', () => {
  it('differences in percentage points with their interval', () => {
    expect(diffText({ diff: 0.125, low: 0.021, high: 0.229, significant: true })).toBe('+12.5 pts (95% CI +2.1 to +22.9)');
    expect(diffText({ diff: -0.05, low: -0.1886, high: 0.0886, significant: false })).toBe('−5 pts (95% CI −18.9 to +8.9)');
    expect(diffText({ diff: 0, low: 0, high: 0, significant: false })).toBe('0 pts (95% CI 0 to 0)');
    // What rounds to 0 is 0: never "−0 pts" (issue 28).
    expect(diffText({ diff: -0.0001, low: -0.00049, high: 0.0004, significant: false })).toBe('0 pts (95% CI 0 to 0)');
    expect(diffText({ diff: -0.0006, low: -0.0104, high: 0.0094, significant: false })).toBe('−0.1 pts (95% CI −1 to +0.9)');
    expect(diffText(null)).toBe('–');
  });

  it('rates, retention, the split and p-values', () => {
    expect(percent(0.2641)).toBe('26.4%');
    expect(percent(null)).toBe('–');
    expect(retainedText({ users: 1234, retained: 617, rate: 0.5 })).toBe('50% (617 of 1,234)');
    expect(retainedText({ users: 0, retained: 0, rate: null })).toBe('–');
    expect(
      splitText(
        [
          { tag: 'A', weight: 50, users: 100, expectedShare: 0.5, observedShare: 0.714286 },
          { tag: 'B', weight: 50, users: 40, expectedShare: 0.5, observedShare: 0.285714 },
        ],
        'observedShare',
      ),
    ).toBe('A 71.4% · B 28.6%');
    expect(pText(0.6523)).toBe('0.65');
    expect(pText(0.00004)).toBe('< 0.0001');
    expect(pText(null)).toBe('–');
  });
});
