// Bundles: the platform's list with the last release per env and the server time, save
// (create without id, update with id) and delete.
import { eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { badRequest, conflict, notFound } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import type { PublishPipeline } from '../../../core/server/publish/types';
import { MESSAGES, platformLabel, PUBLISH_KIND, RIGHT_BUNDLES, startInPast, type ReleaseInfo } from '../shared';
import { endpoints } from '../endpoints';
import { bundles } from './db';
import { findBundle, platformRows, toApi, uploadedFile } from './bundles';

const right = access.right(RIGHT_BUNDLES);
export const BUNDLE_ERRORS = {
  notFound: 'Bundle not found',
  platformFixed: (id: number, platform: number) => `Bundle ${id} belongs to ${platformLabel(platform)}; its platform cannot change`,
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function releaseInfo(
  publish: PublishPipeline,
  project: string,
  env: 'sandbox' | 'prod',
  platform: number,
): Promise<ReleaseInfo | null> {
  const s = await publish.latest({ project, env, kind: PUBLISH_KIND, key: String(platform) }, 'live');
  return s ? { updatedAt: s.createdAt.toISOString(), operator: s.operator.displayName, returnId: s.id } : null;
}

const invalid = (message: string, path: string) => badRequest(message, [{ path, message }]);

export const bundleRoutes = [
  routeOf(endpoints.list, {
    rule: right,
    summary: "A platform's bundles, the last release on sandbox and prod, and the server time",
    async handler({ db, project, query, services }) {
      const rows = await platformRows(db, project.code, query.platform);
      const [sandboxInfo, prodInfo] = await Promise.all([
        releaseInfo(services.publish, project.code, 'sandbox', query.platform),
        releaseInfo(services.publish, project.code, 'prod', query.platform),
      ]);
      return { bundles: rows.map(toApi), serverTime: nowSeconds(), sandboxInfo, prodInfo };
    },
  }),
  routeOf(endpoints.save, {
    rule: right,
    summary: 'Save a bundle: create without id, update with id (the resource must be a file uploaded to this project)',
    async handler({ db, user, project, body, audit }) {
      const file = await uploadedFile(db, project.code, body.content.resource.url);
      if (!file) throw invalid(MESSAGES.fileRequired, 'content.resource');
      // Size and md5 are the stored file's, whatever the form said.
      const content = { ...body.content, resource: { url: file.url, size: file.size, md5: file.md5 } };
      const values = { name: body.name, description: body.description, rule: body.rule, content, operator: user.displayName || user.mail };
      const before = body.id ? await findBundle(db, project.code, body.id) : null;
      if (body.id && !before) throw notFound(BUNDLE_ERRORS.notFound);
      if (before && before.platform !== body.platform) throw conflict(BUNDLE_ERRORS.platformFixed(before.id, before.platform));
      // A start already running may stay; a new or moved start may not lie in the past.
      if ((!before || before.content.start !== content.start) && startInPast(content.start, nowSeconds()))
        throw invalid(MESSAGES.startPast, 'content.start');
      if (!before) {
        const [row] = await db
          .insert(bundles)
          .values({ projectCode: project.code, platform: body.platform, ...values })
          .returning();
        await audit({ area: 'bundles', action: 'create', target: row.id, after: toApi(row) });
        return { bundle: toApi(row) };
      }
      const [row] = await db
        .update(bundles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(bundles.id, before.id))
        .returning();
      await audit({ area: 'bundles', action: 'update', target: row.id, before: toApi(before), after: toApi(row) });
      return { bundle: toApi(row) };
    },
  }),
  routeOf(endpoints.remove, {
    rule: right,
    summary: 'Delete a bundle (the game servers keep it until the next upload)',
    async handler({ db, project, params, audit }) {
      const before = await findBundle(db, project.code, params.id);
      if (!before) throw notFound(BUNDLE_ERRORS.notFound);
      await db.delete(bundles).where(eq(bundles.id, before.id));
      await audit({ area: 'bundles', action: 'delete', target: before.id, before: toApi(before) });
      return { id: before.id };
    },
  }),
];
