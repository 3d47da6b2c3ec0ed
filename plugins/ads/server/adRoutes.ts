// Internal ads, under /v1/{code}/internalAd (000 §7): the Self Ads screen's list, create,
// detail, update (the platform is locked) and delete.
import { and, desc, eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { notFound } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { RIGHT_SELF_AD } from '../shared';
import { endpoints } from '../endpoints';
import { adToApi, findAd, stampResources } from './ads';
import { internalAds } from './db';

const right = access.right(RIGHT_SELF_AD);
const adNotFound = () => notFound('Advertisement not found');

export const adRoutes = [
  routeOf(endpoints.ads, {
    rule: right,
    summary: "A platform's ads of this project, newest first",
    async handler({ db, project, query }) {
      const rows = await db
        .select()
        .from(internalAds)
        .where(and(eq(internalAds.projectCode, project.code), eq(internalAds.platform, query.platform)))
        .orderBy(desc(internalAds.id));
      return { internalAds: rows.map(adToApi) };
    },
  }),
  routeOf(endpoints.createAd, {
    rule: right,
    summary: 'Create an ad (name, attr icon and campaign, list and mrect creatives, platform)',
    async handler({ db, user, project, body, audit }) {
      const operator = user.displayName || user.mail;
      const resources = {
        list: stampResources(body.resources.list, [], operator),
        mrect: stampResources(body.resources.mrect, [], operator),
      };
      const [row] = await db
        .insert(internalAds)
        .values({ projectCode: project.code, platform: body.platform, name: body.name, attr: body.attr, resources, operator })
        .returning();
      await audit({ area: 'ads', action: 'create', target: row.id, after: adToApi(row) });
      return { internalAd: adToApi(row) };
    },
  }),
  routeOf(endpoints.ad, {
    rule: right,
    summary: 'One ad',
    async handler({ db, project, params }) {
      const row = await findAd(db, project.code, params.id);
      if (!row) throw adNotFound();
      return { internalAd: adToApi(row) };
    },
  }),
  routeOf(endpoints.updateAd, {
    rule: right,
    summary: 'Update an ad (its platform stays); a changed creative gets the next build number',
    async handler({ db, user, project, params, body, audit }) {
      const before = await findAd(db, project.code, params.id);
      if (!before) throw adNotFound();
      const operator = user.displayName || user.mail;
      const resources = {
        list: stampResources(body.resources.list, before.resources?.list ?? [], operator),
        mrect: stampResources(body.resources.mrect, before.resources?.mrect ?? [], operator),
      };
      const [row] = await db
        .update(internalAds)
        .set({ name: body.name, attr: body.attr, resources, operator, updatedAt: new Date() })
        .where(eq(internalAds.id, before.id))
        .returning();
      await audit({ area: 'ads', action: 'update', target: row.id, before: adToApi(before), after: adToApi(row) });
      return { internalAd: adToApi(row) };
    },
  }),
  routeOf(endpoints.removeAd, {
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
