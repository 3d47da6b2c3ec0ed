import { describe, expect, it } from 'vitest';
import type { ReleaseConf } from '../../../core/shared/content';
import { confOfDataFile, dataFileOf } from './dataFile';

const pz = (id: number, sort: number) => ({ id, sort, md5: `m${id}`, name: { en: `P${id}` }, attr: { isHard: id % 2 === 0 } });
const conf: ReleaseConf = {
  folders: [
    { id: 7, name: { en: 'Seven' }, sort: 1, type: 'level', categoryId: 3, puzzles: [pz(1, 1), pz(2, 2)] },
    { id: 4, name: { en: 'Four' }, sort: 2, type: '', categoryId: null, puzzles: [pz(3, 1)] },
  ],
  categories: [{ id: 3, parentId: 0, sort: 1, name: { en: 'C' } }],
  texts: { 'menu.play': { en: 'Play' } },
};
const release = (flattenUpload: boolean) => ({
  id: 9,
  name: 'R',
  type: 'main',
  extra: {},
  isMultipart: false,
  includeCategory: true,
  includeTexts: true,
  flattenUpload,
  published: false,
  puzzleCount: 3,
});
const rows = (id: number) => ({ data: { level: id }, pic1: '', pic2: '' });

describe('the data file read back as what an env serves', () => {
  it('gives the content back from a file by folder and from a flat one (folder order kept, sorts by place)', () => {
    for (const flat of [false, true]) {
      const file = JSON.parse(JSON.stringify(dataFileOf(release(flat), conf, rows)));
      const back = confOfDataFile(file)!;
      expect(back.folders.map((f) => [f.id, f.sort, f.categoryId, f.puzzles])).toEqual([
        [7, 1, 3, [pz(1, 1), pz(2, 2)]],
        [4, 2, null, [pz(3, 1)]],
      ]);
      expect(back.categories).toEqual(conf.categories);
      expect(back.texts).toEqual(conf.texts);
    }
  });
  it('answers null for what is not a data file', () => {
    for (const x of [null, 1, 'x', {}, { folders: 'no' }]) expect(confOfDataFile(x)).toBeNull();
  });
});
