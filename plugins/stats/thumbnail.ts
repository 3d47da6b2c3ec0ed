// Puzzle thumbnails of the stats screens (002 'Shapes of stage: {level}'): the project config's
// `puzzleThumbnailUrl` is a URL template with {puzzleId}, e.g. '/cdn/jigsaw/puzzles/thumbs/{puzzleId}.svg'
// (files uploaded to the project's storage, or any CDN). Zod-free: both halves import it.

export const THUMBNAIL_CONFIG_KEY = 'puzzleThumbnailUrl';
export const PUZZLE_ID_PLACEHOLDER = '{puzzleId}';

/** The thumbnail URL of one puzzle, or null when the project configures none (or a bad one). */
export function thumbnailUrl(config: Record<string, unknown> | null | undefined, puzzleId: string | null | undefined): string | null {
  const template = config?.[THUMBNAIL_CONFIG_KEY];
  if (typeof template !== 'string' || !puzzleId || !template.includes(PUZZLE_ID_PLACEHOLDER)) return null;
  // Only our own paths and web addresses: a config value must not become another kind of URL.
  if (!/^(\/(?!\/)|https?:\/\/)/i.test(template.trim())) return null;
  return template.trim().split(PUZZLE_ID_PLACEHOLDER).join(encodeURIComponent(puzzleId));
}
