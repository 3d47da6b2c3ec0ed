import { describe, expect, it } from 'vitest';
import { chiSquarePValue, gammaQ, logGamma, proportionDiff, sampleRatioMismatch } from './statsMath';

describe('logGamma and the regularized upper incomplete gamma', () => {
  it('ln Γ at whole and half numbers', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(101)).toBeCloseTo(363.73937555556347, 9); // ln 100!
  });

  it('Q(1, x) = e^-x on both sides of the series / continued fraction switch', () => {
    for (const x of [0.1, 1, 1.9, 2.1, 5, 30]) expect(gammaQ(1, x)).toBeCloseTo(Math.exp(-x), 13);
  });

  it('Q(2, x) = e^-x (1 + x)', () => {
    for (const x of [0.5, 2.9, 3.1, 12]) expect(gammaQ(2, x)).toBeCloseTo(Math.exp(-x) * (1 + x), 13);
  });

  it('edges and nonsense', () => {
    expect(gammaQ(3, 0)).toBe(1);
    expect(gammaQ(3, Infinity)).toBe(0);
    expect(gammaQ(0, 1)).toBeNaN();
    expect(gammaQ(1, -1)).toBeNaN();
  });
});

describe('chi-square p-values against the tables', () => {
  it('the critical values of 1, 2 and 10 degrees of freedom', () => {
    expect(chiSquarePValue(3.841458820694124, 1)).toBeCloseTo(0.05, 10);
    expect(chiSquarePValue(6.634896601021214, 1)).toBeCloseTo(0.01, 10);
    expect(chiSquarePValue(10.827566170662733, 1)).toBeCloseTo(0.001, 11);
    expect(chiSquarePValue(5.991464547107979, 2)).toBeCloseTo(0.05, 10);
    expect(chiSquarePValue(13.815510557964274, 2)).toBeCloseTo(0.001, 11);
    expect(chiSquarePValue(18.307038053275146, 10)).toBeCloseTo(0.05, 10);
    expect(chiSquarePValue(29.588298445074418, 10)).toBeCloseTo(0.001, 11);
  });

  it('closed forms: df 2 is e^(-x/2), df 4 is e^(-x/2)(1 + x/2); tiny tails stay accurate', () => {
    expect(chiSquarePValue(20, 4)).toBeCloseTo(Math.exp(-10) * 11, 15);
    expect(chiSquarePValue(100, 2) / Math.exp(-50)).toBeCloseTo(1, 10);
    expect(chiSquarePValue(1, 3)).toBeCloseTo(0.8012519569012008, 12);
  });

  it('0 is p 1; a fractional df is refused', () => {
    expect(chiSquarePValue(0, 3)).toBe(1);
    expect(chiSquarePValue(2, 1.5)).toBeNaN();
  });
});

describe('sample-ratio mismatch', () => {
  const split = (a: number, b: number, wa = 50, wb = 50) =>
    sampleRatioMismatch([
      { tag: 'A', weight: wa, users: a },
      { tag: 'B', weight: wb, users: b },
    ]);

  it('a fair split is not flagged', () => {
    const r = split(5000, 5000);
    expect(r.chiSquare).toBe(0);
    expect(r.p).toBe(1);
    expect(r.mismatch).toBe(false);
  });

  it('p 0.0023 (5000 vs 4700) is not flagged, p 4.5e-5 (erfc, from Python) (5000 vs 4600) is', () => {
    const near = split(5000, 4700);
    expect(near.chiSquare).toBeCloseTo(9.278350515463918, 10);
    expect(near.p).toBeCloseTo(0.0023187814543345836, 14);
    expect(near.mismatch).toBe(false);
    const skewed = split(5000, 4600);
    expect(skewed.chiSquare).toBeCloseTo(16.666666666666668, 10);
    expect(skewed.p).toBeCloseTo(4.455709060405608e-5, 15);
    expect(skewed.mismatch).toBe(true);
    expect(skewed.groups.map((g) => [g.expected, g.expectedShare])).toEqual([
      [4800, 0.5],
      [4800, 0.5],
    ]);
  });

  it('tests against the weights, leaving out groups weighted 0', () => {
    const r = sampleRatioMismatch([
      { tag: 'A', weight: 20, users: 2000 },
      { tag: 'B', weight: 80, users: 8000 },
      { tag: 'C', weight: 0, users: 37 },
    ]);
    expect(r.groups.map((g) => g.tag)).toEqual(['A', 'B']);
    expect(r.df).toBe(1);
    expect(r.p).toBe(1);
    expect(split(2000, 8000).mismatch).toBe(true);
  });

  it('nothing to test without users or with one group', () => {
    expect(split(0, 0).p).toBeNull();
    expect(sampleRatioMismatch([{ tag: 'A', weight: 100, users: 10 }]).p).toBeNull();
  });
});

describe('difference of two proportions', () => {
  it('60 % vs 45 % of 100: +15 points, 95 % CI by the normal approximation', () => {
    const d = proportionDiff({ hits: 45, n: 100 }, { hits: 60, n: 100 })!;
    expect(d.diff).toBeCloseTo(0.15, 12);
    const half = 1.959963984540054 * Math.sqrt(0.004875);
    expect(d.low).toBeCloseTo(0.15 - half, 12);
    expect(d.high).toBeCloseTo(0.15 + half, 12);
    expect(d.significant).toBe(true);
  });

  it('an interval around 0 is not significant; the sign follows the second group', () => {
    const d = proportionDiff({ hits: 50, n: 100 }, { hits: 45, n: 100 })!;
    expect(d.diff).toBeCloseTo(-0.05, 12);
    expect(d.low).toBeLessThan(0);
    expect(d.high).toBeGreaterThan(0);
    expect(d.significant).toBe(false);
  });

  it('no trials: no difference', () => {
    expect(proportionDiff({ hits: 0, n: 0 }, { hits: 1, n: 2 })).toBeNull();
  });
});
