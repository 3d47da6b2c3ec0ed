// How the stats screen writes its figures: rates as percents, differences in percentage points
// with their 95 % interval, the SRM split as "A 50% · B 50%".
import type { FinishDiff, Retained, SrmInfo } from '../../endpoints/stats';

const trim = (x: number, digits = 1) => String(Number(x.toFixed(digits)));
export const percent = (rate: number | null | undefined) => (rate === null || rate === undefined ? '–' : `${trim(rate * 100)}%`);
/** Signed points as shown (one decimal): what rounds to 0 is "0", never "−0" or "±0". */
const points = (x: number) => {
  const shown = Number((x * 100).toFixed(1));
  return shown === 0 ? '0' : `${shown > 0 ? '+' : '−'}${trim(Math.abs(shown))}`;
};

/** "+12.5 pts (95% CI +2.1 to +22.9)": percentage points of finish rate. */
export function diffText(d: FinishDiff | null): string {
  if (!d) return '–';
  return `${points(d.diff)} pts (95% CI ${points(d.low)} to ${points(d.high)})`;
}

/** "50% (2 of 4)"; "–" when nobody's day is inside the range yet. */
export const retainedText = (r: Retained) =>
  r.rate === null ? '–' : `${percent(r.rate)} (${r.retained.toLocaleString('en-US')} of ${r.users.toLocaleString('en-US')})`;

export const splitText = (groups: SrmInfo['groups'], share: 'expectedShare' | 'observedShare') =>
  groups.map((g) => `${g.tag} ${percent(g[share])}`).join(' · ');

/** A p-value as people read it: "< 0.0001" below, 2 significant digits above. */
export const pText = (p: number | null) => (p === null ? '–' : p < 0.0001 ? '< 0.0001' : String(Number(p.toPrecision(2))));
