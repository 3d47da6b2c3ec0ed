import { describe, expect, it } from 'vitest';
import type { ReleaseConf } from '../../../core/shared/content';
import { categoryProblem, diffCategories, diffRelease, diffReleases, diffTranslations, uploadCheck } from './diff';
import { MESSAGES } from '../shared';

const pz = (id: number, sort: number, over: Partial<ReleaseConf['folders'][number]['puzzles'][number]> = {}) => ({
  id,
  sort,
  md5: `m${id}`,
  name: { en: `P${id}` },
  attr: {},
  ...over,
});
const folder = (id: number, puzzles: ReturnType<typeof pz>[], name = `F${id}`) => ({
  id,
  name: { en: name },
  sort: id,
  type: '',
  categoryId: null,
  puzzles,
});
const conf = (...folders: ReturnType<typeof folder>[]): ReleaseConf => ({ folders, categories: [] });

describe('diffReleases', () => {
  it('finds added, removed, changed and moved folders and per-puzzle changes', () => {
    const prev = conf(folder(1, [pz(1, 1), pz(2, 2)]), folder(2, [pz(3, 1)]), folder(3, [pz(4, 1)]));
    const cur = conf(
      folder(2, [pz(3, 1)]),
      folder(1, [pz(1, 2), pz(2, 1, { md5: 'new', name: { en: 'X' } }), pz(5, 3)]),
      folder(4, [pz(6, 1)]),
    );
    const d = diffReleases(prev, cur);
    expect(d.map((f) => [f.id, f.type, f.index])).toEqual([
      [2, 'moved', 0],
      [1, 'changed', 1],
      [4, 'added', 2],
      [3, 'removed', 2],
    ]);
    expect(d[0].diffMoveDetail).toEqual({ from: 1, to: 0 });
    expect(d[1].puzzles).toEqual([
      { id: 1, sort: 2, type: 'moved', changes: ['sort'] },
      { id: 2, sort: 1, type: 'changed', changes: ['name', 'data', 'sort'] },
      { id: 5, sort: 3, type: 'added', changes: [] },
    ]);
    expect(diffReleases(prev, prev)).toEqual([]);
    expect(diffReleases(null, prev).every((f) => f.type === 'added')).toBe(true);
  });
});

describe('uploadCheck', () => {
  it('blocks fewer puzzles, warns removed ones, lists each puzzle', () => {
    const prev = { id: 1, name: 'r1', conf: conf(folder(1, [pz(1, 1), pz(2, 2), pz(3, 3)])) };
    const fewer = uploadCheck(prev, conf(folder(1, [pz(1, 1), pz(2, 2)])));
    expect(fewer.errors).toEqual([MESSAGES.previousBigger]);
    expect(fewer.warnings).toEqual([MESSAGES.removed]);
    expect(fewer.puzzlesList.find((p) => p.id === 3)?.status).toBe('removed');
    const swapped = uploadCheck(prev, conf(folder(1, [pz(1, 1), pz(2, 2), pz(4, 3, { attr: { a: 1 } })])));
    expect(swapped.errors).toEqual([]);
    expect(swapped.warnings).toEqual([MESSAGES.removed]);
    const more = uploadCheck(prev, conf(folder(1, [pz(1, 1), pz(2, 2, { attr: { d: 1 } }), pz(3, 3), pz(4, 4)])));
    expect([more.errors, more.warnings]).toEqual([[], []]);
    expect(more.puzzlesList.map((p) => p.status)).toEqual(['same', 'changed', 'same', 'added']);
    expect(more.puzzlesList[1].changes).toEqual(['attr']);
    expect([more.resultMaxSort, more.lastMaxSort, more.puzzleCount]).toEqual([4, 3, 4]);
    expect(uploadCheck(null, conf(folder(1, []))).errors).toEqual([]);
  });
});

describe('categoryProblem', () => {
  it('gives each of the three errors', () => {
    expect(categoryProblem([{ id: 1, categoryId: null }], [5])).toBe(MESSAGES.folderNoCategory(1));
    expect(categoryProblem([{ id: 1, categoryId: 6 }], [5])).toBe(MESSAGES.categoryNotSelected(1, 6));
    expect(categoryProblem([{ id: 1, categoryId: 5 }], [5, 7])).toBe(MESSAGES.noFolderInCategory(7));
    expect(
      categoryProblem(
        [
          { id: 1, categoryId: 5 },
          { id: 2, categoryId: 7 },
        ],
        [5, 7],
      ),
    ).toBeNull();
  });
});

const cat = (id: number, name: Record<string, string>, parentId = 0, sort = id) => ({ id, parentId, sort, name });

describe('one diff across content types', () => {
  it('lists categories added, removed, renamed and moved', () => {
    const prev: ReleaseConf = { folders: [], categories: [cat(1, { en: 'Animals' }), cat(2, { en: 'Cities' }), cat(3, { en: 'Sea' })] };
    const cur: ReleaseConf = {
      folders: [],
      categories: [cat(1, { en: 'Wild animals' }), cat(2, { en: 'Cities' }, 1), cat(4, { en: 'Space' })],
    };
    expect(diffCategories(prev, cur)).toEqual([
      { id: 1, name: 'Wild animals', type: 'changed', changes: ['name'] },
      { id: 2, name: 'Cities', type: 'moved', changes: ['parent'] },
      { id: 4, name: 'Space', type: 'added', changes: [] },
      { id: 3, name: 'Sea', type: 'removed', changes: [] },
    ]);
    expect(diffCategories(cur, cur)).toEqual([]);
  });

  it('counts per language the texts of folders, puzzles and categories added, changed and removed', () => {
    const prev: ReleaseConf = {
      folders: [folder(1, [pz(1, 1, { name: { en: 'Cat', fr: 'Chat', de: 'Katze' } })])],
      categories: [cat(1, { en: 'Animals', fr: 'Animaux' })],
    };
    const cur: ReleaseConf = {
      // The same puzzle in two folders is one text, counted once.
      folders: [
        folder(1, [pz(1, 1, { name: { en: 'Cat', fr: 'Chaton', ja: '猫' } })]),
        folder(2, [pz(1, 1, { name: { en: 'Cat', fr: 'Chaton', ja: '猫' } })]),
      ],
      categories: [cat(1, { en: 'Animals', fr: 'Les animaux' })],
    };
    expect(diffTranslations(prev, cur)).toEqual([
      { lang: 'en', added: 1, changed: 0, removed: 0 },
      { lang: 'de', added: 0, changed: 0, removed: 1 },
      { lang: 'fr', added: 0, changed: 2, removed: 0 },
      { lang: 'ja', added: 1, changed: 0, removed: 0 },
    ]);
    expect(diffRelease(cur, cur)).toEqual({ changedContent: [], categories: [], translations: [] });
  });
});
