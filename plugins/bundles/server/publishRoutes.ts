// The spec's upload call and the upload history per env, over core's publish life cycle
// (./publishable.ts). Each bundle's times are checked against the server's clock first.
import { and, desc, eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { badRequest } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { preUploadErrors, RIGHT_BUNDLES, type BundleHistory, type PublishedBundles, PUBLISH_KIND } from '../shared';
import { endpoints } from '../endpoints';
import { platformRows, publishedContent } from './bundles';
import { bundleUploadFailures } from './db';
import { bundlesPublishable } from './publishable';

const right = access.right(RIGHT_BUNDLES);
const HISTORY_LIMIT = 200;

export { UPLOAD_ERRORS } from './publishable';

export const publishRoutes = [
  routeOf(endpoints.upload, {
    rule: right,
    summary: "Upload the platform's bundles to sandbox or prod (Idempotency-Key honoured); answers the returnId",
    // A failed upload stays in the history; the publish runs in the pipeline's own transaction.
    transaction: false,
    async handler(ctx) {
      const { db, project, query } = ctx;
      const { platform, env } = query;
      bundlesPublishable.access(ctx, env);
      const content = publishedContent(platform, await platformRows(db, project.code, platform));
      const errors = preUploadErrors(
        content.bundles.map((b) => ({ name: b.name, content: b })),
        Math.floor(Date.now() / 1000),
      );
      if (errors.length)
        throw badRequest(
          errors[0],
          errors.map((message) => ({ path: 'bundles', message })),
        );
      const { snapshot, replayed } = await bundlesPublishable.publish(ctx, { env, key: String(platform) }, content);
      return {
        returnId: snapshot.id,
        env,
        platform,
        /** True when nothing changed (or the request was a retry): no new release was made. */
        unchanged: replayed,
        info: { updatedAt: snapshot.createdAt.toISOString(), operator: snapshot.operator.displayName, returnId: snapshot.id },
      };
    },
  }),
  routeOf(endpoints.histories, {
    rule: right,
    summary: "The platform's uploads to one env, newest first: releases and failed uploads (the latest 200)",
    async handler({ db, project, query, services }) {
      const { platform, env } = query;
      const { rows } = await services.publish.history<PublishedBundles>({
        project: project.code,
        kind: PUBLISH_KIND,
        env,
        key: String(platform),
        slot: 'live',
        limit: HISTORY_LIMIT,
      });
      const failures = await db
        .select()
        .from(bundleUploadFailures)
        .where(
          and(
            eq(bundleUploadFailures.projectCode, project.code),
            eq(bundleUploadFailures.platform, platform),
            eq(bundleUploadFailures.env, env),
          ),
        )
        .orderBy(desc(bundleUploadFailures.id))
        .limit(HISTORY_LIMIT);
      const histories: (BundleHistory & { at: number })[] = [
        ...rows.map((s) => ({
          id: `s${s.id}`,
          at: s.createdAt.getTime(),
          operator: s.operator.displayName,
          updatedAt: s.createdAt.toISOString(),
          state: { success: true, returnId: s.id },
          uploadContent: s.content?.bundles ?? [],
        })),
        ...failures.map((f) => ({
          id: `f${f.id}`,
          at: f.createdAt.getTime(),
          operator: f.operator,
          updatedAt: f.createdAt.toISOString(),
          state: { success: false, returnId: null },
          uploadContent: f.uploadContent,
          error: f.error,
        })),
      ];
      histories.sort((a, b) => b.at - a.at);
      return { histories: histories.slice(0, HISTORY_LIMIT).map(({ at: _at, ...h }) => h) };
    },
  }),
];
