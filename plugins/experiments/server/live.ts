// What game clients are assigned from: the experiments running on an env, published through core's
// pipeline (kind 'experiments', key 'running') as one snapshot per change, so the client endpoint
// reads them from the pipeline's memory cache (DESIGN §5) and every deploy, enable switch, shutdown
// and running edit is a snapshot with its operator in the env's history. Every such change calls
// `publishRunning` in its request's transaction, after its rows changed.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { experimentDeployments, experiments, type ExperimentRow } from '../../../core/server/db/experiments';
import { definePublishable, type MoveOptions, type PublishContext } from '../../../core/server/publish/publishable';
import type { Env } from '../../../core/shared/constants';
import type { ExperimentGroup, ExperimentKind, JoinRule, ScopeFilter, WizardFilter } from '../../../core/shared/experiments';
import { publishableSpec } from '../../../core/shared/publish';
import { PLUGIN_ID, RIGHT_EXPERIMENTS } from '../shared';

export const PUBLISH_KIND = 'experiments';
export const RUNNING_KEY = 'running';

/** An experiment as the client endpoint assigns from it. */
export interface LiveExperiment {
  id: number;
  kind: ExperimentKind;
  name: string;
  /** Users assigned in an earlier phase keep their group. */
  phase: number;
  /** v2: android or ios; '' (v1) for both. */
  platform: string;
  percent: number;
  aaTag: number;
  scope: { min: number; max: number } | null;
  filter: ScopeFilter | WizardFilter;
  joinRule: JoinRule | null;
  groups: ExperimentGroup[];
}

export interface LiveExperiments {
  experiments: LiveExperiment[];
}

export const experimentsPublishable = definePublishable<LiveExperiments, typeof PLUGIN_ID>(
  publishableSpec({ id: PLUGIN_ID, title: 'running experiments', right: RIGHT_EXPERIMENTS, kinds: [PUBLISH_KIND] }),
);

const toLive = (r: ExperimentRow): LiveExperiment => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  phase: r.phase,
  platform: r.platform,
  percent: r.percent,
  aaTag: r.aaTag,
  scope: r.scope,
  filter: r.filter,
  joinRule: r.joinRule,
  groups: r.groups,
});

/** The experiments running on `env` now: v1 whose last deployment there is enabled, v2 of that env RUNNING or GRAY_PUBLISH. */
export async function runningExperiments(db: Db, code: string, env: Env): Promise<LiveExperiment[]> {
  const rows = await db.select().from(experiments).where(eq(experiments.projectCode, code)).orderBy(experiments.id);
  const v1Ids = rows.filter((r) => r.kind === 1).map((r) => r.id);
  const deployments = v1Ids.length
    ? await db
        .select()
        .from(experimentDeployments)
        .where(and(inArray(experimentDeployments.experimentId, v1Ids), eq(experimentDeployments.env, env)))
        .orderBy(experimentDeployments.id)
    : [];
  const lastEnable = new Map<number, boolean>();
  for (const d of deployments) lastEnable.set(d.experimentId, d.enable);
  return rows
    .filter((r) =>
      r.kind === 1 ? lastEnable.get(r.id) === true : r.env === env && (r.status === 'RUNNING' || r.status === 'GRAY_PUBLISH'),
    )
    .map(toLive);
}

/** Publishes what runs on `env` now (prod: owners and admins only, checked by the move). */
export async function publishRunning(ctx: PublishContext, env: Env, opts?: MoveOptions<LiveExperiments>) {
  const content = { experiments: await runningExperiments(ctx.db, ctx.project.code, env) };
  return experimentsPublishable.publish(ctx, { env, key: RUNNING_KEY }, content, opts);
}
