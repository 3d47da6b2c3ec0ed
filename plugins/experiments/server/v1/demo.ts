// Demo data: v1 experiments over the demo puzzles of jigsaw and tiles (the projects the puzzles
// demo fills), one of them deployed and running on sandbox (published as a deploy would), one
// deployed and switched off, the rest not deployed.
import { asc, eq } from 'drizzle-orm';
import { puzzles } from '../../../../core/server/db/content';
import { experimentDeployments, experiments } from '../../../../core/server/db/experiments';
import type { DemoContext } from '../../../../core/server/plugin';
import type { ScopeGroup } from '../../../../core/shared/experiments';
import { PUBLISH_KIND, RUNNING_KEY, runningExperiments } from '../live';
import { V1_KIND } from './experiments';

interface DemoExperiment {
  name: string;
  scope: { min: number; max: number };
  groups: { tag: string; weight: number }[];
  clientVersion?: string;
  /** Deployed to sandbox: Running (true) or Closed (false). */
  sandbox?: boolean;
  daysAgo: number;
}

const DEMO: Record<string, DemoExperiment[]> = {
  jigsaw: [
    {
      name: 'Early levels: easier pictures',
      scope: { min: 5, max: 12 },
      groups: [
        { tag: 'A', weight: 50 },
        { tag: 'B', weight: 50 },
      ],
      sandbox: true,
      daysAgo: 9,
    },
    {
      name: 'Animals first',
      scope: { min: 13, max: 20 },
      groups: [
        { tag: 'A', weight: 34 },
        { tag: 'B', weight: 33 },
        { tag: 'C', weight: 33 },
      ],
      clientVersion: '2.3.0',
      sandbox: false,
      daysAgo: 6,
    },
    {
      name: 'Landscapes in the mid game',
      scope: { min: 21, max: 26 },
      groups: [
        { tag: 'A', weight: 50 },
        { tag: 'B', weight: 50 },
      ],
      daysAgo: 2,
    },
  ],
  tiles: [
    {
      name: 'Tutorial order',
      scope: { min: 1, max: 6 },
      groups: [
        { tag: 'A', weight: 50 },
        { tag: 'B', weight: 50 },
      ],
      daysAgo: 4,
    },
  ],
};

const OPERATOR = { id: null, mail: 'admin@example.com', displayName: 'Admin' };

export async function seedV1({ db, services }: DemoContext): Promise<void> {
  for (const [code, list] of Object.entries(DEMO)) {
    const pool = (
      await db.select({ id: puzzles.id }).from(puzzles).where(eq(puzzles.projectCode, code)).orderBy(asc(puzzles.id)).limit(400)
    ).map((p) => p.id);
    if (pool.length < 40) continue; // the puzzles demo is off: nothing to experiment on
    let next = 0;
    const take = () => pool[next++ % pool.length];
    let sandboxChanged = false;
    for (const e of list) {
      const groups: ScopeGroup[] = e.groups.map((g) => ({ ...g, data: [] as { level: number; puzzleId: number }[] }));
      for (let level = e.scope.min; level <= e.scope.max; level++) for (const g of groups) g.data.push({ level, puzzleId: take() });
      const at = new Date(Date.now() - e.daysAgo * 86_400_000);
      const [row] = await db
        .insert(experiments)
        .values({
          projectCode: code,
          kind: V1_KIND,
          name: e.name,
          scope: e.scope,
          filter: e.clientVersion ? { clientVersion: e.clientVersion } : {},
          groups,
          operator: 'Admin',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (e.sandbox !== undefined) {
        await db
          .insert(experimentDeployments)
          .values({ experimentId: row.id, env: 'sandbox', enable: e.sandbox, operator: 'Admin', createdAt: at, updatedAt: at });
        sandboxChanged = true;
      }
    }
    if (sandboxChanged) {
      const content = { experiments: await runningExperiments(db, code, 'sandbox') };
      await services.publish.publish({ project: code, env: 'sandbox', kind: PUBLISH_KIND, key: RUNNING_KEY }, content, {
        operator: OPERATOR,
      });
    }
  }
}
