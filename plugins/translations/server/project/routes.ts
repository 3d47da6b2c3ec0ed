// Translate (000 §2.14, §7 "Per-project translation"; 001 §7 "Translation"): a project's keys
// (list with filters and paging, create, read, edit, rename, delete), its tags (create, rename,
// delete, set on a key, add or remove on many), translation-memory suggestions for the edit form,
// and the keys as xlsx (download and import, each a job). Everything needs the right 'translate' in the project;
// every write is audited in the request's transaction.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound, sqlStateOf } from '../../../../core/server/errors';
import { routeOf, type ServerRoute } from '../../../../core/server/plugin';
import { MULTIPART_SLACK, readXlsxUpload } from '../../../../core/server/xlsx';
import { rule } from '../../../../core/shared/access';
import { endpoints } from '../../endpoints/project';
import { MESSAGES } from '../../schemas/project';
import { RIGHT_TRANSLATE } from '../../shared';
import { mlProjectKeys } from '../db';
import { startExcelExport } from './excelExport';
import { cancelImport, startImport } from '../importJob';
import { createTag, deleteTag, projectTagScope, renameTag, tagsNamed } from '../tags';
import {
  enginesAfterEdit,
  keyApi,
  keyWhere,
  mustKey,
  operatorOf,
  ownTagIds,
  projectLanguages,
  projectTags,
  tagMap,
  toApi,
  type KeyRow,
} from './keys';
import { suggestionsFor } from '../suggestions';

const right = rule.right(RIGHT_TRANSLATE);
const AREA = 'translations';
/** The largest xlsx the import takes (20,000 keys x 10 languages is about 3 MB). */
export const MAX_IMPORT_BYTES = 40 * 1024 * 1024;

/** Keys the palette's picker lists at most (it filters them as the user types). */
const NAMES_MAX = 50_000;

const unknownTag = () => badRequest(MESSAGES.tagUnknown, [{ path: 'tagIds', message: MESSAGES.tagUnknown }]);

async function checkTags(
  db: Parameters<typeof ownTagIds>[0],
  code: string,
  ids: readonly number[] | undefined,
): Promise<number[] | undefined> {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  const own = await ownTagIds(db, code, unique);
  if (own.length !== unique.length) throw unknownTag();
  return unique;
}

/** A unique key clash (a race past the check) is the same 409 as the check's. */
async function uniqueKey<T>(key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlStateOf(err) === '23505') throw conflict(MESSAGES.keyExists(key));
    throw err;
  }
}

async function keyTaken(db: Parameters<typeof ownTagIds>[0], code: string, key: string, except = 0): Promise<boolean> {
  const [row] = await db
    .select({ id: mlProjectKeys.id })
    .from(mlProjectKeys)
    .where(and(eq(mlProjectKeys.projectCode, code), eq(mlProjectKeys.key, key)));
  return !!row && row.id !== except;
}

const audited = (row: KeyRow) => ({
  key: row.key,
  translation: row.translation,
  unfinished: row.unfinished,
  notInUse: row.notInUse,
  tagIds: row.tagIds,
  maxLength: row.maxLength,
  source: row.source,
});

export const routes: ServerRoute[] = [
  routeOf(endpoints.list, {
    rule: right,
    summary:
      "The project's keys by key, paged, filtered by tags (any of), unfinished/completed, in use or not, a language without text and a search over the key and every text; with the tags and the project's languages",
    async handler({ db, project, query }) {
      const where = keyWhere(project.code, query);
      const [rows, [{ n }], tags, languages] = await Promise.all([
        db
          .select()
          .from(mlProjectKeys)
          .where(where)
          .orderBy(asc(mlProjectKeys.key))
          .limit(query.ps)
          .offset((query.pn - 1) * query.ps),
        db.select({ n: count() }).from(mlProjectKeys).where(where),
        projectTags(db, project.code),
        projectLanguages(db, project.code),
      ]);
      const byId = tagMap(tags);
      return { keys: rows.map((r) => toApi(r, byId)), total: Number(n), tags, languages };
    },
  }),
  routeOf(endpoints.create, {
    rule: right,
    summary: 'Create a key: key (unique in the project), translation map (en required), maxLength, unfinished, notInUse, tag ids',
    async handler({ db, user, project, body, audit }) {
      if (await keyTaken(db, project.code, body.key)) throw conflict(MESSAGES.keyExists(body.key));
      const tagIds = (await checkTags(db, project.code, body.tagIds)) ?? [];
      const [row] = await uniqueKey(body.key, () =>
        db
          .insert(mlProjectKeys)
          .values({
            projectCode: project.code,
            key: body.key,
            translation: body.translation,
            maxLength: body.maxLength,
            unfinished: body.unfinished,
            notInUse: body.notInUse,
            tagIds,
            source: 'manual',
            operator: operatorOf(user),
          })
          .returning(),
      );
      await audit({ area: AREA, action: 'key.create', target: row.id, after: audited(row) });
      return { key: await keyApi(db, row) };
    },
  }),
  routeOf(endpoints.names, {
    rule: right,
    summary: "Every key's id, key and English text by key (the palette's key picker), at most NAMES_MAX",
    async handler({ db, project }) {
      const rows = await db
        .select({ id: mlProjectKeys.id, key: mlProjectKeys.key, en: sql<string>`coalesce(${mlProjectKeys.translation} ->> 'en', '')` })
        .from(mlProjectKeys)
        .where(eq(mlProjectKeys.projectCode, project.code))
        .orderBy(asc(mlProjectKeys.key))
        .limit(NAMES_MAX);
      return { keys: rows };
    },
  }),
  routeOf(endpoints.tags, {
    rule: right,
    summary: "The project's tags with how many keys carry each",
    async handler({ db, project }) {
      return { tags: await projectTags(db, project.code) };
    },
  }),
  routeOf(endpoints.createTag, {
    rule: right,
    summary: 'Create a tag (unique in the project)',
    async handler({ db, project, body, audit }) {
      const row = await createTag(db, projectTagScope(project.code, MESSAGES), body.tagName);
      await audit({ area: AREA, action: 'tag.create', target: `tag:${row.id}`, after: { name: row.name } });
      return { tag: { id: row.id, name: row.name, scope: row.scope, used: 0 } };
    },
  }),
  routeOf(endpoints.renameTag, {
    rule: right,
    summary: 'Rename a tag (unique in the project)',
    async handler({ db, project, params, body, audit }) {
      const { before, tag } = await renameTag(db, projectTagScope(project.code, MESSAGES), params.id, body.tagName);
      await audit({ area: AREA, action: 'tag.rename', target: `tag:${tag.id}`, before: { name: before.name }, after: { name: tag.name } });
      const used = (await projectTags(db, project.code)).find((t) => t.id === tag.id)?.used ?? 0;
      return { tag: { id: tag.id, name: tag.name, scope: tag.scope, used } };
    },
  }),
  routeOf(endpoints.removeTag, {
    rule: right,
    summary: 'Delete a tag and take it off every key that carries it (the screen confirms first, naming how many)',
    async handler({ db, project, params, audit }) {
      const { tag, keys } = await deleteTag(db, projectTagScope(project.code, MESSAGES), params.id);
      await audit({ area: AREA, action: 'tag.delete', target: `tag:${tag.id}`, before: { name: tag.name, keyIds: keys.map((k) => k.id) } });
      return { id: tag.id, keys: keys.length };
    },
  }),
  routeOf(endpoints.setTags, {
    rule: right,
    summary: "Set a key's tags by name (000 §7 setTagsToKey: the id is the key's); names the project has no tag for are created",
    async handler({ db, project, params, body, audit }) {
      const before = await mustKey(db, project.code, params.id);
      const { tags, created: missing } = await tagsNamed(db, projectTagScope(project.code, MESSAGES), body.tagNameList);
      const tagIds = tags.map((t) => t.id);
      const [row] = await db
        .update(mlProjectKeys)
        .set({ tagIds, updatedAt: new Date() })
        .where(eq(mlProjectKeys.id, before.id))
        .returning();
      await audit({
        area: AREA,
        action: 'key.tags',
        target: row.id,
        before: { tagIds: before.tagIds },
        after: { tagIds, createdTags: missing },
      });
      return { key: await keyApi(db, row) };
    },
  }),
  routeOf(endpoints.bulk, {
    rule: right,
    summary: 'On the selected keys: add and remove tags, set unfinished or notInUse',
    async handler({ db, user, project, body, audit }) {
      await checkTags(db, project.code, [...body.addTagIds, ...body.removeTagIds]);
      const ids = [...new Set(body.ids)];
      const rows = await db
        .select({
          id: mlProjectKeys.id,
          tagIds: mlProjectKeys.tagIds,
          unfinished: mlProjectKeys.unfinished,
          notInUse: mlProjectKeys.notInUse,
        })
        .from(mlProjectKeys)
        .where(and(eq(mlProjectKeys.projectCode, project.code), inArray(mlProjectKeys.id, ids)));
      if (rows.length !== ids.length) throw notFound(MESSAGES.keyNotFound);
      // One statement for every selected key: its tags less the removed, plus the added (once each).
      const added = JSON.stringify(body.addTagIds);
      const removed = JSON.stringify(body.removeTagIds);
      await db
        .update(mlProjectKeys)
        .set({
          tagIds: sql`(select coalesce(jsonb_agg(distinct t.e), '[]'::jsonb) from (
            select e from jsonb_array_elements(${mlProjectKeys.tagIds}) e where not (${removed}::jsonb @> jsonb_build_array(e))
            union select e from jsonb_array_elements(${added}::jsonb) e) t)`,
          unfinished: body.unfinished ?? sql`${mlProjectKeys.unfinished}`,
          notInUse: body.notInUse ?? sql`${mlProjectKeys.notInUse}`,
          operator: operatorOf(user),
          updatedAt: new Date(),
        })
        .where(and(eq(mlProjectKeys.projectCode, project.code), inArray(mlProjectKeys.id, ids)));
      await audit({
        area: AREA,
        action: 'key.bulk',
        target: ids.slice(0, 100).join(',').slice(0, 255),
        before: rows,
        after: { ...body, ids },
      });
      return { changed: rows.length };
    },
  }),
  routeOf(endpoints.suggestions, {
    rule: right,
    summary:
      "Translation memory: per language, the texts the same English text has in this project's other keys, the common keys and other projects, most used first",
    async handler({ db, project, query }) {
      return { suggestions: await suggestionsFor(db, project.code, query.en, { projectKeyId: query.exclude }) };
    },
  }),
  routeOf(endpoints.excel, {
    rule: right,
    summary:
      "The project's keys as an xlsx (key, en, then a column per language), made by a job: the answer names it, GET /v1/jobs/:id/file hands the file over",
    handler: (ctx) => startExcelExport(ctx, ctx.project.code),
  }),
  routeOf(endpoints.createByExcel, {
    rule: right,
    summary:
      'Import keys from an xlsx (multipart field excel): a key column and language columns; a job checks every row, then creates or updates the keys (source excel), all or nothing; the answer names the job',
    maxBodyBytes: MAX_IMPORT_BYTES + MULTIPART_SLACK,
    async handler(ctx) {
      const { file, bytes } = await readXlsxUpload(ctx.c, 'excel', MAX_IMPORT_BYTES);
      return startImport(ctx, ctx.project.code, file, bytes);
    },
  }),
  routeOf(endpoints.cancelImport, {
    rule: right,
    summary: "Stop a project's Excel import (nothing of it is written)",
    handler: (ctx) => cancelImport(ctx, ctx.project.code, ctx.params.jobId),
  }),
  routeOf(endpoints.rename, {
    rule: right,
    summary: "Rename a key (000 §5 'lack of key'); the new key must be free in the project (409)",
    async handler({ db, project, params, body, audit }) {
      const before = await mustKey(db, project.code, params.id);
      if (body.newKey === before.key) return { key: await keyApi(db, before) };
      if (await keyTaken(db, project.code, body.newKey, before.id)) throw conflict(MESSAGES.keyExists(body.newKey));
      const [row] = await uniqueKey(body.newKey, () =>
        db.update(mlProjectKeys).set({ key: body.newKey, updatedAt: new Date() }).where(eq(mlProjectKeys.id, before.id)).returning(),
      );
      await audit({ area: AREA, action: 'key.rename', target: row.id, before: { key: before.key }, after: { key: row.key } });
      return { key: await keyApi(db, row) };
    },
  }),
  routeOf(endpoints.get, {
    rule: right,
    summary: 'One key',
    async handler({ db, project, params }) {
      return { key: await keyApi(db, await mustKey(db, project.code, params.id)) };
    },
  }),
  routeOf(endpoints.update, {
    rule: right,
    summary: "Edit a key's texts and flags; a language whose text changes loses its machine-engine mark (a human edit)",
    async handler({ db, user, project, params, body, audit }) {
      const before = await mustKey(db, project.code, params.id);
      const tagIds = await checkTags(db, project.code, body.tagIds);
      const [row] = await db
        .update(mlProjectKeys)
        .set({
          translation: body.translation,
          engines: enginesAfterEdit(before.engines, before.translation, body.translation),
          maxLength: body.maxLength === undefined ? before.maxLength : body.maxLength,
          unfinished: body.unfinished ?? before.unfinished,
          notInUse: body.notInUse ?? before.notInUse,
          tagIds: tagIds ?? before.tagIds,
          operator: operatorOf(user),
          updatedAt: new Date(),
        })
        .where(eq(mlProjectKeys.id, before.id))
        .returning();
      await audit({ area: AREA, action: 'key.update', target: row.id, before: audited(before), after: audited(row) });
      return { key: await keyApi(db, row) };
    },
  }),
  routeOf(endpoints.remove, {
    rule: right,
    summary: 'Delete a key',
    async handler({ db, project, params, audit }) {
      const before = await mustKey(db, project.code, params.id);
      await db.delete(mlProjectKeys).where(eq(mlProjectKeys.id, before.id));
      await audit({ area: AREA, action: 'key.delete', target: before.id, before: audited(before) });
      return { id: before.id };
    },
  }),
];
