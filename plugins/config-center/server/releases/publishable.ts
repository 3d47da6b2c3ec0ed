// What a config release publishes (core/server/publish/README.md): an archive's files, per env
// (dev, sandbox, prod) and namespace (the key). Core's moves give the prod rule, the
// Idempotency-Key, the one audit entry and rollback; this file adds the file checks.
import { badRequest } from '../../../../core/server/errors';
import { definePublishable } from '../../../../core/server/publish/publishable';
import type { CcEnv } from '../../shared';
import { publishable } from '../../endpoints/releases';
import { markReleased } from './archives';
import { fileProblems, problemText } from './validate';

/** What services and game clients read: the released archive's files. */
export interface ReleasedConfig {
  archiveId: number;
  commitId: string;
  dataVersion: number;
  files: Record<string, string>;
}

export const configPublishable = definePublishable<ReleasedConfig, typeof publishable.id, CcEnv>(publishable, {
  async beforePublish(_ctx, _target, content) {
    const problems = fileProblems(content.files);
    if (problems.length) throw badRequest(problems.map(problemText).join('; '));
  },
  audit: ({ action, before, after }) => ({
    area: 'config-center',
    action: action === 'rollback' ? 'rollback' : 'release',
    target: `${after.env}:${after.key}`,
    before: before?.content
      ? {
          returnId: before.id,
          archiveId: (before.content as ReleasedConfig).archiveId,
          commitId: (before.content as ReleasedConfig).commitId,
        }
      : null,
    after: {
      returnId: after.id,
      archiveId: after.content?.archiveId,
      commitId: after.content?.commitId,
      dataVersion: after.content?.dataVersion,
    },
  }),
  // Core's rollback route makes an old archive live again: it is released, so it keeps its lock.
  afterRollback: async (ctx, snapshot) => {
    if (typeof snapshot.content?.archiveId === 'number') await markReleased(ctx.db, snapshot.content.archiveId);
  },
});
