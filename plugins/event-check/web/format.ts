// Small display helpers of the event-check screens.
import { formatTime } from '../../../core/web/time';

/** Bytes as people read them: 512 B, 1.5 KB, 2.3 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** An event time in the console's one format, to the millisecond (events of one batch differ by ms). */
export const formatTs = (ts: number) => formatTime(ts, { ms: true });
