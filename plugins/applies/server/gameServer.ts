// What an env's game server serves: the live snapshot of every experiment's apply (kind applies).
import type { PublishPipeline } from '../../../core/server/publish/types';
import { PUBLISH_KIND, type ApplyEnv, type DeployedApply, type GameServerResponse } from '../shared';

export async function deployedOn(publish: PublishPipeline, project: string, env: ApplyEnv): Promise<GameServerResponse['applyList']> {
  const all = await publish.currentAll<DeployedApply>({ project, env, kind: PUBLISH_KIND });
  return all
    .filter((s) => s.content !== null)
    .map((s) => ({ ...s.content!, returnId: s.id, updatedAt: s.createdAt.toISOString(), operator: s.operator.displayName }))
    .sort((a, b) => a.experimentId - b.experimentId);
}
