// Online release calls (000 §7): list per env (10 a page), one, create (a sandbox release in Input
// or Select mode, or with JSON {env: prod, sandboxId} the prod copy), update (sandbox), upload
// (sandbox: publish; prod: to staging), resource sync (creates or updates the prod copy) and switch.
import { and, count, desc, eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { coreConfigSchema, readConfigKey } from '../../../core/shared/projectConfig';
import { releases as contentReleases } from '../../../core/server/db/content';
import { badRequest, conflict } from '../../../core/server/errors';
import { copyToProd } from '../../../core/server/publish/prodCopy';
import { routeOf, type RouteContext } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { canStage, canSwitch, canSync, canUpload, MESSAGES, RIGHT_ONLINE_RELEASES } from '../shared';
import { onlineReleaseFieldsSchema, prodCreateSchema } from '../schemas';
import { onlineReleases, type OnlineReleaseRow } from './db';
import { readFormInput } from '../../../core/server/formInput';
import { onlinePublishable, targetOf } from './publishable';
import { maxReleaseBody, readStored, storeResource, type StoredResource } from './resource';
import { mustFind, operatorName, publishedContent, toApi } from './rows';
import { parseFields } from './validate';
import { flagsOf } from './config';

const right = access.right(RIGHT_ONLINE_RELEASES);
type Ctx = Pick<RouteContext, 'c' | 'db' | 'config' | 'user' | 'project' | 'services' | 'audit'>;

/** The fields of a create or an edit, the resource resolved by mode (a file, or the release's data file). */
async function readRelease(ctx: Ctx, existing: OnlineReleaseRow | null) {
  const { c, db, config, project, services } = ctx;
  const { fields, file } = await readFormInput(c);
  if (!existing && fields.env !== undefined && fields.env !== 'sandbox') throw conflict(MESSAGES.sandboxOnly);
  const mode = fields.mode ?? (fields.localReleaseId ? 'Select' : 'Input');
  const needsFile = mode === 'Input' && !file && !existing?.resourceKey;
  const needsPlatform = flagsOf(project.config).platformRequired && !fields.platform;
  const body = parseFields(onlineReleaseFieldsSchema, { ...fields, mode }, [
    ...(needsPlatform ? [{ path: 'platform', message: MESSAGES.platformRequired }] : []),
    ...(needsFile ? [{ path: 'resource', message: MESSAGES.fileRequired }] : []),
  ]);
  const types = readConfigKey(coreConfigSchema, 'releaseTypes', project.config, [] as string[]);
  if (types.length && !types.includes(body.releaseType))
    throw badRequest(MESSAGES.typeUnknown(body.releaseType), [{ path: 'releaseType', message: MESSAGES.typeUnknown(body.releaseType) }]);
  let resource: Partial<StoredResource> = {};
  let localReleaseId: number | null = null;
  if (body.mode === 'Select') {
    const id = body.localReleaseId!;
    const [release] = await db
      .select()
      .from(contentReleases)
      .where(and(eq(contentReleases.projectCode, project.code), eq(contentReleases.id, id)));
    if (!release) throw badRequest(MESSAGES.releaseRequired, [{ path: 'localReleaseId', message: MESSAGES.releaseRequired }]);
    if (!release.published) throw conflict(MESSAGES.releaseNotPublished(id));
    const stored = release.dataFilePath ? await readStored(services.storage, release.dataFilePath) : null;
    if (!stored) throw conflict(MESSAGES.releaseNoFile(id));
    resource = {
      resourceKey: release.dataFilePath,
      resourceName: release.dataFilePath.split('/').pop() ?? release.dataFilePath,
      ...stored,
    };
    localReleaseId = id;
  } else if (file) {
    resource = await storeResource(services.storage, config, project.code, file);
  }
  return { name: body.name, releaseType: body.releaseType, platform: body.platform ?? null, rule: body.rule, localReleaseId, ...resource };
}

/** The prod copy's content fields, from its uploaded sandbox original. */
const copyFields = (s: OnlineReleaseRow) => ({
  name: s.name,
  releaseType: s.releaseType,
  localReleaseId: s.localReleaseId,
  platform: s.platform,
  rule: s.rule,
  crc: s.crc,
  assetFileHash: s.assetFileHash,
  resourceKey: s.resourceKey,
  resourceName: s.resourceName,
  resourceMd5: s.resourceMd5,
  resourceSize: s.resourceSize,
});

/** Creates the prod copy of an uploaded sandbox release (409 when it has one). */
async function createProdCopy(ctx: Ctx, source: OnlineReleaseRow) {
  const { db, user, project } = ctx;
  // Two concurrent syncs: only the first links its copy; the other's transaction rolls back.
  return copyToProd(db, onlineReleases, source.id, { projectCode: project.code, ...copyFields(source), operator: operatorName(user) }, () =>
    conflict(MESSAGES.prodHasCopy(source.id, source.prodId ?? 0)),
  );
}

function checkSyncable(ctx: Ctx, source: OnlineReleaseRow) {
  if (source.env !== 'sandbox') throw conflict('Sync runs from the sandbox online release');
  // A non-owner is refused before the row's own state is told.
  onlinePublishable.access(ctx, 'prod');
  if (!canSync(source)) throw conflict(MESSAGES.publishFirst);
}

export const onlineReleaseRoutes = [
  routeOf(endpoints.options, {
    rule: right,
    summary: "The forms' choices: the project's release types, its published puzzle-content releases, its online release flags",
    async handler({ db, project }) {
      const rows = await db
        .select({
          id: contentReleases.id,
          name: contentReleases.name,
          type: contentReleases.type,
          dataFilePath: contentReleases.dataFilePath,
        })
        .from(contentReleases)
        .where(and(eq(contentReleases.projectCode, project.code), eq(contentReleases.published, true)))
        .orderBy(desc(contentReleases.id))
        .limit(500);
      return {
        releaseTypes: readConfigKey(coreConfigSchema, 'releaseTypes', project.config, [] as string[]),
        releases: rows.map((r) => ({ id: r.id, name: r.name, type: r.type, hasDataFile: !!r.dataFilePath })),
        flags: flagsOf(project.config),
      };
    },
  }),
  routeOf(endpoints.list, {
    rule: right,
    summary: "An env's online releases, newest first, 10 a page",
    async handler({ db, project, query, services }) {
      const where = and(eq(onlineReleases.projectCode, project.code), eq(onlineReleases.env, query.env));
      const [rows, [{ n }]] = await Promise.all([
        db
          .select()
          .from(onlineReleases)
          .where(where)
          .orderBy(desc(onlineReleases.id))
          .limit(query.ps)
          .offset((query.pn - 1) * query.ps),
        db.select({ n: count() }).from(onlineReleases).where(where),
      ]);
      return { rows: rows.map((r) => toApi(r, services.storage)), count: Number(n) };
    },
  }),
  routeOf(endpoints.get, {
    rule: right,
    summary: 'One online release',
    async handler({ db, project, params, services }) {
      return { release: toApi(await mustFind(db, project.code, params.id), services.storage) };
    },
  }),
  routeOf(endpoints.create, {
    rule: right,
    summary:
      'Create a sandbox online release (multipart: resource, name, releaseType, platform, rule as JSON, mode Input|Select, localReleaseId), or with JSON {env: prod, sandboxId} its prod copy (owners and admins)',
    maxBodyBytes: maxReleaseBody,
    async handler(ctx) {
      const { c, db, user, project, services, audit } = ctx;
      if (/^application\/json/i.test(c.req.header('content-type') ?? '')) {
        const { fields } = await readFormInput(c);
        if (fields.env === 'prod') {
          const body = parseFields(prodCreateSchema, fields);
          const source = await mustFind(db, project.code, body.sandboxId);
          checkSyncable(ctx, source);
          if (source.prodId) throw conflict(MESSAGES.prodHasCopy(source.id, source.prodId));
          const copy = await createProdCopy(ctx, source);
          await audit({ area: 'online-releases', action: 'createProd', target: copy.id, after: toApi(copy, services.storage) });
          return { release: toApi(copy, services.storage) };
        }
        throw badRequest(
          fields.env === undefined || fields.env === 'sandbox'
            ? 'A sandbox online release is created with a multipart form (its file)'
            : 'env must be sandbox or prod',
        );
      }
      const values = await readRelease(ctx, null);
      const [row] = await db
        .insert(onlineReleases)
        .values({ projectCode: project.code, env: 'sandbox', ...values, operator: operatorName(user) })
        .returning();
      await audit({ area: 'online-releases', action: 'create', target: row.id, after: toApi(row, services.storage) });
      return { release: toApi(row, services.storage) };
    },
  }),
  routeOf(endpoints.update, {
    rule: right,
    summary: 'Edit a sandbox online release (the file optional); an uploaded one must be uploaded again',
    maxBodyBytes: maxReleaseBody,
    async handler(ctx) {
      const { db, user, project, params, services, audit } = ctx;
      const row = await mustFind(db, project.code, params.id);
      if (row.env !== 'sandbox') throw conflict(MESSAGES.prodReadOnly);
      const values = await readRelease(ctx, row);
      const [next] = await db
        .update(onlineReleases)
        .set({ ...values, returnId: null, operator: operatorName(user), updatedAt: new Date() })
        .where(eq(onlineReleases.id, row.id))
        .returning();
      await audit({
        area: 'online-releases',
        action: 'update',
        target: row.id,
        before: toApi(row, services.storage),
        after: toApi(next, services.storage),
      });
      return { release: toApi(next, services.storage) };
    },
  }),
  routeOf(endpoints.upload, {
    rule: right,
    summary:
      'Sandbox: publish the online release (answers the returnId). Prod: upload it to staging (owners and admins). Idempotency-Key honoured',
    async handler(ctx) {
      const { db, project, params, query, services } = ctx;
      const row = await mustFind(db, project.code, params.id);
      if (query.env && query.env !== row.env) throw conflict(`Online release ${row.id} is a ${row.env} release`);
      const entry = (action: string) => ({
        audit: ({ after }: { after: { id: number } }) => ({
          area: 'online-releases',
          action,
          target: row.id,
          before: { returnId: row.returnId, staging: row.staging },
          after: { returnId: after.id, env: row.env },
        }),
      });
      if (row.env === 'sandbox') {
        if (!canUpload(row)) throw conflict(MESSAGES.alreadyUploaded(row.id));
        const r = await onlinePublishable.publish(ctx, targetOf(row), publishedContent(row), entry('upload'));
        const [next] = await db.update(onlineReleases).set({ returnId: r.snapshot.id }).where(eq(onlineReleases.id, row.id)).returning();
        return { returnId: r.snapshot.id, unchanged: r.replayed, release: toApi(next, services.storage) };
      }
      onlinePublishable.access(ctx, 'prod');
      if (!canStage(row))
        throw conflict(
          row.staging ? 'Already on staging: switch it to prod' : 'Already live on prod: sync a new upload from sandbox first',
        );
      const r = await onlinePublishable.stage(ctx, targetOf(row), publishedContent(row), entry('stage'));
      const [next] = await db
        .update(onlineReleases)
        .set({ returnId: r.snapshot.id, staging: 1 })
        .where(eq(onlineReleases.id, row.id))
        .returning();
      return { returnId: r.snapshot.id, unchanged: r.replayed, release: toApi(next, services.storage) };
    },
  }),
  routeOf(endpoints.sync, {
    rule: right,
    summary:
      'Create or update the prod copy from the uploaded sandbox release (owners and admins); prod serves it after staging and switch',
    async handler(ctx) {
      const { db, user, project, params, services, audit } = ctx;
      const source = await mustFind(db, project.code, params.id);
      checkSyncable(ctx, source);
      if (!source.prodId) {
        const copy = await createProdCopy(ctx, source);
        await audit({ area: 'online-releases', action: 'createProd', target: copy.id, after: toApi(copy, services.storage) });
        return { release: toApi(copy, services.storage) };
      }
      const prod = await mustFind(db, project.code, source.prodId);
      const [next] = await db
        .update(onlineReleases)
        .set({ ...copyFields(source), returnId: null, staging: 0, operator: operatorName(user), updatedAt: new Date() })
        .where(eq(onlineReleases.id, prod.id))
        .returning();
      await audit({
        area: 'online-releases',
        action: 'resourceSync',
        target: prod.id,
        before: toApi(prod, services.storage),
        after: toApi(next, services.storage),
      });
      return { release: toApi(next, services.storage) };
    },
  }),
  routeOf(endpoints.switch, {
    rule: right,
    summary: 'Make the staged prod online release live (owners and admins; Idempotency-Key honoured)',
    async handler(ctx) {
      const { db, project, params, services } = ctx;
      const row = await mustFind(db, project.code, params.id);
      onlinePublishable.access(ctx, 'prod');
      if (row.env !== 'prod') throw conflict(MESSAGES.notProd);
      if (!canSwitch(row)) throw conflict(MESSAGES.notStaged);
      const r = await onlinePublishable.switch(ctx, targetOf(row), {
        audit: ({ after }) => ({
          area: 'online-releases',
          action: 'switch',
          target: row.id,
          before: { returnId: row.returnId, staging: 1 },
          after: { returnId: after.id, staging: 0 },
        }),
      });
      const [next] = await db
        .update(onlineReleases)
        .set({ returnId: r.snapshot.id, staging: 0 })
        .where(eq(onlineReleases.id, row.id))
        .returning();
      return { returnId: r.snapshot.id, unchanged: r.replayed, release: toApi(next, services.storage) };
    },
  }),
];
