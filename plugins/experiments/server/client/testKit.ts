// Test helpers of the client loop: experiments inserted as the v1 and v2 routes store them, and
// the env's running snapshot republished as live.ts's publishRunning does (its content is
// runningExperiments', the same function).
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/api/harness';
import { experimentDeployments, experiments } from '../../../../core/server/db/experiments';
import { clearHotCaches } from '../../../../core/server/hotCache';
import type { Env } from '../../../../core/shared/constants';
import type { WizardFilter, WizardGroup } from '../../../../core/shared/experiments';
import { PUBLISH_KIND, RUNNING_KEY, runningExperiments } from '../live';

const OPERATOR = { id: null, mail: 'test@example.com', displayName: 'Test' };

export const openFilter = (over: Partial<WizardFilter> = {}): WizardFilter => ({
  clientVersion: ['0.0.0', '0.0.0'],
  lv: [0, 0],
  startAt: null,
  endAt: null,
  country: [],
  ...over,
});

export const wizardGroups = (weights: number[], levels = 3): WizardGroup[] =>
  weights.map((weight, i) => ({
    tag: String.fromCharCode(65 + i),
    weight,
    total: levels,
    data: { levels: Array.from({ length: levels }, (_, l) => 1000 * (i + 1) + l) },
  }));

/** A RUNNING v2 experiment of `env`. */
export async function insertV2(t: TestApp, code: string, env: Env, over: Partial<typeof experiments.$inferInsert> = {}): Promise<number> {
  const [row] = await t.db
    .insert(experiments)
    .values({
      projectCode: code,
      kind: 2,
      name: 'Level 5-7 hard puzzles',
      env,
      platform: 'android',
      status: 'RUNNING',
      percent: 100,
      filter: openFilter(),
      joinRule: null,
      groups: wizardGroups([50, 50]),
      ...over,
    })
    .returning({ id: experiments.id });
  return row.id;
}

/** A v1 experiment deployed and enabled on `env`. */
export async function insertV1(t: TestApp, code: string, env: Env, over: Partial<typeof experiments.$inferInsert> = {}): Promise<number> {
  const [row] = await t.db
    .insert(experiments)
    .values({
      projectCode: code,
      kind: 1,
      name: 'Scope 10-11',
      scope: { min: 10, max: 11 },
      filter: { clientVersion: '1.2.0' },
      groups: [
        {
          tag: 'a',
          weight: 40,
          data: [
            { level: 10, puzzleId: 501 },
            { level: 11, puzzleId: 502 },
          ],
        },
        {
          tag: 'b',
          weight: 60,
          data: [
            { level: 10, puzzleId: 601 },
            { level: 11, puzzleId: 602 },
          ],
        },
      ],
      ...over,
    })
    .returning({ id: experiments.id });
  await t.db.insert(experimentDeployments).values({ experimentId: row.id, env, enable: true, operator: 'Test' });
  return row.id;
}

export async function updateExperiment(t: TestApp, id: number, set: Partial<typeof experiments.$inferInsert>): Promise<void> {
  await t.db.update(experiments).set(set).where(eq(experiments.id, id));
}

/** Publishes what runs on `env` now, and drops the in-process caches as a console write does. */
export async function republish(t: TestApp, code: string, env: Env): Promise<void> {
  const content = { experiments: await runningExperiments(t.db, code, env) };
  await t.services.publish.publish({ project: code, env, kind: PUBLISH_KIND, key: RUNNING_KEY }, content, { operator: OPERATOR });
  clearHotCaches();
}
