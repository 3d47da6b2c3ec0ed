// The level-kind filter of the metrics query (000 §9 "Boss level index from boss_begin and
// boss_interval"). Zod-free: the web's level statistics reads it too.

/**
 * `{key: 'levelKind', value: 'boss'}` keeps the boss levels boss_begin, boss_begin + boss_interval,
 * ... of the project config, 'classic' the others.
 */
export const LEVEL_KIND_KEY = 'levelKind';
export const LEVEL_KINDS = ['classic', 'boss'] as const;
export type LevelKind = (typeof LEVEL_KINDS)[number];
export interface BossLevels {
  begin: number;
  interval: number;
}

const wholeNumber = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** The project config's boss_begin and boss_interval, when both are whole numbers (the interval at least 1). */
export function bossLevelsOf(config: Record<string, unknown> | null | undefined): BossLevels | null {
  const begin = wholeNumber(config?.boss_begin);
  const interval = wholeNumber(config?.boss_interval);
  return begin !== null && interval !== null && interval >= 1 ? { begin, interval } : null;
}

export function isBossLevel(level: number, b: BossLevels): boolean {
  return level >= b.begin && (level - b.begin) % b.interval === 0;
}
