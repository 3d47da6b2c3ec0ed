// What applies publish (core/server/publish/README.md): per experiment (kind 'applies', key = the
// experiment id), the deployed apply's conf. The deploy route passes the content; the declared
// content (for a generic move) is the env's apply of that experiment as it is now.
import { and, eq } from 'drizzle-orm';
import { conflict } from '../../../core/server/errors';
import { definePublishable } from '../../../core/server/publish/publishable';
import { publishable } from '../endpoints';
import type { DeployedApply } from '../shared';
import { applies } from './db';

export const appliesPublishable = definePublishable<DeployedApply, typeof publishable.id>(publishable, {
  async content(ctx, target) {
    const [row] = await ctx.db
      .select()
      .from(applies)
      .where(and(eq(applies.projectCode, ctx.project.code), eq(applies.env, target.env), eq(applies.experimentId, Number(target.key))));
    if (!row) throw conflict(`No ${target.env} apply for experiment ${target.key}`);
    return { applyId: row.id, experimentId: row.experimentId, conf: row.conf };
  },
  audit: ({ action, before, after }) => ({
    area: 'applies',
    action: `${action}:${after.env}`,
    target: after.content?.applyId ?? after.key,
    before: before?.content ?? null,
    after: { experimentId: after.key, returnId: after.id, apply: after.content },
  }),
});
