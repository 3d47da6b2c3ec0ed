// Demo puzzle thumbnails: a small SVG picture per main-game puzzle of a few demo projects, stored
// in the project's files (served under /cdn/) at the size its override names, and the project
// config's puzzleThumbnailUrl pointing at them, so 'Shapes of stage' shows a real picture.
import { eq } from 'drizzle-orm';
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { statsOverrides, type ThumbnailSize } from '../shared';
import { PUZZLE_ID_PLACEHOLDER, THUMBNAIL_CONFIG_KEY } from '../schemas';
import { demoPuzzleIds, DEFAULT_PROFILE, DEMO_PROFILES } from './demoEvents';

/** Jigsaw (portrait art, 75x133 at scale 0.1) and pins (the default 100x110). */
export const DEMO_THUMBNAIL_PROJECTS = ['jigsaw', 'pins'];
/** Pictures for the puzzles of the first levels only (a first start stays fast); later ones show 'No thumbnail'. */
export const THUMBNAIL_LEVELS = 50;
/** Folder of a project's thumbnails in its storage. */
const folder = (code: string) => `${code}/puzzles/thumbs`;

function hue(puzzleId: string): number {
  let h = 0;
  for (const ch of puzzleId) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** A picture at the source size of the thumbnail (the box over its scale): a gradient, a few shapes and the id. */
export function thumbnailSvg(puzzleId: string, size: ThumbnailSize): string {
  const w = Math.round(size.width / size.scale);
  const h = Math.round(size.height / size.scale);
  const a = hue(puzzleId);
  const unit = Math.min(w, h);
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const x = Math.round(w * (0.25 + (0.5 * ((i * 37 + a) % 100)) / 100));
    const y = Math.round(h * (0.2 + (0.45 * ((i * 53 + a * 3) % 100)) / 100));
    return `<circle cx="${x}" cy="${y}" r="${Math.round(unit * (0.08 + 0.03 * i))}" fill="hsl(${(a + 90 * i) % 360} 70% 65%)" stroke="#fff" stroke-width="${Math.max(1, Math.round(unit / 60))}"/>`;
  }).join('');
  const id = puzzleId.replace(/[<>&"]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 60% 45%)"/><stop offset="1" stop-color="hsl(${(a + 50) % 360} 65% 30%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}` +
    `<text x="${w / 2}" y="${Math.round(h * 0.9)}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${Math.round(unit * 0.22)}" fill="#fff">#${id}</text></svg>`
  );
}

export async function seedThumbnails({ db, services }: DemoContext): Promise<void> {
  const encoder = new TextEncoder();
  for (const code of DEMO_THUMBNAIL_PROJECTS) {
    const [project] = await db.select({ config: projects.config }).from(projects).where(eq(projects.code, code));
    if (!project) continue;
    const size = statsOverrides(code).thumbnail;
    const levels = Math.min(THUMBNAIL_LEVELS, { ...DEFAULT_PROFILE, ...DEMO_PROFILES[code] }.levels);
    const ids = Array.from({ length: levels }, (_, i) => demoPuzzleIds(i + 1)).flat();
    await Promise.all(
      ids.map((id) => services.storage.put(`${folder(code)}/${id}.svg`, encoder.encode(thumbnailSvg(id, size)), 'image/svg+xml')),
    );
    // The storage's URL of a sample key, its file name swapped for the placeholder (keys encode braces).
    const template = services.storage.url(`${folder(code)}/x.svg`).replace(/x\.svg$/, `${PUZZLE_ID_PLACEHOLDER}.svg`);
    await db
      .update(projects)
      .set({ config: { ...project.config, [THUMBNAIL_CONFIG_KEY]: template } })
      .where(eq(projects.code, code));
  }
}
