// In-house ad releases under /v1/{code}/adRelease (002 §7): list per platform and env, create
// and update on sandbox, the ads they may pick, and the deployments (the pipeline's history).
import { and, desc, eq } from 'drizzle-orm';
import { projects } from '../../../core/server/db/schema';
import { rule as access } from '../../../core/shared/access';
import { conflict, notFound } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { PUBLISH_KIND, RIGHT_AD_RELEASE, type AdCandidates, type PublishedAds } from '../shared';
import { endpoints } from '../endpoints';
import { findRelease, liveAdsOf, releaseToApi, resolveAds } from './ads';
import { adReleases, internalAds } from './db';

const right = access.right(RIGHT_AD_RELEASE);

export const RELEASE_ERRORS = {
  notFound: 'Release not found',
  sandboxOnly: 'Releases are created and changed on sandbox; sync one to prod',
  locked: (id: number) => `Release ${id} is published: create a new release to change it`,
};

export const releaseRoutes = [
  routeOf(endpoints.releases, {
    rule: right,
    summary: 'Releases of a platform and env, newest first (the screen shows the latest)',
    async handler({ db, project, query, services }) {
      const rows = await db
        .select()
        .from(adReleases)
        .where(and(eq(adReleases.projectCode, project.code), eq(adReleases.platform, query.platform), eq(adReleases.env, query.env)))
        .orderBy(desc(adReleases.id))
        .limit(50);
      const live = await liveAdsOf(services.publish, project.code, query);
      return { adReleases: rows.map((r) => releaseToApi(r, live)) };
    },
  }),
  routeOf(endpoints.deployments, {
    rule: right,
    summary: 'What was uploaded to the game server of an env, newest first',
    async handler({ project, query, services }) {
      const { rows } = await services.publish.history<PublishedAds>({
        project: project.code,
        kind: PUBLISH_KIND,
        env: query.env,
        key: String(query.platform),
        limit: 200,
      });
      const deployments = rows.map((s) => ({
        id: s.id,
        releaseId: s.content?.releaseId ?? null,
        enable: s.content?.enable ?? false,
        ads: s.content?.ads ?? [],
        operator: s.operator.displayName,
        updatedAt: s.createdAt.toISOString(),
      }));
      return { deployments };
    },
  }),
  routeOf(endpoints.candidates, {
    rule: right,
    summary: "The ads a release may pick: every project's ads of the platform (cross-promotion)",
    async handler({ db, query }): Promise<AdCandidates> {
      const rows = await db
        .select({
          id: internalAds.id,
          projectCode: internalAds.projectCode,
          name: internalAds.name,
          attr: internalAds.attr,
          nickname: projects.nickname,
        })
        .from(internalAds)
        .innerJoin(projects, eq(projects.code, internalAds.projectCode))
        .where(eq(internalAds.platform, query.platform))
        .orderBy(internalAds.projectCode, internalAds.id);
      const byCode = new Map<string, AdCandidates['projects'][number]>();
      for (const r of rows) {
        const p = byCode.get(r.projectCode) ?? { code: r.projectCode, nickname: r.nickname, ads: [] };
        p.ads.push({ id: r.id, name: r.name.en ?? '', icon: r.attr?.icon ?? null });
        byCode.set(r.projectCode, p);
      }
      return { projects: [...byCode.values()] };
    },
  }),
  routeOf(endpoints.createRelease, {
    rule: right,
    summary: 'Create a sandbox release from a list of ads (id and projectCode each)',
    async handler({ db, user, project, body, audit }) {
      if (body.env !== 'sandbox') throw conflict(RELEASE_ERRORS.sandboxOnly);
      await resolveAds(db, body.idList, body.platform);
      const [row] = await db
        .insert(adReleases)
        .values({
          projectCode: project.code,
          platform: body.platform,
          env: 'sandbox',
          conf: { ads: body.idList },
          operator: user.displayName || user.mail,
        })
        .returning();
      // A release not uploaded yet is nobody's live one.
      await audit({ area: 'ads', action: 'release:create', target: row.id, after: releaseToApi(row, null) });
      return { adRelease: releaseToApi(row, null) };
    },
  }),
  routeOf(endpoints.updateRelease, {
    rule: right,
    summary: "Change an unpublished sandbox release's ads",
    async handler({ db, user, project, params, body, audit }) {
      const before = await findRelease(db, project.code, params.id);
      if (!before) throw notFound(RELEASE_ERRORS.notFound);
      if (before.env !== 'sandbox') throw conflict(RELEASE_ERRORS.sandboxOnly);
      if (before.published) throw conflict(RELEASE_ERRORS.locked(before.id));
      await resolveAds(db, body.idList, before.platform as 1 | 2);
      const [row] = await db
        .update(adReleases)
        .set({ conf: { ads: body.idList }, operator: user.displayName || user.mail, updatedAt: new Date() })
        .where(eq(adReleases.id, before.id))
        .returning();
      await audit({
        area: 'ads',
        action: 'release:update',
        target: row.id,
        before: releaseToApi(before, null),
        after: releaseToApi(row, null),
      });
      return { adRelease: releaseToApi(row, null) };
    },
  }),
];
