// Taking a release to the game server, over core's publish life cycle (./publishable.ts): upload
// (publish) to its env, sync a published sandbox release to a prod copy, and the enable switch
// (which re-publishes the live release with the new flag, so the game client sees it).
import { eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { conflict, notFound } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { RIGHT_AD_RELEASE } from '../shared';
import { endpoints } from '../endpoints';
import { findRelease, liveAdsOf, publishedContent, releaseToApi } from './ads';
import { adReleases } from './db';
import { adsPublishable } from './publishable';
import { RELEASE_ERRORS } from './releaseRoutes';

const right = access.right(RIGHT_AD_RELEASE);

export const PUBLISH_ERRORS = {
  otherTarget: (id: number, env: string, platform: number) => `Release ${id} belongs to ${env} and platform ${platform}`,
  sandboxFirst: (id: number) => `Upload release ${id} to sandbox first`,
  syncFromSandbox: 'Only a sandbox release can be synced to prod',
};

export const publishRoutes = [
  routeOf(endpoints.upload, {
    rule: right,
    summary: 'Publish a release to the game server of its env (Idempotency-Key honoured); it is locked from then on',
    async handler(ctx) {
      const { db, project, params, body } = ctx;
      const row = await findRelease(db, project.code, params.id);
      if (!row) throw notFound(RELEASE_ERRORS.notFound);
      if (row.env !== body.env || row.platform !== body.platform) throw conflict(PUBLISH_ERRORS.otherTarget(row.id, row.env, row.platform));
      adsPublishable.access(ctx, row.env);
      const content = await publishedContent(db, row);
      const { snapshot } = await adsPublishable.publish(ctx, { env: row.env, key: String(row.platform) }, content, {
        audit: ({ after }) => ({ area: 'ads', action: `release:upload:${row.env}`, target: row.id, after: { returnId: after.id } }),
      });
      const [updated] = await db
        .update(adReleases)
        .set({ published: true, returnId: snapshot.id, updatedAt: new Date() })
        .where(eq(adReleases.id, row.id))
        .returning();
      return { returnId: snapshot.id, adRelease: releaseToApi(updated, snapshot) };
    },
  }),
  routeOf(endpoints.syncProd, {
    rule: right,
    summary: 'Copy a published sandbox release to a new prod release (to be published there)',
    async handler({ db, user, project, params, audit }) {
      const row = await findRelease(db, project.code, params.id);
      if (!row) throw notFound(RELEASE_ERRORS.notFound);
      if (row.env !== 'sandbox') throw conflict(PUBLISH_ERRORS.syncFromSandbox);
      if (!row.published) throw conflict(PUBLISH_ERRORS.sandboxFirst(row.id));
      const [copy] = await db
        .insert(adReleases)
        .values({
          projectCode: project.code,
          platform: row.platform,
          env: 'prod',
          conf: row.conf,
          enable: row.enable,
          sandboxId: row.id,
          operator: user.displayName || user.mail,
        })
        .returning();
      // The prod copy is not uploaded yet: nobody's live one.
      await audit({ area: 'ads', action: 'release:syncProd', target: copy.id, after: releaseToApi(copy, null) });
      return { adRelease: releaseToApi(copy, null) };
    },
  }),
  routeOf(endpoints.switchEnable, {
    rule: right,
    summary: 'Turn a release on or off; when it is the live one, the game client sees the change at once',
    async handler(ctx) {
      const { db, project, params, body, services, audit } = ctx;
      const row = await findRelease(db, project.code, params.id);
      if (!row) throw notFound(RELEASE_ERRORS.notFound);
      adsPublishable.access(ctx, row.env);
      const live = await liveAdsOf(services.publish, project.code, row);
      const entry = {
        area: 'ads',
        action: 'release:switchEnable',
        target: row.id,
        before: { enable: row.enable },
        after: { enable: body.enable },
      };
      let now = live;
      if (live?.content && live.content.releaseId === row.id && live.content.enable !== body.enable) {
        // The live ads stay exactly as published; only the flag changes (audited once, as the switch).
        ({ snapshot: now } = await adsPublishable.publish(
          ctx,
          { env: row.env, key: String(row.platform) },
          { ...live.content, enable: body.enable },
          { audit: () => entry },
        ));
      } else {
        await audit(entry);
      }
      const [updated] = await db
        .update(adReleases)
        .set({ enable: body.enable, updatedAt: new Date() })
        .where(eq(adReleases.id, row.id))
        .returning();
      return { adRelease: releaseToApi(updated, now) };
    },
  }),
];
