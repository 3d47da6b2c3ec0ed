// The schedule's times: 'YYYY-MM-DD HH:mm:00' text (002 §9) and the pickers' Dates, and the
// pickers' range (002 §5: two months back through the end of two months ahead of the server date).
import dayjs from 'dayjs';
import { TASK_TIME_FORMAT } from '../../../shared';

export const toDate = (s: string): Date | null => (s ? dayjs(s.replace(' ', 'T')).toDate() : null);
export const toText = (d: Date | string | null): string => (d ? dayjs(d).second(0).format(TASK_TIME_FORMAT) : '');

export function pickerRange(serverDate: string | null): { minDate?: Date; maxDate?: Date } {
  if (!serverDate) return {};
  const now = dayjs(serverDate.replace(' ', 'T'));
  return { minDate: now.subtract(2, 'month').startOf('day').toDate(), maxDate: now.add(2, 'month').endOf('month').toDate() };
}
