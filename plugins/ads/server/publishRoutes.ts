// Taking a release to the game server: upload (publish) to its env, sync a published sandbox
// release to a prod copy, and the enable switch (which re-publishes the live release with the
// new flag, so the game client sees it). Prod is for the project's owners and admins.
import { eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import type { Db } from '../../../core/server/db/connect';
import { conflict, notFound } from '../../../core/server/errors';
import { route, type SessionUser } from '../../../core/server/plugin';
import { requireProdAccess } from '../../../core/server/prodAccess';
import { PUBLISH_KIND, RIGHT_AD_RELEASE, switchEnableSchema, uploadReleaseSchema, type PublishedAds } from '../shared';
import { findRelease, publishedContent, releaseToApi } from './ads';
import { adReleases } from './db';
import { RELEASE_ERRORS } from './releaseRoutes';

const right = access.right(RIGHT_AD_RELEASE);

export const PUBLISH_ERRORS = {
  otherTarget: (id: number, env: string, platform: number) => `Release ${id} belongs to ${env} and platform ${platform}`,
  sandboxFirst: (id: number) => `Upload release ${id} to sandbox first`,
  syncFromSandbox: 'Only a sandbox release can be synced to prod',
};

const operatorOf = (u: SessionUser) => ({ id: u.id, mail: u.mail, displayName: u.displayName || u.mail });

export const publishRoutes = [
  route({
    method: 'POST',
    path: '/v1/:code/adRelease/:id/upload',
    rule: right,
    summary: 'Publish a release to the game server of its env (Idempotency-Key honoured); it is locked from then on',
    body: uploadReleaseSchema,
    async handler(ctx) {
      const { c, db, user, project, params, body, services, audit } = ctx;
      const row = await findRelease(db, project.code, params.id);
      if (!row) throw notFound(RELEASE_ERRORS.notFound);
      if (row.env !== body.env || row.platform !== body.platform) throw conflict(PUBLISH_ERRORS.otherTarget(row.id, row.env, row.platform));
      requireProdAccess(ctx, row.env);
      const content = await publishedContent(db, row);
      const target = { project: project.code, env: row.env, kind: PUBLISH_KIND, key: String(row.platform) };
      const updated = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const { snapshot } = await services.publish.publish(target, content, { operator: operatorOf(user), idempotencyKey: c.req.header('idempotency-key'), tx });
        const [next] = await tx.update(adReleases).set({ published: true, returnId: snapshot.id, updatedAt: new Date() }).where(eq(adReleases.id, row.id)).returning();
        return next;
      });
      await audit({ area: 'ads', action: `release:upload:${row.env}`, target: row.id, after: { returnId: updated.returnId } });
      return { returnId: updated.returnId, adRelease: releaseToApi(updated) };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/:code/adRelease/:id/syncProd',
    rule: right,
    summary: 'Copy a published sandbox release to a new prod release (to be published there)',
    async handler({ db, user, project, params, audit }) {
      const row = await findRelease(db, project.code, params.id);
      if (!row) throw notFound(RELEASE_ERRORS.notFound);
      if (row.env !== 'sandbox') throw conflict(PUBLISH_ERRORS.syncFromSandbox);
      if (!row.published) throw conflict(PUBLISH_ERRORS.sandboxFirst(row.id));
      const [copy] = await db
        .insert(adReleases)
        .values({ projectCode: project.code, platform: row.platform, env: 'prod', conf: row.conf, enable: row.enable, sandboxId: row.id, operator: user.displayName || user.mail })
        .returning();
      await audit({ area: 'ads', action: 'release:syncProd', target: copy.id, after: releaseToApi(copy) });
      return { adRelease: releaseToApi(copy) };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/:code/adRelease/:id/switchEnable',
    rule: right,
    summary: 'Turn a release on or off; when it is the live one, the game client sees the change at once',
    body: switchEnableSchema,
    async handler(ctx) {
      const { c, db, user, project, params, body, services, audit } = ctx;
      const row = await findRelease(db, project.code, params.id);
      if (!row) throw notFound(RELEASE_ERRORS.notFound);
      requireProdAccess(ctx, row.env);
      const target = { project: project.code, env: row.env, kind: PUBLISH_KIND, key: String(row.platform) };
      // Read before the transaction: with one connection (PGlite) a read beside it would wait on it.
      const live = await services.publish.current<PublishedAds>(target);
      const updated = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        if (live?.content && live.content.releaseId === row.id && live.content.enable !== body.enable) {
          // The live ads stay exactly as published; only the flag changes.
          await services.publish.publish(target, { ...live.content, enable: body.enable }, { operator: operatorOf(user), idempotencyKey: c.req.header('idempotency-key'), tx });
        }
        const [next] = await tx.update(adReleases).set({ enable: body.enable, updatedAt: new Date() }).where(eq(adReleases.id, row.id)).returning();
        return next;
      });
      await audit({ area: 'ads', action: 'release:switchEnable', target: row.id, before: { enable: row.enable }, after: { enable: updated.enable } });
      return { adRelease: releaseToApi(updated) };
    },
  }),
];
