// Demo data, per project: online releases in every state (not uploaded; uploaded; synced and live
// on prod; staged on prod) and general releases (Resource Ready; Prod deployed), stored and
// published as the routes do, so both screens and the client route show something real.
// tiles (not jigsaw, which the other browser tests and the a11y gate use; not words, which the
// online releases browser test uses for the Release tab) has the flags quickDeploy and multipart,
// so its V2 screen opens on Multipart: two multipart releases cut from the published release the
// releases demo gives it, one deployed to sandbox, one not yet.
import { and, desc, eq } from 'drizzle-orm';
import { releases as contentReleases } from '../../../core/server/db/content';
import { projects, users } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { contentKey } from '../../../core/server/storage/fileStore';
import { GENERAL_KIND, GENERAL_STATUS, MULTIPART_KIND, PUBLISH_KIND } from '../shared';
import {
  onlineGeneralDeploys,
  onlineGeneralReleases,
  onlineGeneralResources,
  onlineMultipartReleases,
  onlineReleases,
  type OnlineReleaseRow,
} from './db';
import { cutParts, publishedMultipart } from './multipart';
import { describe } from './resource';
import { publishedContent, type PublishedGeneral } from './rows';

export async function seedOnlineReleases({ db, services }: DemoContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator = { id: admin?.id ?? null, mail: admin?.mail ?? 'demo', displayName: admin?.displayName ?? 'Demo' };
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  for (const code of codes) {
    const file = async (name: string) => {
      const data = new TextEncoder().encode(JSON.stringify({ release: name, project: code, levels: [1, 2, 3, 4] }));
      const key = contentKey(`${code}/online-releases`, data, name, 'resource');
      await services.storage.put(key, data, 'application/json');
      return { key, name, ...describe(data) };
    };
    const add = async (name: string, rule: OnlineReleaseRow['rule'], platform: OnlineReleaseRow['platform']) => {
      const f = await file(`${name.toLowerCase().replace(/\W+/g, '_')}.json`);
      const [row] = await db
        .insert(onlineReleases)
        .values({
          projectCode: code,
          env: 'sandbox',
          name,
          releaseType: 'main',
          platform,
          rule,
          resourceKey: f.key,
          resourceName: f.name,
          resourceMd5: f.resourceMd5,
          resourceSize: f.resourceSize,
          crc: f.crc,
          assetFileHash: f.assetFileHash,
          operator: operator.displayName,
        })
        .returning();
      return row;
    };
    const target = (row: OnlineReleaseRow) => ({ project: code, env: row.env, kind: PUBLISH_KIND, key: String(row.id) });
    const upload = async (row: OnlineReleaseRow) => {
      const { snapshot } = await services.publish.publish(target(row), publishedContent(row), { operator });
      await db.update(onlineReleases).set({ returnId: snapshot.id }).where(eq(onlineReleases.id, row.id));
      return { ...row, returnId: snapshot.id };
    };
    const prodCopy = async (row: OnlineReleaseRow, live: boolean) => {
      const { id: _i, createdAt: _c, updatedAt: _u, returnId: _r, prodId: _p, ...rest } = row;
      const [copy] = await db
        .insert(onlineReleases)
        .values({ ...rest, env: 'prod', sandboxId: row.id })
        .returning();
      await db.update(onlineReleases).set({ prodId: copy.id }).where(eq(onlineReleases.id, row.id));
      const staged = await services.publish.stage(target(copy), publishedContent(copy), { operator });
      if (!live) return db.update(onlineReleases).set({ returnId: staged.snapshot.id, staging: 1 }).where(eq(onlineReleases.id, copy.id));
      const switched = await services.publish.switch(target(copy), { operator });
      return db.update(onlineReleases).set({ returnId: switched.snapshot.id, staging: 0 }).where(eq(onlineReleases.id, copy.id));
    };

    await prodCopy(await upload(await add('Spring levels', { clientVersions: ['1.0.0', '0.0.0'] }, null)), true);
    await prodCopy(await upload(await add('Summer levels (iOS)', { clientVersions: ['2.0.0', '0.0.0'] }, 'ios')), false);
    await upload(await add('Autumn levels', null, 'android'));
    await add('Winter levels (draft)', null, null);

    // General releases (001): one ready to deploy, one live on prod.
    const general = async (name: string, live: boolean) => {
      const f = await file(`${name.toLowerCase().replace(/\W+/g, '_')}.bundle.json`);
      const [g] = await db
        .insert(onlineGeneralReleases)
        .values({
          projectCode: code,
          name,
          releaseType: 'main',
          versionTag: live ? 'v1.0' : 'v1.1',
          fromType: 'manual',
          platform: 0,
          status: GENERAL_STATUS.resourceReady,
          operator: operator.displayName,
        })
        .returning();
      await db.insert(onlineGeneralResources).values({
        genDataReleaseId: g.id,
        buildNum: 1,
        platform: 0,
        key: f.key,
        md5: f.resourceMd5,
        size: f.resourceSize,
        status: 'Available',
        extra: { fileName: f.name },
      });
      if (!live) return;
      const content: PublishedGeneral = {
        id: g.id,
        name,
        releaseType: 'main',
        buildNum: 1,
        versionTag: 'v1.0',
        country: '',
        platform: 0,
        rule: null,
        resources: [{ platform: 0, key: f.key, md5: f.resourceMd5, size: f.resourceSize }],
      };
      const t = (env: 'sandbox' | 'prod') => ({ project: code, env, kind: GENERAL_KIND, key: String(g.id) });
      const sb = await services.publish.publish(t('sandbox'), content, { operator });
      const st = await services.publish.stage(t('prod'), content, { operator });
      const sw = await services.publish.switch(t('prod'), { operator });
      await db.insert(onlineGeneralDeploys).values([
        { genDataReleaseId: g.id, buildNum: 1, env: 'sandbox', platform: 0, returnId: sb.snapshot.id, operator: operator.displayName },
        {
          genDataReleaseId: g.id,
          buildNum: 1,
          env: 'prod',
          staging: 1,
          platform: 0,
          returnId: st.snapshot.id,
          operator: operator.displayName,
        },
        { genDataReleaseId: g.id, buildNum: 1, env: 'prod', platform: 0, returnId: sw.snapshot.id, operator: operator.displayName },
      ]);
      await db.update(onlineGeneralReleases).set({ status: GENERAL_STATUS.prod }).where(eq(onlineGeneralReleases.id, g.id));
    };
    await general('Level pack 2026.1', true);
    await general('Level pack 2026.2', false);
  }
  await seedMultipart({ db, services }, operator);
}

/** The project whose V2 screen shows multipart releases and quick deploy. */
export const MULTIPART_DEMO_PROJECT = 'tiles';

async function seedMultipart(
  { db, services }: Pick<DemoContext, 'db' | 'services'>,
  operator: { id: number | null; mail: string; displayName: string },
): Promise<void> {
  const code = MULTIPART_DEMO_PROJECT;
  const [project] = await db.select().from(projects).where(eq(projects.code, code));
  if (!project) return;
  const conf = { ...project.config } as Record<string, unknown>;
  conf.onlineReleases = { ...(conf.onlineReleases as object | undefined), quickDeploy: true, multipart: true };
  await db.update(projects).set({ config: conf }).where(eq(projects.code, code));
  // The published release with a data file (the releases demo's); none without that demo.
  const [local] = await db
    .select()
    .from(contentReleases)
    .where(and(eq(contentReleases.projectCode, code), eq(contentReleases.published, true)))
    .orderBy(desc(contentReleases.id))
    .limit(1);
  const opened = local?.dataFilePath ? await services.storage.get(local.dataFilePath) : null;
  if (!local || !opened) return;
  const data = new Uint8Array(await new Response(opened.stream()).arrayBuffer());
  const make = async (name: string, versionTag: string, cutSize: number, rule: { clientVersions: [string, string] } | null) => {
    const parts = await cutParts(services.storage, code, data, cutSize);
    const [row] = await db
      .insert(onlineMultipartReleases)
      .values({
        projectCode: code,
        name,
        typeName: local.type || 'main',
        versionTag,
        rule,
        localReleaseId: local.id,
        cutSize,
        parts,
        operator: operator.displayName,
      })
      .returning();
    return row;
  };
  const live = await make(`${local.name} in parts`, 'v1.0', 16 * 1024, { clientVersions: ['1.2.0', '0.0.0'] });
  const sb = await services.publish.publish(
    { project: code, env: 'sandbox', kind: MULTIPART_KIND, key: String(live.id) },
    publishedMultipart(live),
    { operator },
  );
  await db.update(onlineMultipartReleases).set({ sandboxReturnId: sb.snapshot.id }).where(eq(onlineMultipartReleases.id, live.id));
  await make(`${local.name} in parts (next)`, 'v1.1', 8 * 1024, null);
}
