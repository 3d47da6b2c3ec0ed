// What activities publish (core/server/publish/README.md): each activity on its env's game
// server (kind 'activities', key = the activity's id), built from its row. The routes' moves
// audit once each, as the activity (area 'activities', target = its id).
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../../core/server/errors';
import { definePublishable } from '../../../core/server/publish/publishable';
import { publishable } from '../endpoints';
import { activities } from './db';
import { parseId, publishedContent, type PublishedActivity } from './rows';

export const activitiesPublishable = definePublishable<PublishedActivity, typeof publishable.id>(publishable, {
  async content(ctx, target) {
    const id = parseId(target.key);
    const [row] = id
      ? await ctx.db
          .select()
          .from(activities)
          .where(and(eq(activities.projectCode, ctx.project.code), eq(activities.env, target.env), eq(activities.id, id)))
      : [];
    if (!row) throw notFound('Activity not found');
    return publishedContent(row);
  },
});

export const activityTarget = (row: { env: string; id: number }) => ({ env: row.env as 'sandbox' | 'prod', key: String(row.id) });
