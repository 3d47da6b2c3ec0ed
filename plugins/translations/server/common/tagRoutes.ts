// The common tags (000 §7 "Tags"): list (with how many keys carry each), create, rename, delete
// (taken off every key), and a key's tags set by name (a new name makes the tag). The store is the
// one both scopes use (../tags.ts).
import { eq } from 'drizzle-orm';
import { rule } from '../../../../core/shared/access';
import { operatorName } from '../../../../core/shared/auth';
import { routeOf } from '../../../../core/server/plugin';
import { COMMON_SCOPE } from '../../shared';
import { commonEndpoints as ep } from '../../endpoints/common';
import { COMMON_MESSAGES } from '../../schemas/common';
import { mlCommonKeys } from '../db';
import { commonTagScope, createTag, deleteTag, renameTag, tagsNamed } from '../tags';
import { commonTags, requireCommon, toApiRow } from './store';

const admin = rule.admin;
const AREA = 'translations';
const SCOPE = commonTagScope(COMMON_MESSAGES, COMMON_SCOPE);
const apiTag = (row: { id: number; name: string; scope: string }) => ({ id: row.id, name: row.name, scope: row.scope });

export const tagRoutes = [
  routeOf(ep.tags, {
    rule: admin,
    summary: 'The common tags by name, with how many keys carry each',
    async handler({ db }) {
      const tags = await commonTags(db);
      const by = new Map<number, number>();
      for (const { tagIds } of await db.select({ tagIds: mlCommonKeys.tagIds }).from(mlCommonKeys))
        for (const id of tagIds) by.set(id, (by.get(id) ?? 0) + 1);
      return { tags: tags.map((t) => ({ ...t, keys: by.get(t.id) ?? 0 })) };
    },
  }),
  routeOf(ep.createTag, {
    rule: admin,
    summary: 'Create a common tag (tagName, code: the common type)',
    async handler({ db, body, audit }) {
      const tag = apiTag(await createTag(db, SCOPE, body.tagName));
      await audit({ area: AREA, action: 'createTag', target: tag.id, after: tag });
      return { tag };
    },
  }),
  routeOf(ep.renameTag, {
    rule: admin,
    summary: 'Rename a common tag',
    async handler({ db, params, body, audit }) {
      const { before, tag } = await renameTag(db, SCOPE, params.id, body.tagName);
      await audit({ area: AREA, action: 'renameTag', target: tag.id, before: { name: before.name }, after: { name: tag.name } });
      return { tag: apiTag(tag) };
    },
  }),
  routeOf(ep.removeTag, {
    rule: admin,
    summary: 'Delete a common tag; the keys carrying it lose it',
    async handler({ db, params, audit }) {
      const { tag, keys } = await deleteTag(db, SCOPE, params.id);
      await audit({ area: AREA, action: 'deleteTag', target: tag.id, before: { name: tag.name, keys: keys.map((k) => k.key) } });
      return { id: tag.id };
    },
  }),
  routeOf(ep.setTagsToKey, {
    rule: admin,
    summary: "Set a common key's tags by name (the path's id is the key's); a name not yet a tag becomes one",
    async handler({ db, params, body, user, audit }) {
      const key = await requireCommon(db, params.id, true);
      const { tags } = await tagsNamed(db, SCOPE, body.tagNameList);
      tags.sort((a, b) => a.name.localeCompare(b.name));
      const before = await toApiRow(db, key);
      const [row] = await db
        .update(mlCommonKeys)
        .set({ tagIds: tags.map((t) => t.id), operator: operatorName(user), updatedAt: new Date() })
        .where(eq(mlCommonKeys.id, key.id))
        .returning();
      const common = await toApiRow(db, row);
      await audit({
        area: AREA,
        action: 'setTagsToKey',
        target: key.key,
        before: before.tags.map((t) => t.name),
        after: common.tags.map((t) => t.name),
      });
      return { common };
    },
  }),
];
