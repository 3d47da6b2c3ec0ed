// The x axis of the by-day charts: one category per day, labelled by its date. A time axis ticks
// hours between days (6am, 12pm) when a range holds only a few days; a day has no hours here.
import type { ChartX } from '../../../core/web/chart/shape';

export const dayAxis = (days: readonly string[]): ChartX => ({ kind: 'category', labels: [...days] });
