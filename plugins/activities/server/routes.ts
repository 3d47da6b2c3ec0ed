// Activities CRUD (001 §7): list per env, one, create (a sandbox activity, or the prod copy of
// a published one), update (full, enable only, gray release only, or a prod copy's window),
// delete (sandbox activities without a prod copy).
import { and, desc, eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { badRequest, conflict } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { liveMarks } from '../../../core/server/publish/live';
import { copyToProd } from '../../../core/server/publish/prodCopy';
import { endpoints } from '../endpoints';
import { canCreateProd, canDelete, MESSAGES, PUBLISH_KIND, RIGHT_ACTIVITIES } from '../shared';
import { activityFieldsSchema, prodCreateSchema } from '../schemas';
import { activities } from './db';
import { readFormInput } from '../../../core/server/formInput';
import { maxActivityBody, storeResource } from './resource';
import { activitiesPublishable, activityTarget } from './publishable';
import { liveOf, mustFind, toApi } from './rows';
import { updateActivity } from './update';
import { parseFields } from './validate';

const right = access.right(RIGHT_ACTIVITIES);

export const activityRoutes = [
  routeOf(endpoints.list, {
    rule: right,
    summary: "An env's activities, newest first, each marked when edited since its last publish",
    async handler({ db, project, query, services }) {
      const rows = await db
        .select()
        .from(activities)
        .where(and(eq(activities.projectCode, project.code), eq(activities.env, query.env)))
        .orderBy(desc(activities.id));
      const live = await liveMarks(services.publish, { project: project.code, env: query.env, kind: PUBLISH_KIND });
      return { rows: rows.map((r) => toApi(r, services.storage, live.get(String(r.id)) ?? null)) };
    },
  }),
  routeOf(endpoints.get, {
    rule: right,
    summary: 'One activity',
    async handler({ db, project, params, services }) {
      const row = await mustFind(db, project.code, params.id);
      return { activity: toApi(row, services.storage, await liveOf(services.publish, project.code, row)) };
    },
  }),
  routeOf(endpoints.create, {
    rule: right,
    summary:
      'Create a sandbox activity (multipart: resource file, name, openAt, closeAt, enable, priority, rule, version, env), or with env=prod the prod copy (openAt, closeAt, version, sandboxId)',
    maxBodyBytes: maxActivityBody,
    async handler({ c, db, config, user, project, services, audit }) {
      const { fields, file } = await readFormInput(c);
      const operator = user.displayName || user.mail;
      if (fields.env === 'prod') {
        const body = parseFields(prodCreateSchema, fields);
        const source = await mustFind(db, project.code, body.sandboxId);
        if (!canCreateProd(toApi(source, services.storage, await liveOf(services.publish, project.code, source)))) {
          throw conflict(
            source.env !== 'sandbox'
              ? 'Only a sandbox activity gets a prod copy'
              : source.prodId
                ? `Activity ${source.id} already has a prod copy (${source.prodId})`
                : 'Publish the activity to sandbox first',
          );
        }
        const taken = () => conflict(`Activity ${source.id} already has a prod copy`);
        const row = await db.transaction((tx) =>
          copyToProd(
            tx,
            activities,
            source.id,
            {
              projectCode: project.code,
              name: source.name,
              openAt: body.openAt,
              closeAt: body.closeAt,
              version: body.version,
              priority: source.priority,
              enable: source.enable,
              rule: source.rule,
              resourceKey: source.resourceKey,
              resourceName: source.resourceName,
              resourceMd5: source.resourceMd5,
              resourceSize: source.resourceSize,
              grayRelease: source.grayRelease,
              operator,
            },
            taken,
          ),
        );
        await audit({ area: 'activities', action: 'createProd', target: row.id, after: toApi(row, services.storage, null) });
        return { activity: toApi(row, services.storage, null) };
      }
      if (fields.env !== undefined && fields.env !== 'sandbox') throw badRequest('env must be sandbox or prod');
      const body = parseFields(activityFieldsSchema, fields, file ? [] : [{ path: 'resource', message: MESSAGES.fileRequired }]);
      const stored = await storeResource(services.storage, config, project.code, file!);
      const [row] = await db
        .insert(activities)
        .values({ projectCode: project.code, env: 'sandbox', ...body, ...stored, operator })
        .returning();
      await audit({ area: 'activities', action: 'create', target: row.id, after: toApi(row, services.storage, null) });
      return { activity: toApi(row, services.storage, null) };
    },
  }),
  routeOf(endpoints.update, {
    rule: right,
    summary: 'Update an activity: every field (sandbox), only enable, only grayRelease (sandbox), or openAt/closeAt/version (prod)',
    maxBodyBytes: maxActivityBody,
    handler: updateActivity,
  }),
  routeOf(endpoints.remove, {
    rule: right,
    summary: 'Delete a sandbox activity without a prod copy (what sandbox clients read goes too)',
    async handler(ctx) {
      const { db, project, params, services, audit } = ctx;
      const row = await mustFind(db, project.code, params.id);
      const live = await liveOf(services.publish, project.code, row);
      const before = toApi(row, services.storage, live);
      if (!canDelete(before))
        throw conflict(
          row.env === 'prod' ? 'Prod activities cannot be deleted' : `Activity ${row.id} has a prod copy and cannot be deleted`,
        );
      const entry = { area: 'activities', action: 'delete', target: row.id, before };
      // What sandbox clients read goes with it: the clear is the delete's one audit entry.
      const cleared = live ? await activitiesPublishable.clear(ctx, activityTarget(row), { audit: () => entry }) : null;
      if (!cleared || cleared.replayed) await audit(entry);
      await db.delete(activities).where(eq(activities.id, row.id));
      return { id: row.id };
    },
  }),
];
