// The date range of the analytics query bars (YYYY-MM-DD, UTC days as the warehouse counts them).
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
