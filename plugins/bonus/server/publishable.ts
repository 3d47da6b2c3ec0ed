// What bonuses publish (core/server/publish/README.md): each bonus on its env's game server
// (kind 'bonus', key = its redeem code). Redeems read the bonus rows, so a rollback writes the
// snapshot's fields back to the row of that env and code. Each move audits once, as the bonus.
import { and, eq } from 'drizzle-orm';
import { definePublishable } from '../../../core/server/publish/publishable';
import type { BonusEnv } from '../shared';
import { publishable } from '../endpoints';
import { bonuses } from './db';
import { publishedContent } from './rows';

export type PublishedBonus = ReturnType<typeof publishedContent>;

export const bonusPublishable = definePublishable<PublishedBonus, typeof publishable.id>(publishable, {
  async afterRollback(ctx, snapshot) {
    if (!snapshot.content) return;
    const { code: _code, ...fields } = snapshot.content;
    await ctx.db
      .update(bonuses)
      .set({ ...fields, returnId: snapshot.id, updatedAt: new Date() })
      .where(and(eq(bonuses.projectCode, ctx.project.code), eq(bonuses.env, snapshot.env as BonusEnv), eq(bonuses.code, snapshot.key)));
  },
});
