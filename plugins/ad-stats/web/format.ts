// How the ad stats show numbers (001 §9: eCPM with 4 decimals, arpDAU with 6); '–' for none.

export const NONE = '–';

export const fixed = (digits: number) => (v: number | string | null | undefined) =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? NONE : Number(v).toFixed(digits);

export const count = (v: number | string | null | undefined) =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? NONE : Number(v).toLocaleString('en-US');

/** A fraction as a percent with 2 decimals (0.25 -> 25.00%). */
export const percent = (v: number | string | null | undefined) =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? NONE : `${(Number(v) * 100).toFixed(2)}%`;

/** A fixed axis of `step`s from 0 to `max`, widened to the next step when the data go above it. */
export function axisRange(values: readonly (number | null | undefined)[], max: number, step: number): [number, number] {
  const top = Math.max(0, ...values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)));
  return [0, top > max ? Math.ceil(top / step) * step : max];
}
