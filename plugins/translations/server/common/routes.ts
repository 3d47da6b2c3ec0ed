// Common Translate's API (000 §7 "Common translations" and "Tags", admin only): the keys, the
// rename, the Excel import, the sync check and sync, the linked projects, the tags, and our
// translation-memory suggestions. Every change is audited (area 'translations').
import { enginesAfterEdit } from '../project/keys';
import { suggestionsFor } from '../suggestions';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { rule } from '../../../../core/shared/access';
import { operatorName } from '../../../../core/shared/auth';
import { badRequest, conflict, notFound } from '../../../../core/server/errors';
import type { ServerRoute } from '../../../../core/server/plugin';
import { routeOf } from '../../../../core/server/plugin';
import { projects } from '../../../../core/server/db/schema';
import { MULTIPART_SLACK, readXlsxUpload } from '../../../../core/server/xlsx';
import { commonEndpoints as ep, type LinkedProject } from '../../endpoints/common';
import { COMMON_MESSAGES } from '../../schemas/common';
import { mlCommonKeys, mlProjectKeys } from '../db';
import { cancelImport, startImport } from '../importJob';
import { COMMON_SCOPE } from '../../shared';
import { applySync, existingProjects, linkedKeys, syncCheck } from './sync';
import { findByKey, listCommon, requireCommon, toApiRow, type CommonRow } from './store';
import { tagRoutes } from './tagRoutes';

const admin = rule.admin;
const AREA = 'translations';
/** An import file: 20,000 keys in 18 languages stay well under it. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
const projectNotFound = (codes: string[]) => `No such project: ${codes.join(', ')}`;

async function keysByIds(db: Parameters<typeof requireCommon>[0], ids: number[]): Promise<CommonRow[]> {
  const rows = await db.select().from(mlCommonKeys).where(inArray(mlCommonKeys.id, ids)).orderBy(asc(mlCommonKeys.key));
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length)
    throw badRequest(`${COMMON_MESSAGES.notFound}: ${missing.slice(0, 20).join(', ')}`, [
      { path: 'keyIds', message: COMMON_MESSAGES.notFound },
    ]);
  return rows;
}

export const routes: ServerRoute[] = [
  routeOf(ep.list, {
    rule: admin,
    summary: 'Common keys by key, a page at a time; q searches the key and every text, tagIds (any of), unfinished',
    handler: ({ db, query }) => listCommon(db, query),
  }),
  routeOf(ep.listByTags, {
    rule: admin,
    summary: 'Common keys that carry any of the tags (tagIds, a comma list)',
    handler: ({ db, query }) => listCommon(db, query),
  }),
  routeOf(ep.suggestions, {
    rule: admin,
    summary:
      'Translation memory: per language, the texts other keys (common and every project) use for the same English text, most used first',
    handler: async ({ db, query }) => ({ suggestions: await suggestionsFor(db, '', query.en, { commonId: query.excludeId }) }),
  }),
  routeOf(ep.syncCheck, {
    rule: admin,
    summary:
      'The sync check (a dry run): per project and key, Ignore (the project has its own key of that name) or Sync, with per language the old common, new common and project text',
    async handler({ db, query }) {
      const keys = await keysByIds(db, query.keyIds);
      const known = await existingProjects(db, query.projectCodes);
      const missing = query.projectCodes.filter((c) => !known.has(c));
      if (missing.length) throw badRequest(projectNotFound(missing), [{ path: 'projectCodes', message: projectNotFound(missing) }]);
      return { rows: await syncCheck(db, keys, query.projectCodes) };
    },
  }),
  routeOf(ep.batchCreateCustoms, {
    rule: admin,
    summary:
      'Sync common keys into projects (customs: projectCode, keyId, commonId); Ignore pairs are left, conflicts keep the project text unless resolved to the common one',
    async handler({ db, query, body, user, audit }) {
      for (const c of body.customs) {
        if (!query.keyIds.includes(c.keyId))
          throw badRequest(COMMON_MESSAGES.customNotInKeys(c.keyId), [
            { path: 'customs', message: COMMON_MESSAGES.customNotInKeys(c.keyId) },
          ]);
        if (c.commonId !== c.keyId)
          throw badRequest(COMMON_MESSAGES.commonIdIsKeyId, [{ path: 'customs', message: COMMON_MESSAGES.commonIdIsKeyId }]);
      }
      const ids = [...new Set(body.customs.map((c) => c.keyId))];
      const keys = new Map((await keysByIds(db, ids)).map((k) => [k.id, k]));
      const codes = [...new Set(body.customs.map((c) => c.projectCode))];
      const known = await existingProjects(db, codes);
      const missing = codes.filter((c) => !known.has(c));
      if (missing.length) throw badRequest(projectNotFound(missing), [{ path: 'customs', message: projectNotFound(missing) }]);
      const seen = new Set<string>();
      const pairs = body.customs
        .filter((c) => !seen.has(`${c.projectCode}\n${c.keyId}`) && !!seen.add(`${c.projectCode}\n${c.keyId}`))
        .map((c) => ({ common: keys.get(c.keyId)!, code: c.projectCode }));
      const { changes, ...result } = await applySync(db, pairs, body.resolutions, operatorName(user));
      await audit({
        area: AREA,
        action: 'syncCommon',
        target: ids.join(',').slice(0, 255),
        before: changes.map((c) => ({ projectCode: c.projectCode, key: c.key, translation: c.before })),
        after: {
          changes: changes.map((c) => ({ projectCode: c.projectCode, key: c.key, translation: c.after })),
          ignored: result.ignored,
          skipped: result.skipped,
        },
      });
      return result;
    },
  }),
  routeOf(ep.createByExcel, {
    rule: admin,
    summary:
      'Import common keys from an xlsx (multipart field excel): columns key, en and language codes; a job creates new keys and gives existing ones the filled cells; a bad row refuses the file; the answer names the job',
    maxBodyBytes: MAX_IMPORT_BYTES + MULTIPART_SLACK,
    async handler(ctx) {
      const { file, bytes } = await readXlsxUpload(ctx.c, 'excel', MAX_IMPORT_BYTES);
      return startImport(ctx, COMMON_SCOPE, file, bytes);
    },
  }),
  routeOf(ep.cancelImport, {
    rule: admin,
    summary: 'Stop an Excel import of common keys (nothing of it is written)',
    handler: (ctx) => cancelImport(ctx, COMMON_SCOPE, ctx.params.jobId),
  }),
  routeOf(ep.get, {
    rule: admin,
    summary: 'One common key',
    async handler({ db, params }) {
      return { common: await toApiRow(db, await requireCommon(db, params.id)) };
    },
  }),
  routeOf(ep.create, {
    rule: admin,
    summary: "Create a common key (key required, en required: 'can not be null'; other languages may be empty)",
    async handler({ db, body, user, audit }) {
      if (await findByKey(db, body.key)) throw conflict(COMMON_MESSAGES.keyTaken(body.key));
      const [row] = await db
        .insert(mlCommonKeys)
        .values({
          key: body.key,
          translation: body.translation,
          unfinished: body.unfinished,
          maxLength: body.maxLength ?? null,
          operator: operatorName(user),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(COMMON_MESSAGES.keyTaken(body.key));
      const common = await toApiRow(db, row);
      await audit({ area: AREA, action: 'createCommon', target: row.key, after: common });
      return { common };
    },
  }),
  routeOf(ep.update, {
    rule: admin,
    summary: 'Update a common key (texts, Unfinished/Completed, max length); linked projects change only through applyToAllCustom',
    async handler({ db, params, body, user, audit }) {
      const before = await requireCommon(db, params.id, true);
      const [row] = await db
        .update(mlCommonKeys)
        .set({
          // A text an operator changed no longer comes from a machine engine.
          ...(body.translation
            ? { translation: body.translation, engines: enginesAfterEdit(before.engines, before.translation, body.translation) }
            : {}),
          ...(body.unfinished !== undefined ? { unfinished: body.unfinished } : {}),
          ...(body.maxLength !== undefined ? { maxLength: body.maxLength } : {}),
          operator: operatorName(user),
          updatedAt: new Date(),
        })
        .where(eq(mlCommonKeys.id, before.id))
        .returning();
      const common = await toApiRow(db, row);
      await audit({
        area: AREA,
        action: 'updateCommon',
        target: row.key,
        before: { translation: before.translation, unfinished: before.unfinished, maxLength: before.maxLength },
        after: { translation: row.translation, unfinished: row.unfinished, maxLength: row.maxLength },
      });
      return { common };
    },
  }),
  routeOf(ep.remove, {
    rule: admin,
    summary: "Delete a common key; the projects' synced keys stay as the projects' own (their commonId cleared)",
    async handler({ db, params, audit }) {
      const before = await requireCommon(db, params.id, true);
      const linked = await linkedKeys(db, before.id, true);
      if (linked.length)
        await db.update(mlProjectKeys).set({ commonId: null, commonBase: null }).where(eq(mlProjectKeys.commonId, before.id));
      await db.delete(mlCommonKeys).where(eq(mlCommonKeys.id, before.id));
      await audit({
        area: AREA,
        action: 'deleteCommon',
        target: before.key,
        before: { ...before, linkedProjects: linked.map((l) => l.projectCode) },
      });
      return { id: before.id, unlinked: linked.length };
    },
  }),
  routeOf(ep.linked, {
    rule: admin,
    summary: 'The projects holding a key synced from this common key, with the languages each edited itself',
    async handler({ db, params }) {
      const common = await requireCommon(db, params.id);
      const rows = await linkedKeys(db, common.id);
      const names = new Map(
        (rows.length
          ? await db
              .select({ code: projects.code, nickname: projects.nickname })
              .from(projects)
              .where(
                inArray(
                  projects.code,
                  rows.map((r) => r.projectCode),
                ),
              )
          : []
        ).map((p) => [p.code, p.nickname]),
      );
      const out: LinkedProject[] = rows.map((r) => ({
        projectCode: r.projectCode,
        nickname: names.get(r.projectCode) ?? r.projectCode,
        projectKeyId: r.id,
        key: r.key,
        translation: r.translation,
        edited: Object.keys(r.translation)
          .filter((lang) => r.translation[lang] !== (r.commonBase?.[lang] ?? ''))
          .sort(),
        updatedAt: r.updatedAt.toISOString(),
      }));
      return { projects: out };
    },
  }),
  routeOf(ep.applyToAllCustom, {
    rule: admin,
    summary:
      "Sync this key's texts to every linked project (000 §4); a project's own edit is kept unless resolved to the common text, and answered as skipped",
    async handler({ db, params, body, user, audit }) {
      const common = await requireCommon(db, params.id);
      const linked = await linkedKeys(db, common.id);
      const { changes, ...result } = await applySync(
        db,
        linked.map((l) => ({ common, code: l.projectCode })),
        body.resolutions,
        operatorName(user),
      );
      await audit({
        area: AREA,
        action: 'applyToAllCustom',
        target: common.key,
        before: changes.map((c) => ({ projectCode: c.projectCode, translation: c.before })),
        after: { changes: changes.map((c) => ({ projectCode: c.projectCode, translation: c.after })), skipped: result.skipped },
      });
      return result;
    },
  }),
  routeOf(ep.rename, {
    rule: admin,
    summary: "Rename a common key ('lack of key' without newKey); the keys synced from it in projects are renamed too",
    async handler({ db, params, body, user, audit }) {
      const before = await findByKey(db, params.oldKey);
      if (!before) throw notFound(COMMON_MESSAGES.notFound);
      const newKey = body.newKey;
      if (newKey === before.key) return { common: await toApiRow(db, before), projectKeys: 0 };
      if (await findByKey(db, newKey)) throw conflict(COMMON_MESSAGES.keyTaken(newKey));
      const linked = await linkedKeys(db, before.id, true);
      if (linked.length) {
        const clash = await db
          .select({ code: mlProjectKeys.projectCode })
          .from(mlProjectKeys)
          .where(
            sql`${mlProjectKeys.key} = ${newKey} AND ${mlProjectKeys.projectCode} IN (${sql.join(
              linked.map((l) => sql`${l.projectCode}`),
              sql`, `,
            )})`,
          );
        if (clash.length)
          throw conflict(
            COMMON_MESSAGES.renameClash(
              newKey,
              clash.map((c) => c.code),
            ),
          );
        await db.update(mlProjectKeys).set({ key: newKey, updatedAt: new Date() }).where(eq(mlProjectKeys.commonId, before.id));
      }
      const [row] = await db
        .update(mlCommonKeys)
        .set({ key: newKey, operator: operatorName(user), updatedAt: new Date() })
        .where(eq(mlCommonKeys.id, before.id))
        .returning();
      await audit({
        area: AREA,
        action: 'renameCommon',
        target: row.id,
        before: { key: before.key },
        after: { key: newKey, projects: linked.map((l) => l.projectCode) },
      });
      return { common: await toApiRow(db, row), projectKeys: linked.length };
    },
  }),
  ...tagRoutes,
];
