// Demo data: simulated players through every demo project for the last 60 days, written straight
// to the warehouse. DEMO_EVENTS sets the total (default 150,000: a first `npm start` stays well
// under 30 s; 3,000 under Vitest so every API test app starts fast). The projects plugin's demo
// hook runs first and creates the projects.
import { eq } from 'drizzle-orm';
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { toEventRow } from '../../../core/server/warehouse/rows';
import type { ConfiguredMetric } from '../../../core/shared/metrics';
import { DEFAULT_PROFILE, demoPlayers, DEMO_PROFILES } from './demoEvents';

export const DEFAULT_DEMO_EVENTS = 150_000;
const WRITE_BATCH = 50_000;

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
  return env.VITEST ? 3_000 : DEFAULT_DEMO_EVENTS;
}

export async function seedEvents({ db, services, print }: DemoContext): Promise<void> {
  const total = demoEventTotal();
  const rows = await db.select({ code: projects.code, config: projects.config }).from(projects);
  const demo = rows.filter((r) => r.code in DEMO_PROFILES);
  if (!demo.length) return;
  const started = Date.now();
  const now = Date.now();
  let written = 0;
  for (const [i, project] of demo.entries()) {
    const config: Record<string, unknown> = { ...project.config, metrics: project.config.metrics ?? DEMO_METRICS, ...bossConfig(project.code, project.config) };
    await db.update(projects).set({ config }).where(eq(projects.code, project.code));
    const target = Math.floor(total / demo.length) + (i < total % demo.length ? 1 : 0);
    const countries = Array.isArray(config.countries) ? (config.countries as string[]) : undefined;
    let batch = [];
    for (const player of demoPlayers({ code: project.code, seed: 7, target, now, countries })) {
      for (const e of player) batch.push(toEventRow(e, e.ts + 1500));
      if (batch.length >= WRITE_BATCH) {
        await services.warehouse.write(project.code, batch);
        written += batch.length;
        batch = [];
      }
    }
    await services.warehouse.write(project.code, batch);
    written += batch.length;
  }
  if (written) print(`Demo events: ${written.toLocaleString('en-US')} in ${demo.length} projects (${((Date.now() - started) / 1000).toFixed(1)} s; DEMO_EVENTS sets how many)`);
}
