// Demo tags for folders: a few per project, put on the demo folders the puzzles plugin made (if
// any: with no folders the tags are just there to filter by later).
import { asc, eq } from 'drizzle-orm';
import { folders, folderTagLinks, folderTags } from '../../../core/server/db/content';
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';

export const DEMO_TAGS = ['daily', 'event', 'classic', 'new'];

export async function seedFolderTags({ db }: DemoContext): Promise<void> {
  for (const p of await db.select({ code: projects.code }).from(projects)) {
    const tags = await db.insert(folderTags).values(DEMO_TAGS.map((name) => ({ projectCode: p.code, name }))).onConflictDoNothing().returning();
    if (!tags.length) continue;
    const list = await db.select({ id: folders.id }).from(folders).where(eq(folders.projectCode, p.code)).orderBy(asc(folders.sort), asc(folders.id));
    const links = list.map((f, i) => ({ folderId: f.id, tagId: tags[i % tags.length].id }));
    if (links.length) await db.insert(folderTagLinks).values(links).onConflictDoNothing();
  }
}
