// Project rows as the API shows them.
import type { ProjectDetail, ProjectSummary } from '../../../core/shared/project';
import type { Db } from '../../../core/server/db/connect';
import type { ProjectRow } from '../../../core/server/plugin';
import { usersByIds } from '../../../core/server/users';

export function toSummary(p: ProjectRow): ProjectSummary {
  return { code: p.code, nickname: p.nickname, description: p.description, domain: p.domain, disabledPlugins: p.disabledPlugins };
}

export async function toDetail(db: Db, p: ProjectRow): Promise<ProjectDetail> {
  const owners = await usersByIds(db, p.ownerIds);
  return { ...toSummary(p), config: p.config, owners, service: { host: p.serviceHost }, serverKeySet: !!p.serverKeyHash };
}
