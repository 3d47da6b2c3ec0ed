// The life cycle of 001 §4: publish to the game server (upload, over core's publish life cycle:
// ./publishable.ts), resource sync to the prod copy, and copy from history into a new sandbox activity.
import { eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { conflict } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { RIGHT_ACTIVITIES } from '../shared';
import { activityFieldsSchema } from '../schemas';
import { activities } from './db';
import { readFormInput } from '../../../core/server/formInput';
import { maxActivityBody, storeResource } from './resource';
import { activitiesPublishable, activityTarget } from './publishable';
import { liveOf, mustFind, publishedContent, toApi } from './rows';
import { parseFields } from './validate';

const right = access.right(RIGHT_ACTIVITIES);
export const LIFECYCLE_MESSAGES = {
  noProdCopy: 'Create the prod copy first (To Prod)',
};

export const lifecycleRoutes = [
  routeOf(endpoints.publish, {
    rule: right,
    summary: 'Publish the activity to the game server of its env (Idempotency-Key honoured); answers the returnId. Prod: owners and admins',
    async handler(ctx) {
      const { db, project, params, query, services } = ctx;
      const row = await mustFind(db, project.code, params.id);
      if (query.env && query.env !== row.env) throw conflict(`Activity ${row.id} is a ${row.env} activity`);
      const published = await activitiesPublishable.publish(ctx, activityTarget(row), publishedContent(row), {
        audit: ({ before, after }) => ({
          area: 'activities',
          action: 'upload',
          target: row.id,
          before: { returnId: before?.content == null ? null : before.id },
          after: { returnId: after.id, env: row.env },
        }),
      });
      const { id, contentHash } = published.snapshot;
      return { returnId: id, unchanged: published.replayed, activity: toApi(row, services.storage, { id, contentHash }) };
    },
  }),
  routeOf(endpoints.syncResource, {
    rule: right,
    summary: "Copy a sandbox activity's resource, rule, priority and gray release to its prod copy (publish prod to take it live)",
    async handler({ db, user, project, params, services, audit }) {
      const row = await mustFind(db, project.code, params.id);
      if (row.env !== 'sandbox') throw conflict('Resource sync runs from the sandbox activity');
      if (!row.prodId) throw conflict(LIFECYCLE_MESSAGES.noProdCopy);
      const prod = await mustFind(db, project.code, row.prodId);
      const [next] = await db
        .update(activities)
        .set({
          resourceKey: row.resourceKey,
          resourceName: row.resourceName,
          resourceMd5: row.resourceMd5,
          resourceSize: row.resourceSize,
          rule: row.rule,
          priority: row.priority,
          grayRelease: row.grayRelease,
          operator: user.displayName || user.mail,
          updatedAt: new Date(),
        })
        .where(eq(activities.id, prod.id))
        .returning();
      const live = await liveOf(services.publish, project.code, prod);
      await audit({
        area: 'activities',
        action: 'resourceSync',
        target: prod.id,
        before: toApi(prod, services.storage, live),
        after: toApi(next, services.storage, live),
      });
      return { activity: toApi(next, services.storage, live) };
    },
  }),
  routeOf(endpoints.copy, {
    rule: right,
    summary: 'Copy an activity (from history) into a new sandbox activity; the resource file is optional and defaults to the original one',
    maxBodyBytes: maxActivityBody,
    async handler({ c, db, config, user, project, params, services, audit }) {
      const source = await mustFind(db, project.code, params.id);
      const { fields, file } = await readFormInput(c);
      const body = parseFields(activityFieldsSchema, fields);
      const stored = file
        ? await storeResource(services.storage, config, project.code, file)
        : {
            resourceKey: source.resourceKey,
            resourceName: source.resourceName,
            resourceMd5: source.resourceMd5,
            resourceSize: source.resourceSize,
          };
      const [row] = await db
        .insert(activities)
        .values({ projectCode: project.code, env: 'sandbox', ...body, ...stored, operator: user.displayName || user.mail })
        .returning();
      await audit({
        area: 'activities',
        action: 'copy',
        target: row.id,
        after: { ...toApi(row, services.storage, null), copiedFrom: source.id },
      });
      return { activity: toApi(row, services.storage, null) };
    },
  }),
];
