// The statistics behind the experiment stats (pure, no I/O): the sample-ratio-mismatch test (a
// chi-square goodness of fit of the groups' user counts against their weights) and the difference
// of two proportions with its confidence interval (the normal approximation).

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms: about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const z = x - 1;
  let a = c[0];
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const EPS = 1e-15;
const MAX_ITER = 10_000;

/**
 * The regularized upper incomplete gamma function Q(s, x) = Γ(s, x) / Γ(s): the series for
 * P = 1 − Q below x < s + 1, the continued fraction (modified Lentz) above (Numerical Recipes §6.2).
 */
export function gammaQ(s: number, x: number): number {
  if (!(s > 0) || !(x >= 0) || !Number.isFinite(s) || Number.isNaN(x)) return NaN;
  if (x === 0) return 1;
  if (x === Infinity) return 0;
  const lnFront = -x + s * Math.log(x) - logGamma(s);
  if (x < s + 1) {
    let sum = 1 / s;
    let term = sum;
    for (let n = 1; n < MAX_ITER; n++) {
      term *= x / (s + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPS) break;
    }
    return Math.max(0, 1 - sum * Math.exp(lnFront));
  }
  const tiny = 1e-300;
  let b = x + 1 - s;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITER; i++) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.min(1, Math.exp(lnFront) * h);
}

/** P(X ≥ x) for X chi-square distributed with `df` degrees of freedom. */
export function chiSquarePValue(x: number, df: number): number {
  if (!(df >= 1) || !Number.isInteger(df)) return NaN;
  if (x <= 0) return 1;
  return gammaQ(df / 2, x / 2);
}

/** GrowthBook's and Statsig's threshold for a sample-ratio mismatch. */
export const SRM_P = 0.001;

export interface SrmGroup {
  tag: string;
  weight: number;
  users: number;
}

export interface SrmResult {
  /** The groups tested: those with a weight above 0. */
  groups: { tag: string; weight: number; users: number; expected: number; expectedShare: number; observedShare: number }[];
  chiSquare: number;
  df: number;
  /** null when there is nothing to test (fewer than two weighted groups, or no users). */
  p: number | null;
  mismatch: boolean;
}

/**
 * The chi-square goodness of fit of the users per group against the weights. Groups weighted 0
 * take no users by design and are left out (users in them are not counted against the others).
 */
export function sampleRatioMismatch(input: SrmGroup[]): SrmResult {
  const weighted = input.filter((g) => g.weight > 0 && Number.isFinite(g.weight));
  const totalWeight = weighted.reduce((a, g) => a + g.weight, 0);
  const n = weighted.reduce((a, g) => a + g.users, 0);
  const groups = weighted.map((g) => {
    const expectedShare = g.weight / totalWeight;
    return { tag: g.tag, weight: g.weight, users: g.users, expected: n * expectedShare, expectedShare, observedShare: n ? g.users / n : 0 };
  });
  const df = groups.length - 1;
  if (df < 1 || n === 0) return { groups, chiSquare: 0, df: Math.max(df, 0), p: null, mismatch: false };
  const chiSquare = groups.reduce((a, g) => a + (g.users - g.expected) ** 2 / g.expected, 0);
  const p = chiSquarePValue(chiSquare, df);
  return { groups, chiSquare, df, p, mismatch: p < SRM_P };
}

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

export interface RateDiff {
  /** p_b − p_a */
  diff: number;
  low: number;
  high: number;
  /** The interval excludes 0. */
  significant: boolean;
}

/**
 * The difference of two proportions b/nb − a/na with its 95 % confidence interval by the normal
 * approximation (Wald, unpooled standard error). null when either side has no trials. A difference
 * with zero variance on both sides (0 % or 100 % each) has a zero-width interval: significant when
 * the rates differ.
 */
export function proportionDiff(a: { hits: number; n: number }, b: { hits: number; n: number }, z = Z95): RateDiff | null {
  if (!(a.n > 0) || !(b.n > 0)) return null;
  const pa = Math.min(1, Math.max(0, a.hits / a.n));
  const pb = Math.min(1, Math.max(0, b.hits / b.n));
  const diff = pb - pa;
  const se = Math.sqrt((pa * (1 - pa)) / a.n + (pb * (1 - pb)) / b.n);
  const low = diff - z * se;
  const high = diff + z * se;
  return { diff, low, high, significant: low > 0 || high < 0 };
}
