// A project's thumbnail box (001 §9, 002 §9 "Thumbnail sizes vary by project"): one size per
// project, read by every table that shows a puzzle or folder picture (the folders table and its
// attribute editor, the puzzles table), so they never disagree. projects/<code>.ts sets
// `thumbnail: { width, height, scale }`; the default is 001 §9's 100x110 at scale 1.
import { overridesFor } from './overrides';

export interface ThumbnailSize {
  width: number;
  height: number;
  /** Box size over the source picture's size (0.1: the art is 750x1330, shown at 75x133). */
  scale: number;
}

export const DEFAULT_THUMBNAIL: ThumbnailSize = { width: 100, height: 110, scale: 1 };

declare module './overrides' {
  interface OverrideContracts {
    thumbnail: ThumbnailSize;
  }
}

/** The project's thumbnail box: its projects/<code>.ts values over the default. */
export function thumbnailSize(code: string | null | undefined): ThumbnailSize {
  return overridesFor(code, 'thumbnail', DEFAULT_THUMBNAIL);
}
