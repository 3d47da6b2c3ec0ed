// Internal ads, under /v1/{code}/internalAd (000 §7): the Self Ads screen's list, create,
// detail, update (the platform is locked) and delete.
import { and, desc, eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { notFound } from '../../../core/server/errors';
import { route } from '../../../core/server/plugin';
import { createAdSchema, platformQuerySchema, RIGHT_SELF_AD, updateAdSchema } from '../shared';
import { adToApi, findAd, stampResources } from './ads';
import { internalAds } from './db';

const right = access.right(RIGHT_SELF_AD);
const adNotFound = () => notFound('Advertisement not found');

export const adRoutes = [
  route({
    method: 'GET',
    path: '/v1/:code/internalAd',
    rule: right,
    summary: "A platform's ads of this project, newest first",
    query: platformQuerySchema,
    async handler({ db, project, query }) {
      const rows = await db
        .select()
        .from(internalAds)
        .where(and(eq(internalAds.projectCode, project.code), eq(internalAds.platform, query.platform)))
        .orderBy(desc(internalAds.id));
      return { internalAds: rows.map(adToApi) };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/:code/internalAd',
    rule: right,
    summary: 'Create an ad (name, attr icon and campaign, list and mrect creatives, platform)',
    body: createAdSchema,
    async handler({ db, user, project, body, audit }) {
      const operator = user.displayName || user.mail;
      const resources = { list: stampResources(body.resources.list, [], operator), mrect: stampResources(body.resources.mrect, [], operator) };
      const [row] = await db.insert(internalAds).values({ projectCode: project.code, platform: body.platform, name: body.name, attr: body.attr, resources, operator }).returning();
      await audit({ area: 'ads', action: 'create', target: row.id, after: adToApi(row) });
      return { internalAd: adToApi(row) };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/:code/internalAd/:id',
    rule: right,
    summary: 'One ad',
    async handler({ db, project, params }) {
      const row = await findAd(db, project.code, params.id);
      if (!row) throw adNotFound();
      return { internalAd: adToApi(row) };
    },
  }),
  route({
    method: 'PUT',
    path: '/v1/:code/internalAd/:id',
    rule: right,
    summary: 'Update an ad (its platform stays); a changed creative gets the next build number',
    body: updateAdSchema,
    async handler({ db, user, project, params, body, audit }) {
      const before = await findAd(db, project.code, params.id);
      if (!before) throw adNotFound();
      const operator = user.displayName || user.mail;
      const resources = {
        list: stampResources(body.resources.list, before.resources?.list ?? [], operator),
        mrect: stampResources(body.resources.mrect, before.resources?.mrect ?? [], operator),
      };
      const [row] = await db.update(internalAds).set({ name: body.name, attr: body.attr, resources, operator, updatedAt: new Date() }).where(eq(internalAds.id, before.id)).returning();
      await audit({ area: 'ads', action: 'update', target: row.id, before: adToApi(before), after: adToApi(row) });
      return { internalAd: adToApi(row) };
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/:code/internalAd/:id',
    rule: right,
    summary: 'Delete an ad (what is published keeps it; an unpublished release naming it can no longer be uploaded)',
    async handler({ db, project, params, audit }) {
      const before = await findAd(db, project.code, params.id);
      if (!before) throw adNotFound();
      await db.delete(internalAds).where(eq(internalAds.id, before.id));
      await audit({ area: 'ads', action: 'delete', target: before.id, before: adToApi(before) });
      return { id: before.id };
    },
  }),
];
