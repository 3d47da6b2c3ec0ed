// Uploading a platform's bundles to sandbox or prod through the publish pipeline (kind
// 'bundles', key = platform), and the upload history per env. Before an upload, each bundle's
// times are checked against the server's clock and its resource against storage; a resource
// that is gone makes a failed upload, kept for the history. Prod is for owners and admins, and
// takes only the set that is live on sandbox.
import { and, desc, eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { badRequest, conflict } from '../../../core/server/errors';
import { route } from '../../../core/server/plugin';
import { requireProdAccess } from '../../../core/server/prodAccess';
import { contentHash } from '../../../core/server/publish/contentHash';
import { preUploadErrors, PUBLISH_KIND, RIGHT_BUNDLES, uploadQuerySchema, type BundleHistory, type PublishedBundles } from '../shared';
import { platformRows, publishedContent, resourceProblem } from './bundles';
import { bundleUploadFailures } from './db';

const right = access.right(RIGHT_BUNDLES);
const HISTORY_LIMIT = 200;

export const UPLOAD_ERRORS = {
  sandboxFirst: 'Upload these bundles to sandbox first: they changed since the last sandbox upload',
  failed: (why: string) => `Upload failed: ${why}`,
};

export const publishRoutes = [
  route({
    method: 'POST',
    path: '/v1/:code/bundle/upload',
    rule: right,
    summary: "Upload the platform's bundles to sandbox or prod (Idempotency-Key honoured); answers the returnId",
    query: uploadQuerySchema,
    // A failed upload stays in the history; the publish runs in the pipeline's own transaction.
    transaction: false,
    async handler(ctx) {
      const { c, db, user, project, query, services, audit } = ctx;
      const { platform, env } = query;
      requireProdAccess(ctx, env);
      const content = publishedContent(platform, await platformRows(db, project.code, platform));
      const errors = preUploadErrors(content.bundles.map((b) => ({ name: b.name, content: b })), Math.floor(Date.now() / 1000));
      if (errors.length) throw badRequest(errors[0], errors.map((message) => ({ path: 'bundles', message })));
      const target = { project: project.code, env, kind: PUBLISH_KIND, key: String(platform) };
      if (env === 'prod') {
        const sandbox = await services.publish.current({ ...target, env: 'sandbox' });
        if (!sandbox || sandbox.contentHash !== contentHash(content)) throw conflict(UPLOAD_ERRORS.sandboxFirst);
      }
      const operator = user.displayName || user.mail;
      for (const b of content.bundles) {
        const problem = await resourceProblem(db, services.storage, project.code, b);
        if (problem) {
          await db.insert(bundleUploadFailures).values({ projectCode: project.code, platform, env, uploadContent: content.bundles, error: problem, operator });
          await audit({ area: 'bundles', action: `upload:${env}:failed`, target: platform, after: { error: problem } });
          throw conflict(UPLOAD_ERRORS.failed(problem));
        }
      }
      const { snapshot, replayed } = await services.publish.publish(target, content, {
        operator: { id: user.id, mail: user.mail, displayName: operator },
        idempotencyKey: c.req.header('idempotency-key'),
      });
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
  route({
    method: 'GET',
    path: '/v1/:code/bundle/upload',
    rule: right,
    summary: "The platform's uploads to one env, newest first: releases and failed uploads (the latest 200)",
    query: uploadQuerySchema,
    async handler({ db, project, query, services }) {
      const { platform, env } = query;
      const { rows } = await services.publish.history<PublishedBundles>({ project: project.code, kind: PUBLISH_KIND, env, key: String(platform), slot: 'live', limit: HISTORY_LIMIT });
      const failures = await db
        .select()
        .from(bundleUploadFailures)
        .where(and(eq(bundleUploadFailures.projectCode, project.code), eq(bundleUploadFailures.platform, platform), eq(bundleUploadFailures.env, env)))
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
