// From a validated client event to the stored row, and from a batch of rows to its level rows
// (levels_<code>, see types.ts).
import { EVENTS } from '../../shared/events';
import type { GameEvent } from '../../shared/eventSchema';
import { userHash } from './hash';
import { numericProp } from './schema';
import type { DerivedRows, EventRow, LevelRow, NumRow } from './types';

export const DAY_MS = 86_400_000;

export function toEventRow(e: GameEvent, receivedAt: number): EventRow {
  const propKeys: string[] = [];
  const propValues: string[] = [];
  if (e.props) {
    for (const [k, v] of Object.entries(e.props)) {
      propKeys.push(k);
      propValues.push(String(v));
    }
  }
  return {
    day: Math.floor(e.ts / DAY_MS),
    ts: e.ts,
    receivedAt,
    event: e.event,
    userId: e.userId,
    uid: userHash(e.userId),
    platform: e.platform,
    appVersion: e.appVersion,
    country: e.country,
    level: e.level ?? null,
    puzzleId: e.puzzleId ?? '',
    duration: e.duration ?? null,
    value: e.value ?? null,
    propKeys,
    propValues,
  };
}

/** 'YYYY-MM-DD' of a day number. */
export function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function dayNumber(text: string): number {
  return Math.floor(Date.parse(`${text}T00:00:00Z`) / DAY_MS);
}

/** The level's event catalog: props.catalog, '' for the main game. */
function catalogOf(row: EventRow): string {
  const i = row.propKeys.indexOf('catalog');
  return i < 0 ? '' : row.propValues[i];
}

function propNumber(row: EventRow, key: string): number {
  const i = row.propKeys.indexOf(key);
  return i < 0 ? 0 : (numericProp(row.propValues[i]) ?? 0);
}

const SLOT: Record<string, keyof Pick<LevelRow, 'enterPv' | 'sectionPv' | 'halfPv' | 'finishPv' | 'giveupPv'>> = {
  [EVENTS.gameEnter]: 'enterPv',
  [EVENTS.gameSection]: 'sectionPv',
  [EVENTS.gameHalf]: 'halfPv',
  [EVENTS.gameFinish]: 'finishPv',
  [EVENTS.gameGiveUp]: 'giveupPv',
};

/**
 * The derived rows of a batch (types.ts): one level row per (day, level, uid, platform,
 * appVersion, country, puzzleId, catalog), `dup` marking those whose (level, uid) occurs more than once in
 * the batch; and one num row per (day, level, platform, appVersion, country, puzzleId, catalog, field).
 */
export function buildDerivedRows(events: readonly EventRow[]): DerivedRows {
  const byKey = new Map<string, LevelRow>();
  const nums = new Map<string, NumRow>();
  const addNum = (e: EventRow, place: string, key: string, value: number) => {
    const k = `${place}|${key}`;
    const row = nums.get(k);
    if (row) {
      row.sum += value;
      row.n += 1;
    } else {
      nums.set(k, {
        day: e.day,
        level: e.level!,
        platform: e.platform,
        appVersion: e.appVersion,
        country: e.country,
        puzzleId: e.puzzleId,
        key,
        sum: value,
        n: 1,
        catalog: catalogOf(e),
      });
    }
  };
  for (const e of events) {
    if (e.level === null) continue;
    const slot = SLOT[e.event];
    if (!slot) continue;
    const catalog = catalogOf(e);
    const place = `${e.day}|${e.level}|${e.platform}|${e.appVersion}|${e.country}|${e.puzzleId}|${catalog}`;
    const key = `${place}|${e.uid}`;
    let row = byKey.get(key);
    if (!row) {
      row = {
        day: e.day,
        level: e.level,
        uid: e.uid,
        platform: e.platform,
        appVersion: e.appVersion,
        country: e.country,
        puzzleId: e.puzzleId,
        enterPv: 0,
        sectionPv: 0,
        halfPv: 0,
        finishPv: 0,
        giveupPv: 0,
        finishDurSum: 0,
        finishDurN: 0,
        finishDurs: [],
        hintSum: 0,
        catalog,
        dup: false,
      };
      byKey.set(key, row);
    }
    row[slot] += 1;
    if (e.event === EVENTS.gameFinish && e.duration !== null) {
      row.finishDurSum += e.duration;
      row.finishDurN += 1;
      row.finishDurs.push(e.duration);
    }
    if (e.event === EVENTS.gameFinish || e.event === EVENTS.gameGiveUp) row.hintSum += propNumber(e, 'hint');
    if (e.duration !== null) addNum(e, place, `${e.event}|duration`, e.duration);
    if (e.value !== null) addNum(e, place, `${e.event}|value`, e.value);
    for (let i = 0; i < e.propKeys.length; i++) {
      const n = numericProp(e.propValues[i]);
      if (n !== null) addNum(e, place, `${e.event}|props.${e.propKeys[i]}`, n);
    }
  }
  const levels = [...byKey.values()];
  const perUser = new Map<string, number>();
  for (const r of levels) {
    const k = `${r.level}|${r.uid}`;
    perUser.set(k, (perUser.get(k) ?? 0) + 1);
  }
  for (const r of levels) r.dup = perUser.get(`${r.level}|${r.uid}`)! > 1;
  // Grouped by field, so ClickHouse and DuckDB keep each field's rows together.
  return { levels, nums: [...nums.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) };
}
