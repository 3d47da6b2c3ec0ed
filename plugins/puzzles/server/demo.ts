// Demo data: folders and puzzles for the demo projects with real pictures (procedurally drawn
// gradients and shapes, rendered to PNG with sharp and kept in core storage; a few hundred distinct
// pictures reused). The jigsaw project holds DEMO_PUZZLES puzzles (default 20,000; 300 under Vitest)
// in bulk inserts; the others a few hundred. Jigsaw gets folder types and the puzzles flags.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { folderPuzzles, folders, puzzles } from '../../../core/server/db/content';
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { contentKey } from '../../../core/server/storage/fileStore';

export const DEFAULT_DEMO_PUZZLES = 20_000;
export function demoPuzzleCount(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.DEMO_PUZZLES);
  if (env.DEMO_PUZZLES !== undefined && env.DEMO_PUZZLES !== '' && Number.isFinite(n) && n >= 0) return Math.floor(n);
  return env.VITEST ? 300 : DEFAULT_DEMO_PUZZLES;
}
const PICTURES =
  Number(process.env.DEMO_PUZZLE_PICTURES) > 0 ? Math.min(1000, Number(process.env.DEMO_PUZZLE_PICTURES)) : process.env.VITEST ? 12 : 240;

/** A deterministic picture: a two-colour gradient with a few circles and polygons. */
export function pictureSvg(i: number, size = 256): string {
  let seed = i * 2654435761 + 1;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) % 10_000) / 10_000;
  const hue = Math.floor(rnd() * 360);
  const c = (h: number, l: number) => `hsl(${(h + 360) % 360},70%,${l}%)`;
  const shapes: string[] = [];
  for (let k = 0; k < 6; k++) {
    const x = Math.floor(rnd() * size);
    const y = Math.floor(rnd() * size);
    const r = 10 + Math.floor(rnd() * size * 0.25);
    if (rnd() < 0.5) shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${c(hue + 120 + k * 30, 55)}" fill-opacity="0.7"/>`);
    else
      shapes.push(
        `<polygon points="${x},${y - r} ${x + r},${y + r} ${x - r},${y + r}" fill="${c(hue + 200 + k * 20, 45)}" fill-opacity="0.75"/>`,
      );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c(hue, 70)}"/><stop offset="1" stop-color="${c(hue + 60, 35)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

const DEMO_FOLDERS: Record<string, { name: string; type: string; needPub?: boolean; locked?: boolean; share: number }[]> = {
  jigsaw: [
    { name: 'Daily jigsaws', type: 'daily', share: 0.5 },
    { name: 'Animals collection', type: 'collection', share: 0.25 },
    { name: 'Landscapes collection', type: 'collection', share: 0.15 },
    { name: 'Level pack 1', type: 'level', share: 0.05 },
    { name: 'Released 2026 spring', type: 'level', locked: true, share: 0.04 },
    { name: 'To publish', type: 'level', needPub: true, share: 0.01 },
  ],
  tiles: [
    { name: 'Main levels', type: '', share: 0.7 },
    { name: 'Event levels', type: '', share: 0.3 },
  ],
  pins: [{ name: 'Pin levels', type: '', share: 1 }],
};
const SMALL_PROJECT_PUZZLES = 200;

export async function seedPuzzles({ db, services }: DemoContext): Promise<void> {
  const started = Date.now();
  const pics: string[] = [];
  // Eight at a time: sharp renders on libuv's threads, so both cores draw while one waits on storage.
  for (let from = 0; from < PICTURES; from += 8) {
    const drawn = await Promise.all(
      Array.from({ length: Math.min(8, PICTURES - from) }, async (_, k) => {
        const png = new Uint8Array(
          await sharp(Buffer.from(pictureSvg(from + k)))
            .png({ compressionLevel: 6 })
            .toBuffer(),
        );
        const key = contentKey('puzzles/demo', png, `picture-${from + k}.png`);
        await services.storage.put(key, png, 'image/png');
        return services.storage.url(key);
      }),
    );
    pics.push(...drawn);
  }
  const total = demoPuzzleCount();
  for (const [code, defs] of Object.entries(DEMO_FOLDERS)) {
    const [project] = await db.select().from(projects).where(eq(projects.code, code));
    if (!project) continue;
    if (code === 'jigsaw') {
      const config = { ...project.config } as Record<string, unknown>;
      if (!Array.isArray(config.folderTypes)) config.folderTypes = ['daily', 'collection', 'level'];
      config.puzzles = {
        create: true,
        copy: true,
        copyToOtherProject: true,
        editData: true,
        translationNeed: true,
        unlock: true,
        editAttrJson: true,
      };
      await db.update(projects).set({ config }).where(eq(projects.code, code));
    }
    const count = code === 'jigsaw' ? total : SMALL_PROJECT_PUZZLES;
    let made = 0;
    for (const [fi, def] of defs.entries()) {
      const [folder] = await db
        .insert(folders)
        .values({
          projectCode: code,
          name: { en: def.name, fr: `${def.name} (fr)` },
          sort: fi + 1,
          type: def.type,
          needPub: def.needPub ?? false,
          locked: def.locked ?? false,
          createdBy: 'admin@example.com',
          operator: 'Admin',
        })
        .returning();
      const n = fi === defs.length - 1 ? count - made : Math.round(count * def.share);
      made += n;
      const released = def.locked === true;
      for (let from = 0; from < n; from += 2000) {
        const batch = Array.from({ length: Math.min(2000, n - from) }, (_, k) => {
          const i = made - n + from + k;
          const shapes = Array.from({ length: 4 + (i % 5) }, (_, s) => ({ x: (s * 37 + i) % 100, y: (s * 53 + i) % 100, r: 5 + (s % 4) }));
          return {
            projectCode: code,
            name: { en: `${def.name.split(' ')[0]} ${from + k + 1}`, fr: `Puzzle ${from + k + 1}` },
            isReleased: released || (i % 17 === 0 && def.type === 'daily'),
            data: { width: 8 + (i % 5), height: 10 + (i % 7), pieces: 36 + (i % 8) * 12 },
            md5: ((i * 2654435761) >>> 0).toString(16).padStart(8, '0').repeat(4),
            pic1: pics[i % pics.length],
            pic2: pics[(i * 7 + 3) % pics.length],
            shapes,
            priceList: [0, 10 + (i % 5) * 10],
            attr: {
              difficulty: 1 + (i % 5),
              duration: 60 + (i % 30) * 10,
              quality: 1 + ((i * 13) % 100),
              treasures_quality: 1 + ((i * 7) % 100),
              review_score: ([-2, 0, 2] as const)[i % 3],
              max_size: i % 4 === 0 ? (4096 as const) : (2048 as const),
              isHard: i % 9 === 0,
              ...(code === 'jigsaw' ? { formType: i % 5 } : {}),
            },
            createdBy: 'admin@example.com',
            operator: 'Admin',
          };
        });
        const ids = await db.insert(puzzles).values(batch).returning({ id: puzzles.id });
        await db.insert(folderPuzzles).values(ids.map((r, k) => ({ folderId: folder.id, puzzleId: r.id, sort: from + k + 1 })));
      }
    }
  }
  await db.execute(sql`analyze folder_puzzles`);
  if (!process.env.VITEST) console.log(`puzzles demo: ${total} jigsaw puzzles and ${PICTURES} pictures in ${Date.now() - started} ms`);
}
