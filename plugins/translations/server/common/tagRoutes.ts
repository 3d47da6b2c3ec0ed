// The common tags (000 §7 "Tags"): list (with how many keys carry each), create, rename, delete
// (taken off every key), and a key's tags set by name (a new name makes the tag).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rule } from '../../../../core/shared/access';
import { operatorName } from '../../../../core/shared/auth';
import { conflict } from '../../../../core/server/errors';
import type { Db } from '../../../../core/server/db/connect';
import { routeOf } from '../../../../core/server/plugin';
import { COMMON_SCOPE } from '../../shared';
import { commonEndpoints as ep } from '../../endpoints/common';
import { COMMON_MESSAGES } from '../../schemas/common';
import { mlCommonKeys, mlTags } from '../db';
import { commonTags, requireCommon, requireTag, toApiRow } from './store';

const admin = rule.admin;
const AREA = 'translations';

async function tagNamed(db: Db, name: string) {
  const [row] = await db.select().from(mlTags).where(and(eq(mlTags.scope, COMMON_SCOPE), eq(mlTags.name, name)));
  return row;
}

export const tagRoutes = [
  routeOf(ep.tags, {
    rule: admin,
    summary: 'The common tags by name, with how many keys carry each',
    async handler({ db }) {
      const tags = await commonTags(db);
      const by = new Map<number, number>();
      for (const { tagIds } of await db.select({ tagIds: mlCommonKeys.tagIds }).from(mlCommonKeys)) for (const id of tagIds) by.set(id, (by.get(id) ?? 0) + 1);
      return { tags: tags.map((t) => ({ ...t, keys: by.get(t.id) ?? 0 })) };
    },
  }),
  routeOf(ep.createTag, {
    rule: admin,
    summary: 'Create a common tag (tagName, code: the common type)',
    async handler({ db, body, audit }) {
      if (await tagNamed(db, body.tagName)) throw conflict(COMMON_MESSAGES.tagTaken(body.tagName));
      const [row] = await db.insert(mlTags).values({ scope: COMMON_SCOPE, name: body.tagName }).onConflictDoNothing().returning();
      if (!row) throw conflict(COMMON_MESSAGES.tagTaken(body.tagName));
      const tag = { id: row.id, name: row.name, scope: row.scope };
      await audit({ area: AREA, action: 'createTag', target: row.id, after: tag });
      return { tag };
    },
  }),
  routeOf(ep.renameTag, {
    rule: admin,
    summary: 'Rename a common tag',
    async handler({ db, params, body, audit }) {
      const before = await requireTag(db, params.id);
      const other = await tagNamed(db, body.tagName);
      if (other && other.id !== before.id) throw conflict(COMMON_MESSAGES.tagTaken(body.tagName));
      const [row] = await db.update(mlTags).set({ name: body.tagName }).where(eq(mlTags.id, before.id)).returning();
      await audit({ area: AREA, action: 'renameTag', target: row.id, before: { name: before.name }, after: { name: row.name } });
      return { tag: { id: row.id, name: row.name, scope: row.scope } };
    },
  }),
  routeOf(ep.removeTag, {
    rule: admin,
    summary: 'Delete a common tag; the keys carrying it lose it',
    async handler({ db, params, audit }) {
      const before = await requireTag(db, params.id);
      const carrying = await db.select({ id: mlCommonKeys.id, key: mlCommonKeys.key }).from(mlCommonKeys).where(sql`${mlCommonKeys.tagIds} @> ${JSON.stringify([before.id])}::jsonb`);
      if (carrying.length) {
        await db
          .update(mlCommonKeys)
          .set({ tagIds: sql`(SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(${mlCommonKeys.tagIds}) e WHERE e <> ${JSON.stringify(before.id)}::jsonb)` })
          .where(inArray(mlCommonKeys.id, carrying.map((k) => k.id)));
      }
      await db.delete(mlTags).where(eq(mlTags.id, before.id));
      await audit({ area: AREA, action: 'deleteTag', target: before.id, before: { name: before.name, keys: carrying.map((k) => k.key) } });
      return { id: before.id };
    },
  }),
  routeOf(ep.setTagsToKey, {
    rule: admin,
    summary: "Set a common key's tags by name (the path's id is the key's); a name not yet a tag becomes one",
    async handler({ db, params, body, user, audit }) {
      const key = await requireCommon(db, params.id, true);
      const names = [...new Set(body.tagNameList)];
      if (names.length) await db.insert(mlTags).values(names.map((name) => ({ scope: COMMON_SCOPE, name }))).onConflictDoNothing();
      const tags = names.length ? await db.select().from(mlTags).where(and(eq(mlTags.scope, COMMON_SCOPE), inArray(mlTags.name, names))).orderBy(asc(mlTags.name)) : [];
      const before = await toApiRow(db, key);
      const [row] = await db.update(mlCommonKeys).set({ tagIds: tags.map((t) => t.id), operator: operatorName(user), updatedAt: new Date() }).where(eq(mlCommonKeys.id, key.id)).returning();
      const common = await toApiRow(db, row);
      await audit({ area: AREA, action: 'setTagsToKey', target: key.key, before: before.tags.map((t) => t.name), after: common.tags.map((t) => t.name) });
      return { common };
    },
  }),
];
