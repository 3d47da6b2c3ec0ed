import { describe, expect, it } from 'vitest';
import { registerProjectModules } from './overrides';
import { DEFAULT_THUMBNAIL, thumbnailSize } from './thumbnail';
import { projectModules } from '../../projects';

describe('thumbnail size per project (002 §9)', () => {
  it("is the project's box, else 001 §9's 100x110 at scale 1", () => {
    registerProjectModules(projectModules);
    expect(thumbnailSize('jigsaw')).toEqual({ width: 75, height: 133, scale: 0.1 });
    expect(thumbnailSize('words')).toEqual(DEFAULT_THUMBNAIL);
    expect(thumbnailSize(null)).toEqual({ width: 100, height: 110, scale: 1 });
  });
});
