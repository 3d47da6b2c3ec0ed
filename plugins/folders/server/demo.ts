// Demo data of the folders screen, on top of the folders the puzzles demo made (the puzzles plugin
// is listed before this one):
// - tags daily, event, classic, new in every project, put round-robin on whatever folders exist;
// - a thumbnail for every folder of the project with a thumbnail column (jigsaw, 75x133 at scale
//   0.1: drawn at 750x1330 with sharp, stored as an upload of the admin's, as the attribute editor
//   would store it, so the uploads screen lists them too);
// - the project config the screen reads: jigsaw allows copying; three projects (words, colors,
//   blocks) carry collections with folder types and the collectionKey column, so the demo shows
//   every part of the attribute editor.
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { folders, folderTagLinks, folderTags } from '../../../core/server/db/content';
import { projects, uploads, users } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { contentKey } from '../../../core/server/storage/fileStore';
import { CONFIG_KEYS, folderThumb, type FolderThumb } from '../shared';

export const DEMO_TAGS = ['daily', 'event', 'classic', 'new'];
/** Projects whose demo config allows copying folders. */
export const DEMO_COPY_PROJECTS = ['jigsaw', 'words'];
/** The three projects with collections (001 §3). */
export const DEMO_COLLECTION_PROJECTS = ['words', 'colors', 'blocks'];
const COLLECTION_TYPES = ['main', 'event', 'collection'];

/** A portrait cover for folder `i` at the source size of the thumbnail (the box over its scale). */
export function folderThumbSvg(i: number, title: string, box: FolderThumb): string {
  const w = Math.round(box.width / box.scale);
  const h = Math.round(box.height / box.scale);
  const hue = (i * 67 + 20) % 360;
  const unit = Math.min(w, h);
  const shapes = Array.from({ length: 5 }, (_, k) => {
    const x = Math.round(w * (0.15 + 0.7 * (((k * 41 + i * 13) % 100) / 100)));
    const y = Math.round(h * (0.12 + 0.55 * (((k * 59 + i * 29) % 100) / 100)));
    const r = Math.round(unit * (0.1 + 0.04 * k));
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + 70 * k) % 360},70%,62%)" fill-opacity="0.8"/>`;
  }).join('');
  const text = title.replace(/[<>&"]/g, '').slice(0, 24);
  // The whole name across 90% of the width (a bold sans letter is about 0.62 of its size wide).
  const font = Math.round(Math.min(unit * 0.12, (w * 0.9) / (Math.max(text.length, 1) * 0.62)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,50%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,22%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}` +
    `<text x="${w / 2}" y="${Math.round(h * 0.88)}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${font}" fill="#fff">${text}</text></svg>`
  );
}

async function seedThumbnails({ db, services }: DemoContext, code: string, box: FolderThumb): Promise<void> {
  const list = await db.select().from(folders).where(eq(folders.projectCode, code)).orderBy(asc(folders.sort), asc(folders.id));
  // The operator as other demo uploads have it (bundles, ads): the admin user, so the uploads
  // screen shows its name, not a mail no user has.
  const [admin] = await db.select({ id: users.id, mail: users.mail }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
  for (const [i, f] of list.entries()) {
    if (f.attr.thumb) continue;
    const bytes = new Uint8Array(
      await sharp(Buffer.from(folderThumbSvg(i, f.name.en ?? String(f.id), box)))
        .webp({ quality: 80 })
        .toBuffer(),
    );
    const fileName = `folder-${f.id}.webp`;
    const key = `${code}/${contentKey('uploads', bytes, fileName)}`;
    const stored = await services.storage.put(key, bytes, 'image/webp');
    const url = services.storage.url(key);
    const md5 = createHash('md5').update(bytes).digest('hex');
    await db
      .insert(uploads)
      .values({
        projectCode: code,
        key,
        url,
        md5,
        size: stored.size,
        contentType: 'image/webp',
        fileName,
        operatorId: admin?.id ?? null,
        operatorMail: admin?.mail ?? 'demo',
      })
      .onConflictDoNothing();
    await db
      .update(folders)
      .set({ attr: { ...f.attr, thumb: url } })
      .where(eq(folders.id, f.id));
  }
}

export async function seedFolders(ctx: DemoContext): Promise<void> {
  const { db } = ctx;
  for (const p of await db.select({ code: projects.code, config: projects.config }).from(projects)) {
    const config = { ...(p.config as Record<string, unknown>) };
    if (DEMO_COPY_PROJECTS.includes(p.code)) config[CONFIG_KEYS.copy] ??= true;
    if (DEMO_COLLECTION_PROJECTS.includes(p.code)) {
      config[CONFIG_KEYS.collections] ??= true;
      config[CONFIG_KEYS.columns] ??= ['collectionKey'];
      if (!Array.isArray(config.folderTypes)) config.folderTypes = COLLECTION_TYPES;
    }
    if (JSON.stringify(config) !== JSON.stringify(p.config)) await db.update(projects).set({ config }).where(eq(projects.code, p.code));

    const box = folderThumb(p.code);
    if (box) await seedThumbnails(ctx, p.code, box);

    const tags = await db
      .insert(folderTags)
      .values(DEMO_TAGS.map((name) => ({ projectCode: p.code, name })))
      .onConflictDoNothing()
      .returning();
    if (!tags.length) continue;
    const list = await db
      .select({ id: folders.id })
      .from(folders)
      .where(eq(folders.projectCode, p.code))
      .orderBy(asc(folders.sort), asc(folders.id));
    const links = list.map((f, i) => ({ folderId: f.id, tagId: tags[i % tags.length].id }));
    if (links.length) await db.insert(folderTagLinks).values(links).onConflictDoNothing();
  }
}
