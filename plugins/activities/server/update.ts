// PUT /v1/:code/event/:id?env= (001 §7) in its four forms, told apart by the fields sent:
// only `enable` (the switch; a published activity's game-server copy follows at once),
// only `grayRelease` (sandbox), a prod copy's openAt/closeAt/version, or a sandbox activity's
// every field (the resource file optional; the name cannot change).
import { eq } from 'drizzle-orm';
import { badRequest, conflict } from '../../../core/server/errors';
import type { RouteContext } from '../../../core/server/plugin';
import { MESSAGES, type ActivityEnv } from '../shared';
import { activityFieldsSchema, enableField, grayReleaseSchema, prodFieldsSchema } from '../schemas';
import { activities, type ActivityRow } from './db';
import { readFormInput } from '../../../core/server/formInput';
import { storeResource } from './resource';
import { activitiesPublishable, activityTarget } from './publishable';
import { liveOf, mustFind, publishTarget, toApi, type PublishedActivity } from './rows';
import type { LiveMark } from '../../../core/server/publish/live';
import { parseFields } from './validate';

type Ctx = RouteContext<undefined, { env?: ActivityEnv }>;

const only = (fields: Record<string, unknown>, name: string) => {
  const keys = Object.keys(fields).filter((k) => k !== 'env' && fields[k] !== undefined);
  return keys.length === 1 && keys[0] === name;
};

async function switchEnable(ctx: Ctx, row: ActivityRow, enable: 0 | 1) {
  const { db, user, project, services, audit } = ctx;
  // The switch is a kill switch: what the game server holds changes now, nothing else of it.
  const live = await services.publish.current<PublishedActivity>(publishTarget(project.code, row));
  const before: LiveMark | null = live?.content ? { id: live.id, contentHash: live.contentHash } : null;
  const set = { enable, operator: user.displayName || user.mail, updatedAt: new Date() };
  const entry = (after: LiveMark | null) => ({
    area: 'activities',
    action: 'enable',
    target: row.id,
    before: toApi(row, services.storage, before),
    after: toApi({ ...row, ...set }, services.storage, after),
  });
  let after = before;
  let audited = false;
  if (live?.content) {
    // The re-publish is the switch's one audit entry.
    const r = await activitiesPublishable.publish(
      ctx,
      activityTarget(row),
      { ...live.content, enable },
      { audit: ({ after: s }) => entry({ id: s.id, contentHash: s.contentHash }) },
    );
    after = { id: r.snapshot.id, contentHash: r.snapshot.contentHash };
    audited = !r.replayed;
  }
  if (!audited) await audit(entry(after));
  const [next] = await db.update(activities).set(set).where(eq(activities.id, row.id)).returning();
  return toApi(next, services.storage, after);
}

export async function updateActivity(ctx: Ctx) {
  const { c, db, config, user, project, params, query, services, audit } = ctx;
  const row = await mustFind(db, project.code, params.id);
  if (query.env && query.env !== row.env) throw conflict(`Activity ${row.id} is a ${row.env} activity`);
  const { fields, file } = await readFormInput(c);
  const operator = user.displayName || user.mail;
  let next: ActivityRow;
  let action: string;

  if (only(fields, 'enable') && !file) {
    const { enable } = parseFields(
      enableField.transform((enable) => ({ enable })),
      fields.enable,
    );
    // The switch takes a published activity off (or onto) game clients at once.
    activitiesPublishable.access(ctx, row.env);
    return { activity: await switchEnable(ctx, row, enable) };
  } else if ('grayRelease' in fields) {
    if (row.env !== 'sandbox') throw conflict('Gray releases are made on sandbox');
    if (!only(fields, 'grayRelease') || file) throw badRequest('grayRelease is updated on its own');
    const gray = parseFields(grayReleaseSchema, fields.grayRelease);
    if (gray && row.grayRelease && row.grayRelease.name !== gray.name) {
      throw conflict(`Activity ${row.id} is already in gray release '${row.grayRelease.name}'`);
    }
    [next] = await db
      .update(activities)
      .set({ grayRelease: gray, operator, updatedAt: new Date() })
      .where(eq(activities.id, row.id))
      .returning();
    action = 'grayRelease';
  } else if (row.env === 'prod') {
    if (file) throw badRequest('A prod copy takes its resource from sandbox: use resource sync');
    const body = parseFields(prodFieldsSchema, fields);
    [next] = await db
      .update(activities)
      .set({ ...body, operator, updatedAt: new Date() })
      .where(eq(activities.id, row.id))
      .returning();
    action = 'updateProd';
  } else {
    const body = parseFields(activityFieldsSchema, { ...fields, name: fields.name ?? row.name });
    if (body.name !== row.name) throw conflict(MESSAGES.nameFixed);
    const stored = file ? await storeResource(services.storage, config, project.code, file) : {};
    [next] = await db
      .update(activities)
      .set({ ...body, ...stored, operator, updatedAt: new Date() })
      .where(eq(activities.id, row.id))
      .returning();
    action = 'update';
  }
  // These forms change the row, not what game clients read: the live mark is the same on both sides.
  const live = await liveOf(services.publish, project.code, row);
  await audit({
    area: 'activities',
    action,
    target: row.id,
    before: toApi(row, services.storage, live),
    after: toApi(next, services.storage, live),
  });
  return { activity: toApi(next, services.storage, live) };
}
