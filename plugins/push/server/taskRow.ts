// A task as the API shows it (PushTaskRow): the list's rows and the detail's head are the same
// thing, built here once. The counters are summed by the caller (over the sub-tasks, which the
// delivery part keeps from its ledger); the rates are 002 §3's.
import { SOURCE_LANGUAGE } from '../../../core/shared/languages';
import type { Counters, PushTaskRow, TaskPlatform, TaskStatus } from '../shared';
import type { pushTasks } from './db';

export type TaskRecord = typeof pushTasks.$inferSelect;
export type RawCounters = { sendCount: number; successCount: number; failCount: number; openCount: number; inactiveCount: number };

export const zeroCounters = (): RawCounters => ({ sendCount: 0, successCount: 0, failCount: 0, openCount: 0, inactiveCount: 0 });

/** A fraction with 6 decimals; null when the denominator is 0 or unknown. */
export const ratio = (a: number, b: number | null) => (b ? Math.round((a / b) * 1e6) / 1e6 : null);

/** The rates of 002 §3: fail / send, open / success. */
export function withRates(c: RawCounters): Counters {
  const { sendCount, successCount, failCount, openCount, inactiveCount } = c;
  return {
    sendCount,
    successCount,
    failCount,
    openCount,
    inactiveCount,
    failRate: ratio(failCount, sendCount),
    openRate: ratio(openCount, successCount),
  };
}

/** The row of a task with its counters and the DAU of its first day (null: not known here). */
export function taskRow(r: TaskRecord, c: RawCounters, dauCount: number | null): PushTaskRow {
  const en = r.notification.alert[SOURCE_LANGUAGE] ?? Object.values(r.notification.alert)[0] ?? { title: '', subtitle: '', body: '' };
  return {
    id: r.id,
    env: r.env,
    platform: r.platform as TaskPlatform,
    name: r.name,
    description: r.description,
    status: r.status as TaskStatus,
    alert: { title: en.title, subtitle: en.subtitle ?? '', body: en.body ?? '' },
    startAt: r.scheduleRule.startAt,
    endAt: r.scheduleRule.endAt,
    isCycle: r.scheduleRule.isCycle,
    operator: r.operator,
    ...withRates(c),
    dauCount,
    openDauRate: dauCount === null ? null : ratio(c.openCount, dauCount),
    transactional: r.transactional,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
