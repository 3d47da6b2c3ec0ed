// The date range of the ad stats' query bars (YYYY-MM-DD, UTC days as the warehouse counts them).
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';

const toDate = (d: string) => (d ? dayjs(d).toDate() : null);

export function DateRangeField(props: { start: string; end: string; onChange: (range: { start: string; end: string }) => void }) {
  return (
    <DatePickerInput
      type="range"
      label="Date"
      w={250}
      allowSingleDateInRange
      maxDate={new Date()}
      valueFormat="YYYY-MM-DD"
      value={[toDate(props.start), toDate(props.end)]}
      onChange={([a, b]) => props.onChange({ start: a ? dayjs(a).format('YYYY-MM-DD') : '', end: b ? dayjs(b).format('YYYY-MM-DD') : '' })}
    />
  );
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** 001 §9: the last 7 days, today included. */
export const lastWeek = (now = Date.now()) => ({ start: iso(now - 6 * DAY), end: iso(now) });
