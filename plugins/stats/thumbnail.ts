// Puzzle thumbnails of the stats screens (002 'Shapes of stage: {level}'): the project config's
// `puzzleThumbnailUrl` is a URL template with {puzzleId}, e.g. '/cdn/jigsaw/puzzles/thumbs/{puzzleId}.svg'
// (files uploaded to the project's storage, or any CDN), read through the stats config schema
// (projectConfig.ts), which admits only our own paths and web addresses.
import { readConfigKey } from '../../core/shared/projectConfig';
import { PUZZLE_ID_PLACEHOLDER, statsConfigSchema } from './projectConfig';

export { PUZZLE_ID_PLACEHOLDER };
export const THUMBNAIL_CONFIG_KEY = 'puzzleThumbnailUrl';

/** The thumbnail URL of one puzzle, or null when the project configures none (or a bad one). */
export function thumbnailUrl(config: Record<string, unknown> | null | undefined, puzzleId: string | null | undefined): string | null {
  const template = readConfigKey(statsConfigSchema, THUMBNAIL_CONFIG_KEY, config, null);
  if (template === null || !puzzleId) return null;
  return template.split(PUZZLE_ID_PLACEHOLDER).join(encodeURIComponent(puzzleId));
}
