// Demo data: a live-looking game in every demo project over the last 90 days, made inside the
// warehouse in SQL (demoSql.ts) on the first start, before the server listens (README "Demo
// data"). DEMO_EVENTS sets about how many events in all (default 3,400,000; 20,000 under Vitest
// so every API test app starts fast); the projects share them by DEMO_SIZES: jigsaw is the
// large one (about 2 million), tiles middling, the others small. The projects plugin's demo hook runs first.
import { eq } from 'drizzle-orm';
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import type { ConfiguredMetric } from '../../../core/shared/metrics';
import type { Warehouse } from '../../../core/server/warehouse/types';
import { DEFAULT_PROFILE, DEMO_PROFILES } from './demoEvents';
import { DEMO_DAYS, demoGameSql, installWeight } from './demoSql';

export const DEFAULT_DEMO_EVENTS = 3_400_000;

/** Each demo project's share of DEMO_EVENTS. */
export const DEMO_SIZES: Record<string, number> = { jigsaw: 1, tiles: 0.4, blocks: 0.1, pins: 0.08, words: 0.06, colors: 0.05 };
/** About how many events a user makes over the window, on average (measured; sets the install rate). */
const EVENTS_PER_USER = 270;
const DEFAULT_COUNTRIES = ['US', 'GB', 'FR', 'DE', 'JP', 'AU', 'MX', 'BR', 'RU', 'TW', 'OTHER'];

/** Configured metric averages the demo projects show (project.config.metrics). */
export const DEMO_METRICS: ConfiguredMetric[] = [
  { name: 'coins', title: 'Coins per finish', event: 'game_finish', field: 'props.coins' },
  { name: 'giveUpSeconds', title: 'Seconds played before giving up', event: 'game_giveup', field: 'duration' },
];

/** Demo projects whose config names their boss levels (boss_begin, boss_interval: the level kind filter), as the simulated game has them. */
const BOSS_CONFIG_PROJECTS = ['jigsaw', 'blocks'];

function bossConfig(code: string, config: Record<string, unknown>): Record<string, unknown> {
  if (!BOSS_CONFIG_PROJECTS.includes(code) || 'boss_begin' in config) return {};
  const p = { ...DEFAULT_PROFILE, ...DEMO_PROFILES[code] };
  return { boss_begin: p.bossBegin, boss_interval: p.bossInterval };
}

export function demoEventTotal(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.DEMO_EVENTS);
  if (env.DEMO_EVENTS !== undefined && env.DEMO_EVENTS !== '' && Number.isFinite(n) && n >= 0) return Math.floor(n);
  return env.VITEST ? 20_000 : DEFAULT_DEMO_EVENTS;
}

/** Installs on an ordinary weekday that make about `events` events over the window. */
export function installsFor(events: number, now: number, days = DEMO_DAYS): number {
  const firstDay = Math.floor(now / 86_400_000) - days + 1;
  let weight = 0;
  for (let d = 0; d < days; d++) weight += installWeight(d, firstDay);
  return Math.max(0.05, events / EVENTS_PER_USER / weight);
}

/** Makes one project's demo game in the warehouse; resolves with its number of events. */
export async function generateDemoGame(
  warehouse: Warehouse,
  code: string,
  o: { events: number; now: number; countries?: string[] },
): Promise<number> {
  const profile = { ...DEFAULT_PROFILE, ...DEMO_PROFILES[code] };
  const countries = o.countries?.length ? o.countries : DEFAULT_COUNTRIES;
  return warehouse.generate(code, (kit) =>
    demoGameSql(kit, { code, profile, now: o.now, installsPerDay: installsFor(o.events, o.now), countries }),
  );
}

export async function seedEvents({ db, services, print }: DemoContext): Promise<void> {
  const total = demoEventTotal();
  const rows = await db.select({ code: projects.code, config: projects.config }).from(projects);
  const demo = rows.filter((r) => r.code in DEMO_PROFILES);
  if (!demo.length || !total) return;
  const started = Date.now();
  const now = Date.now();
  const share = demo.reduce((a, r) => a + (DEMO_SIZES[r.code] ?? 0.1), 0);
  let written = 0;
  for (const project of demo) {
    const config: Record<string, unknown> = {
      ...project.config,
      metrics: project.config.metrics ?? DEMO_METRICS,
      ...bossConfig(project.code, project.config),
    };
    await db.update(projects).set({ config }).where(eq(projects.code, project.code));
    const countries = Array.isArray(config.countries) ? (config.countries as string[]) : undefined;
    const events = (total * (DEMO_SIZES[project.code] ?? 0.1)) / share;
    written += await generateDemoGame(services.warehouse, project.code, { events, now, countries });
  }
  print(
    `Demo events: ${written.toLocaleString('en-US')} in ${demo.length} projects, made in the warehouse in ${((Date.now() - started) / 1000).toFixed(1)} s (DEMO_EVENTS sets about how many)`,
  );
}
