// One user's events on one platform, newest first, from the project's data source (events_<code>)
// through the warehouse's one interface. Every value is bound (DuckDB) or escaped (ClickHouse) by
// SqlParams; the two dialects differ only in how LIMIT takes its offset.
import { userHash } from '../../../core/server/warehouse/hash';
import { eventsTable, ident } from '../../../core/server/warehouse/schema';
import { SqlParams } from '../../../core/server/warehouse/sql';
import type { CompiledSql, Dialect, Warehouse } from '../../../core/server/warehouse/types';
import type { StoredEvent } from './check';

export interface UserEvent extends StoredEvent {
  ts: number;
  receivedAt: number;
  platform: number;
}

export interface UserEventsQuery {
  userId: string;
  platform: number;
  /** Events to skip from the newest. */
  start: number;
  limit: number;
}

const COLUMNS = 'ts, received_at, event, platform, app_version, country, level, puzzle_id, duration, value, prop_keys, prop_values';

export function userEventsSql(dialect: Dialect, code: string, q: UserEventsQuery): CompiledSql {
  const p = new SqlParams(dialect);
  // uid first: an integer compare skips most rows before the text compare.
  const where = `uid = ${p.value(userHash(q.userId))} AND user_id = ${p.value(q.userId)} AND platform = ${p.value(q.platform)}`;
  // Ties on ts (a client batch stamped in one millisecond) keep a stable order.
  const order = 'ORDER BY ts DESC, received_at DESC, event';
  // ClickHouse 18.16 knows `LIMIT offset, count`; DuckDB takes LIMIT ... OFFSET.
  const limit =
    dialect === 'clickhouse' ? `LIMIT ${p.value(q.start)}, ${p.value(q.limit)}` : `LIMIT ${p.value(q.limit)} OFFSET ${p.value(q.start)}`;
  return p.done(`SELECT ${COLUMNS} FROM ${ident(eventsTable(code))} WHERE ${where} ${order} ${limit}`);
}

export async function readUserEvents(warehouse: Warehouse, code: string, q: UserEventsQuery): Promise<UserEvent[]> {
  const rows = await warehouse.query(code, userEventsSql(warehouse.dialect, code, q));
  return rows.map((r) => {
    const keys = (r.prop_keys as string[] | null) ?? [];
    const values = (r.prop_values as string[] | null) ?? [];
    const props: Record<string, string> = {};
    keys.forEach((k, i) => (props[String(k)] = String(values[i] ?? '')));
    return {
      ts: Number(r.ts),
      receivedAt: Number(r.received_at),
      event: String(r.event),
      platform: Number(r.platform),
      appVersion: String(r.app_version),
      country: String(r.country),
      level: r.level === null ? null : Number(r.level),
      puzzleId: String(r.puzzle_id),
      duration: r.duration === null ? null : Number(r.duration),
      value: r.value === null ? null : Number(r.value),
      props,
    };
  });
}
