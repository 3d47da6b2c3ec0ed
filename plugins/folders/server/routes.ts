// Folders (001 §7): list with tag filter, create, update (name, tags, sort, type, needPub, lock,
// attributes), delete, duplicate, tags, and picking puzzles into a folder by a pick rule.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { badRequest, conflict, forbidden, notFound } from '../../../core/server/errors';
import { folderPuzzles, folders, folderTagLinks, folderTags, puzzles } from '../../../core/server/db/content';
import type { FileStore } from '../../../core/server/storage/fileStore';
import { uploads } from '../../../core/server/db/schema';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { CONFIRM, foldersOverrides, MESSAGES, RESOURCE_FILES_MAX, RIGHT_FOLDER, THUMB_TYPES } from '../shared';
import { TooManyFiles, zipFileNames } from './zipList';
import {
  assertMayChange,
  candidateCategory,
  candidates,
  folderPuzzleIds,
  insertAt,
  mustFolder,
  nextFolderSort,
  ownerOrAdmin,
  projectSettings,
  projectTags,
  puzzleCounts,
  tagsOf,
  toApi,
  toApiOne,
  categoryNamesOf,
  categoryTreeEnabled,
  categoryTreeFor,
} from './folders';

export const right = access.right(RIGHT_FOLDER);
/** Full rights: not LIMIT (001 §6: tag management, import/export, copy). */
export const full = access.right(RIGHT_FOLDER, { limit: false });
const invalid = (message: string, path: string) => badRequest(message, [{ path, message }]);

export const folderRoutes = [
  routeOf(endpoints.list, {
    rule: right,
    summary: 'Folders by sort ascending then id descending, filtered by tags (any of the comma-joined ids); all=1 without paging (pickers)',
    async handler({ db, project, query, services }) {
      const byProject = eq(folders.projectCode, project.code);
      const where = query.tags.length
        ? and(
            byProject,
            inArray(
              folders.id,
              db.select({ id: folderTagLinks.folderId }).from(folderTagLinks).where(inArray(folderTagLinks.tagId, query.tags)),
            ),
          )
        : byProject;
      const all = query.all === '1';
      const [rows, [{ n }], tags] = await Promise.all([
        db
          .select()
          .from(folders)
          .where(where)
          .orderBy(asc(folders.sort), desc(folders.id))
          .limit(all ? 100_000 : query.ps)
          .offset(all ? 0 : (query.pn - 1) * query.ps),
        db.select({ n: count() }).from(folders).where(where),
        projectTags(db, project.code),
      ]);
      const ids = rows.map((r) => r.id);
      const tree = categoryTreeFor(services, project);
      const [tagMap, counts, names] = await Promise.all([
        tagsOf(db, ids),
        puzzleCounts(db, ids),
        categoryNamesOf(db, project.code, rows, tree),
      ]);
      return {
        folders: rows.map((r) => toApi(r, tagMap.get(r.id) ?? [], counts.get(r.id) ?? 0, names)),
        total: Number(n),
        tags,
        ...projectSettings(project),
        categoriesEnabled: categoryTreeEnabled(tree),
      };
    },
  }),
  routeOf(endpoints.create, {
    rule: right,
    summary: "Create a folder (name.en required); it goes after the project's last folder unless a sort is given",
    async handler({ db, user, project, body, audit }) {
      const { folderTypes } = projectSettings(project);
      if (body.type && !folderTypes.includes(body.type)) throw invalid(MESSAGES.typeUnknown, 'type');
      const sort = body.sort ?? (await nextFolderSort(db, project.code));
      const [row] = await db
        .insert(folders)
        .values({
          projectCode: project.code,
          name: body.name,
          type: body.type,
          sort,
          createdById: user.id,
          createdBy: user.mail,
          operator: user.displayName || user.mail,
        })
        .returning();
      const folder = toApi(row);
      await audit({ area: 'folders', action: 'create', target: row.id, after: folder });
      return { folder };
    },
  }),
  routeOf(endpoints.update, {
    rule: right,
    summary:
      "Update a folder: name, tags, sort, type, category (one of the project's tree; null clears; 400 when categories is not enabled), needPub and lock (owners and admins), collection key, resource (its files listed as attr.resourceFileList), thumbnail and tempPuzzle (puzzle ids of the project)",
    async handler({ db, user, project, params, body, audit, services }) {
      const before = await mustFolder(db, project.code, params.id);
      const owner = ownerOrAdmin(user, project);
      assertMayChange(user, project, before);
      if ((body.needPub !== undefined && body.needPub !== before.needPub) || (body.locked !== undefined && body.locked !== before.locked)) {
        if (!owner) throw forbidden(MESSAGES.ownerOnly);
      }
      if (body.sort !== undefined && body.sort !== before.sort && user.role === 'LIMIT')
        throw forbidden('Limited users cannot change the sort');
      const settings = projectSettings(project);
      if (body.type && body.type !== before.type && !settings.folderTypes.includes(body.type)) throw invalid(MESSAGES.typeUnknown, 'type');
      const tree = categoryTreeFor(services, project);
      const categoryId =
        body.categoryId === undefined ? before.categoryId : await candidateCategory(db, project.code, tree, body.categoryId);
      const attr = { ...before.attr };
      if (body.attr) {
        if ((body.attr.collectionKey !== undefined || body.attr.resource) && !settings.collections)
          throw badRequest('This project has no collections');
        if (body.attr.collectionKey !== undefined) attr.collectionKey = body.attr.collectionKey;
        if (body.attr.resource !== undefined) {
          if (body.attr.resource === null) {
            delete attr.resource;
            delete attr.resourceFileUrl;
            delete attr.resourceFileMD5;
            delete attr.resourceFileList;
          } else {
            if (!attr.collectionKey) throw invalid(MESSAGES.resourceNeedsKey, 'attr.resource');
            const file = await uploadOf(db, project.code, body.attr.resource.url);
            if (!file) throw invalid('Upload the resource file first', 'attr.resource');
            if (!/\.zip$/i.test(file.key)) throw invalid(MESSAGES.resourceZip, 'attr.resource');
            attr.resource = { url: file.url, size: file.size, md5: file.md5 };
            attr.resourceFileUrl = file.url;
            attr.resourceFileMD5 = file.md5;
            attr.resourceFileList = await resourceFileList(services.storage, file.key);
          }
        }
        if (body.attr.thumb !== undefined) {
          if (!foldersOverrides(project.code).thumbnail) throw invalid(MESSAGES.noThumbnails, 'attr.thumb');
          if (body.attr.thumb === null) delete attr.thumb;
          else {
            const file = await uploadOf(db, project.code, body.attr.thumb);
            if (!file) throw invalid('Upload the thumbnail first', 'attr.thumb');
            if (!THUMB_TYPES.includes(file.contentType)) throw invalid(MESSAGES.thumbImage, 'attr.thumb');
            attr.thumb = file.url;
          }
        }
      }
      if (body.tempPuzzle !== undefined) {
        const ids = body.tempPuzzle ?? [];
        if (ids.length) {
          const found = new Set(
            (
              await db
                .select({ id: puzzles.id })
                .from(puzzles)
                .where(and(eq(puzzles.projectCode, project.code), inArray(puzzles.id, ids)))
            ).map((p) => p.id),
          );
          const missing = ids.filter((id) => !found.has(id));
          if (missing.length) throw invalid(MESSAGES.tempPuzzleUnknown(missing.slice(0, 20)), 'tempPuzzle');
          attr.templatePuzzles = ids;
        } else delete attr.templatePuzzles;
      }
      if (body.tags) {
        const ids = [...new Set(body.tags)];
        const own = ids.length
          ? await db
              .select({ id: folderTags.id })
              .from(folderTags)
              .where(and(eq(folderTags.projectCode, project.code), inArray(folderTags.id, ids)))
          : [];
        if (own.length !== ids.length) throw invalid('Unknown tag', 'tags');
        await db.delete(folderTagLinks).where(eq(folderTagLinks.folderId, before.id));
        if (ids.length) await db.insert(folderTagLinks).values(ids.map((tagId) => ({ folderId: before.id, tagId })));
      }
      const beforeApi = await toApiOne(db, before, tree);
      const [row] = await db
        .update(folders)
        .set({
          name: body.name ?? before.name,
          sort: body.sort ?? before.sort,
          type: body.type ?? before.type,
          categoryId,
          needPub: body.needPub ?? before.needPub,
          locked: body.locked ?? before.locked,
          attr,
          operator: user.displayName || user.mail,
          updatedAt: new Date(),
        })
        .where(eq(folders.id, before.id))
        .returning();
      const folder = await toApiOne(db, row, tree);
      await audit({ area: 'folders', action: 'update', target: row.id, before: beforeApi, after: folder });
      return { folder };
    },
  }),
  routeOf(endpoints.remove, {
    rule: right,
    summary: 'Delete a folder (its puzzles stay; their place in this folder goes)',
    async handler({ db, user, project, params, audit }) {
      const before = await mustFolder(db, project.code, params.id);
      assertMayChange(user, project, before);
      const beforeApi = await toApiOne(db, before);
      await db.delete(folders).where(eq(folders.id, before.id));
      await audit({ area: 'folders', action: 'delete', target: before.id, before: beforeApi });
      return { id: before.id };
    },
  }),
  routeOf(endpoints.copy, {
    rule: full,
    summary: "Duplicate a folder with its tags and its puzzles' membership and order (full rights; the project config must allow copy)",
    async handler({ db, user, project, params, audit, services }) {
      if (!projectSettings(project).copyEnabled) throw conflict(MESSAGES.copyDisabled);
      const from = await mustFolder(db, project.code, params.id);
      const [row] = await db
        .insert(folders)
        .values({
          projectCode: project.code,
          originId: from.id,
          sort: await nextFolderSort(db, project.code),
          name: { ...from.name, en: `${from.name.en ?? ''} copy`.slice(0, 200) },
          type: from.type,
          categoryId: from.categoryId,
          attr: from.attr,
          createdById: user.id,
          createdBy: user.mail,
          operator: user.displayName || user.mail,
        })
        .returning();
      await db.execute(
        sql`insert into folder_tag_links (folder_id, tag_id) select ${row.id}, tag_id from folder_tag_links where folder_id = ${from.id}`,
      );
      await db.execute(
        sql`insert into folder_puzzles (folder_id, puzzle_id, sort) select ${row.id}, puzzle_id, sort from folder_puzzles where folder_id = ${from.id}`,
      );
      const folder = await toApiOne(db, row, categoryTreeFor(services, project));
      await audit({ area: 'folders', action: 'copy', target: row.id, after: { ...folder, fromId: from.id } });
      return { folder };
    },
  }),
  routeOf(endpoints.tags, {
    rule: right,
    summary: "The project's folder tags with how many folders carry each",
    async handler({ db, project }) {
      return { tags: await projectTags(db, project.code) };
    },
  }),
  routeOf(endpoints.addTag, {
    rule: full,
    summary: 'Add a folder tag (at most 12 characters, unique in the project)',
    async handler({ db, project, body, audit }) {
      const [same] = await db
        .select()
        .from(folderTags)
        .where(and(eq(folderTags.projectCode, project.code), eq(folderTags.name, body.name)));
      if (same) throw conflict(MESSAGES.tagExists);
      const [row] = await db.insert(folderTags).values({ projectCode: project.code, name: body.name }).returning();
      await audit({ area: 'folders', action: 'tag.create', target: row.id, after: row });
      return { tag: { id: row.id, name: row.name, used: 0 } };
    },
  }),
  routeOf(endpoints.removeTag, {
    rule: full,
    summary: 'Delete a folder tag; one in use needs force=1 (the screen asks first)',
    async handler({ db, project, params, query, audit }) {
      const tag = (await projectTags(db, project.code)).find((t) => String(t.id) === params.id);
      if (!tag) throw notFound('Tag not found');
      if (tag.used > 0 && query.force !== '1') throw conflict(CONFIRM.tagInUse);
      await db.delete(folderTags).where(eq(folderTags.id, tag.id));
      await audit({ area: 'folders', action: 'tag.delete', target: tag.id, before: tag });
      return { id: tag.id };
    },
  }),
  routeOf(endpoints.categoryTree, {
    rule: right,
    summary:
      "The project's category tree the attribute editor picks a folder's category from, flat in tree order with each category's path (enabled: false when the categories plugin is not)",
    async handler({ db, project, services }) {
      const tree = categoryTreeFor(services, project);
      if (!tree) return { enabled: false, categories: [] };
      return { enabled: true, categories: (await tree(db, project.code)).map(({ id, name, path, depth }) => ({ id, name, path, depth })) };
    },
  }),
  routeOf(endpoints.pick, {
    rule: right,
    summary:
      'Pick puzzles into a folder: per loop, the first pickCount puzzles of the source (sort asc, id desc) not yet in the target, placed from startSort on',
    async handler({ db, user, project, body, audit }) {
      const { targetId, startSort } = body.targetFolderInfo;
      const target = await findOrNotFound(db, project.code, targetId, MESSAGES.targetRequired);
      assertMayChange(user, project, target);
      const taken = await folderPuzzleIds(db, target.id);
      const added: number[] = [];
      for (const [i, loop] of body.loopRule.entries()) {
        const source = await findOrNotFound(db, project.code, loop.id, MESSAGES.lackFolder);
        if (source.needPub) throw invalid(MESSAGES.needPubSource(source.name.en ?? String(source.id)), `loopRule.${i}.id`);
        const list = await candidates(db, source.id, [...taken, ...added]);
        if (list.length < loop.pickCount)
          throw conflict(MESSAGES.notEnough(source.name.en ?? String(source.id), list.length, loop.pickCount));
        added.push(...list.slice(0, loop.pickCount));
      }
      await insertAt(db, target.id, startSort, added);
      await db
        .update(folders)
        .set({ updatedAt: new Date(), operator: user.displayName || user.mail })
        .where(eq(folders.id, target.id));
      await audit({ area: 'folders', action: 'pick', target: target.id, after: { rule: body, added } });
      return { added, targetId: target.id };
    },
  }),
];

async function findOrNotFound(db: Parameters<typeof mustFolder>[0], code: string, id: number, message: string) {
  try {
    return await mustFolder(db, code, id);
  } catch {
    throw notFound(`${MESSAGES.notFound}: ${id} (${message})`);
  }
}

/** 001 §3 attr resourceFileList: the names of the files in the stored .zip (400 when it is not one, or lists too many). */
async function resourceFileList(store: FileStore, key: string): Promise<string[]> {
  const f = await store.get(key);
  if (!f) throw invalid('Upload the resource file first', 'attr.resource');
  const bytes = new Uint8Array(await new Response(f.stream()).arrayBuffer());
  try {
    return zipFileNames(bytes, RESOURCE_FILES_MAX);
  } catch (e) {
    if (e instanceof TooManyFiles) throw invalid(MESSAGES.resourceTooManyFiles, 'attr.resource');
    throw invalid(MESSAGES.resourceUnreadable, 'attr.resource');
  }
}

async function uploadOf(db: Parameters<typeof mustFolder>[0], code: string, url: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.projectCode, code), eq(uploads.url, url)))
    .limit(1);
  return row ?? null;
}

export { folderPuzzles };
