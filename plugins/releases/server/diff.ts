// Pure logic over release contents (core ReleaseConf): the diff against the previous published
// release of the same type (000 §3 release diff entries), the upload check (000 §5) and the
// category rules of a category-enabled release. Unit-tested in diff.test.ts.
import type { ReleaseConf } from '../../../core/shared/content';
import {
  MESSAGES,
  type CategoryDiff,
  type FolderDiff,
  type PuzzleDiff,
  type ReleaseDiff,
  type TranslationDiff,
  type UploadCheck,
} from '../shared';

type ConfFolder = ReleaseConf['folders'][number];
type ConfPuzzle = ConfFolder['puzzles'][number];

const same = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v as object)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  return v;
}

/** A puzzle's changes between two versions of a folder: name, attr, data (its md5), sort. */
function puzzleChanges(a: ConfPuzzle, b: ConfPuzzle): PuzzleDiff['changes'] {
  const out: PuzzleDiff['changes'] = [];
  if (!same(a.name, b.name)) out.push('name');
  if (!same(a.attr, b.attr)) out.push('attr');
  if (a.md5 !== b.md5) out.push('data');
  if (a.sort !== b.sort) out.push('sort');
  return out;
}

/** Per puzzle of a folder: added, removed, changed (name/attr/data) or moved (only its sort). */
export function diffPuzzles(prev: ConfPuzzle[], cur: ConfPuzzle[]): PuzzleDiff[] {
  const before = new Map(prev.map((p) => [p.id, p]));
  const now = new Set(cur.map((p) => p.id));
  const out: PuzzleDiff[] = [];
  for (const p of cur) {
    const old = before.get(p.id);
    if (!old) out.push({ id: p.id, sort: p.sort, type: 'added', changes: [] });
    else {
      const changes = puzzleChanges(old, p);
      if (changes.length === 1 && changes[0] === 'sort') out.push({ id: p.id, sort: p.sort, type: 'moved', changes });
      else if (changes.length) out.push({ id: p.id, sort: p.sort, type: 'changed', changes });
    }
  }
  for (const p of prev) if (!now.has(p.id)) out.push({ id: p.id, sort: p.sort, type: 'removed', changes: [] });
  return out;
}

/**
 * Folder entries: added, removed, changed (its puzzles or name differ) or moved (its place in the
 * release changed; a moved folder whose puzzles changed too is `changed`, with the move detail).
 */
export function diffReleases(prev: ReleaseConf | null, cur: ReleaseConf): FolderDiff[] {
  const p = prev?.folders ?? [];
  const before = new Map(p.map((f, i) => [f.id, { f, i }]));
  const now = new Set(cur.folders.map((f) => f.id));
  const out: FolderDiff[] = [];
  cur.folders.forEach((f, index) => {
    const old = before.get(f.id);
    const name = f.name.en ?? String(f.id);
    if (!old) {
      out.push({
        id: f.id,
        type: 'added',
        index,
        name,
        diffMoveDetail: null,
        puzzles: f.puzzles.map((x) => ({ id: x.id, sort: x.sort, type: 'added', changes: [] })),
      });
      return;
    }
    const puzzles = diffPuzzles(old.f.puzzles, f.puzzles);
    const moved = old.i !== index;
    const changed = puzzles.length > 0 || !same(old.f.name, f.name);
    if (!changed && !moved) return;
    out.push({
      id: f.id,
      type: changed ? 'changed' : 'moved',
      index,
      name,
      diffMoveDetail: moved ? { from: old.i, to: index } : null,
      puzzles,
    });
  });
  p.forEach((f, index) => {
    if (!now.has(f.id))
      out.push({
        id: f.id,
        type: 'removed',
        index,
        name: f.name.en ?? String(f.id),
        diffMoveDetail: null,
        puzzles: f.puzzles.map((x) => ({ id: x.id, sort: x.sort, type: 'removed', changes: [] })),
      });
  });
  return out;
}

type ConfCategory = ReleaseConf['categories'][number];

/** Categories: added, removed, changed (name, and with it its parent or sort) or moved (parent or sort alone). */
export function diffCategories(prev: ReleaseConf | null, cur: ReleaseConf): CategoryDiff[] {
  const before = new Map((prev?.categories ?? []).map((c) => [c.id, c]));
  const now = new Set(cur.categories.map((c) => c.id));
  const nameOf = (c: ConfCategory) => c.name.en ?? String(c.id);
  const out: CategoryDiff[] = [];
  for (const c of cur.categories) {
    const old = before.get(c.id);
    if (!old) {
      out.push({ id: c.id, name: nameOf(c), type: 'added', changes: [] });
      continue;
    }
    const changes: CategoryDiff['changes'] = [];
    if (!same(old.name, c.name)) changes.push('name');
    if (old.parentId !== c.parentId) changes.push('parent');
    if (old.sort !== c.sort) changes.push('sort');
    if (changes.length) out.push({ id: c.id, name: nameOf(c), type: changes.includes('name') ? 'changed' : 'moved', changes });
  }
  for (const c of prev?.categories ?? []) if (!now.has(c.id)) out.push({ id: c.id, name: nameOf(c), type: 'removed', changes: [] });
  return out;
}

/** Every text of a release by owner (folder, puzzle, category, the project's own text keys) and language. */
function textsOf(c: ReleaseConf | null): Map<string, Record<string, string>> {
  const texts = new Map<string, Record<string, string>>();
  for (const f of c?.folders ?? []) {
    texts.set(`folder:${f.id}`, f.name);
    for (const p of f.puzzles) texts.set(`puzzle:${p.id}`, p.name);
  }
  for (const cat of c?.categories ?? []) texts.set(`category:${cat.id}`, cat.name);
  for (const [key, t] of Object.entries(c?.texts ?? {})) texts.set(`text:${key}`, t);
  return texts;
}

/** Per language (English first, then by code): how many texts the release adds, changes and removes. */
export function diffTranslations(prev: ReleaseConf | null, cur: ReleaseConf): TranslationDiff[] {
  const before = textsOf(prev);
  const now = textsOf(cur);
  const byLang = new Map<string, TranslationDiff>();
  const count = (lang: string, what: 'added' | 'changed' | 'removed') => {
    const d = byLang.get(lang) ?? { lang, added: 0, changed: 0, removed: 0 };
    d[what]++;
    byLang.set(lang, d);
  };
  for (const key of new Set([...before.keys(), ...now.keys()])) {
    const a = before.get(key) ?? {};
    const b = now.get(key) ?? {};
    for (const lang of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!(lang in a)) count(lang, 'added');
      else if (!(lang in b)) count(lang, 'removed');
      else if (a[lang] !== b[lang]) count(lang, 'changed');
    }
  }
  return [...byLang.values()].sort((x, y) => (x.lang === 'en' ? -1 : y.lang === 'en' ? 1 : x.lang.localeCompare(y.lang)));
}

/** The one diff of a release against the previous one: folders and puzzles, categories, translations. */
export const diffRelease = (prev: ReleaseConf | null, cur: ReleaseConf): Omit<ReleaseDiff, 'previous'> => ({
  changedContent: diffReleases(prev, cur),
  categories: diffCategories(prev, cur),
  translations: diffTranslations(prev, cur),
});

const puzzleIds = (c: ReleaseConf | null) => new Set((c?.folders ?? []).flatMap((f) => f.puzzles.map((p) => p.id)));
export const countPuzzles = (c: ReleaseConf | null) => puzzleIds(c).size;
export const maxSort = (c: ReleaseConf | null) => Math.max(0, ...(c?.folders ?? []).flatMap((f) => f.puzzles.map((p) => p.sort)));

/**
 * The upload check of `cur` against what the env serves for its type (`prev`): fewer puzzles
 * than before blocks ('The number of puzzle in the previous version is greater than the current
 * version!'), a puzzle that is gone warns ('Some puzzles have been removed!').
 */
export function uploadCheck(
  prev: { id: number; name: string; conf: ReleaseConf | null } | null,
  cur: ReleaseConf,
): Omit<UploadCheck, 'previous'> {
  const before = prev?.conf ?? null;
  const prevCount = countPuzzles(before);
  const count = countPuzzles(cur);
  const errors: string[] = [];
  const warnings: string[] = [];
  if (prev && prevCount > count) errors.push(MESSAGES.previousBigger);
  const nowIds = puzzleIds(cur);
  const removedIds = [...puzzleIds(before)].filter((id) => !nowIds.has(id));
  if (removedIds.length) warnings.push(MESSAGES.removed);
  const oldByFolder = new Map((before?.folders ?? []).map((f) => [f.id, new Map(f.puzzles.map((x) => [x.id, x]))]));
  const oldAny = new Map((before?.folders ?? []).flatMap((f) => f.puzzles.map((x) => [x.id, x] as const)));
  const list: UploadCheck['puzzlesList'] = [];
  for (const f of cur.folders) {
    for (const x of f.puzzles) {
      const old = oldByFolder.get(f.id)?.get(x.id) ?? oldAny.get(x.id);
      const changes = old ? puzzleChanges(old, x) : [];
      const status = !old ? 'added' : changes.length ? 'changed' : 'same';
      list.push({ id: x.id, folderId: f.id, sort: x.sort, name: x.name.en ?? '', status, changes });
    }
  }
  for (const f of before?.folders ?? []) {
    for (const x of f.puzzles)
      if (removedIds.includes(x.id))
        list.push({ id: x.id, folderId: f.id, sort: x.sort, name: x.name.en ?? '', status: 'removed', changes: [] });
  }
  return { puzzleCount: count, resultMaxSort: maxSort(cur), lastMaxSort: maxSort(before), errors, warnings, puzzlesList: list };
}

/**
 * A category-enabled release (000 §5): every selected category holds at least one selected
 * folder; every selected folder has a category, and that category is selected. The first
 * problem's message, or null.
 */
export function categoryProblem(folders: { id: number; categoryId: number | null }[], categoryIds: number[]): string | null {
  for (const f of folders) {
    if (f.categoryId == null || f.categoryId === 0) return MESSAGES.folderNoCategory(f.id);
    if (!categoryIds.includes(f.categoryId)) return MESSAGES.categoryNotSelected(f.id, f.categoryId);
  }
  for (const c of categoryIds) if (!folders.some((f) => f.categoryId === c)) return MESSAGES.noFolderInCategory(c);
  return null;
}
