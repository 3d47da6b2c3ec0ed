import { describe, expect, it } from 'vitest';
import { registerProjectModules } from '../../core/shared/overrides';
import { thumbnailSize } from '../../core/shared/thumbnail';
import { projectModules } from '../../projects';
import { folderThumb } from './shared';

describe('the folders table thumbnail (002 §9)', () => {
  it("the folders table's column is the same box where the project has it, and none elsewhere", () => {
    registerProjectModules(projectModules);
    expect(folderThumb('jigsaw')).toEqual(thumbnailSize('jigsaw'));
    expect(folderThumb('words')).toBeNull();
  });
});
