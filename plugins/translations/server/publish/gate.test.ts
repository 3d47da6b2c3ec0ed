import { describe, expect, it } from 'vitest';
import { describeCounts, type GateKey } from '../../shared';
import { buildLanguages } from './content';
import { diffLanguages } from './diff';
import { fallbackable, placeholders, publishedLanguages, runGate } from './gate';

let id = 0;
const key = (k: string, translation: Record<string, string>, over: Partial<GateKey> = {}): GateKey => ({
  id: ++id,
  key: k,
  translation,
  notInUse: false,
  maxLength: null,
  ...over,
});

describe('placeholders', () => {
  it('finds braces, printf conversions and tags, ignoring %% and tag attributes', () => {
    expect(placeholders('Hi {name}, {0} has %1$s and %s, %d%% <b>x</b> <color=#f00>y</color> <br/>')).toEqual(
      ['%1$s', '%d', '%s', '<b>', '</b>', '<br/>', '<color>', '</color>', '{0}', '{name}'].sort(),
    );
    expect(placeholders('plain text, 100% sure')).toEqual([]);
  });
});

describe('the publish gate', () => {
  it('publishes English and every language an in-use key has; notInUse keys are left out', () => {
    const keys = [key('a', { en: 'A', fr: 'A' }), key('b', { en: 'B', ja: 'B' }), key('c', { en: 'C', ko: 'C' }, { notInUse: true })];
    expect(publishedLanguages(keys.filter((k) => !k.notInUse))).toEqual(['en', 'fr', 'ja']);
    const r = runGate(keys);
    expect(r.languages).toEqual(['en', 'fr', 'ja']);
    expect(r.keys).toBe(2);
  });

  it('reports missing and empty texts (whitespace counts as empty)', () => {
    const r = runGate([key('a', { en: 'Play', fr: '  ' }), key('b', { en: 'Stop', fr: 'Arrêter', de: 'Stopp' })]);
    expect(r.problems.map((p) => [p.key, p.lang, p.kind])).toEqual([
      ['a', 'de', 'missing'],
      ['a', 'fr', 'empty'],
    ]);
    expect(r.counts).toEqual({ missing: 1, empty: 1, placeholders: 0, tooLong: 0 });
    expect(r.problems.every(fallbackable)).toBe(true);
  });

  it('reports placeholder mismatches against English as multisets', () => {
    const r = runGate([
      key('ok', { en: '{a} and {b} <b>x</b>', fr: '<b>x</b> {b} et {a}' }),
      key('lost', { en: 'Level {level} done', fr: 'Niveau terminé' }),
      key('twice', { en: '%s', fr: '%s %s' }),
      key('tag', { en: '<b>%d</b> coins', fr: '<i>%d</i> pièces' }),
    ]);
    const byKey = Object.fromEntries(r.problems.map((p) => [p.key, p]));
    expect(byKey.ok).toBeUndefined();
    expect(byKey.lost.kind).toBe('placeholders');
    expect(byKey.lost.detail).toContain('lacks {level}');
    expect(byKey.twice.detail).toContain('has extra %s');
    expect(byKey.tag.detail).toBe('placeholders differ from en: lacks </b> <b>, has extra </i> <i>');
    expect(fallbackable(byKey.lost)).toBe(false);
  });

  it('reports texts over the key max length, counting code points, English included', () => {
    const r = runGate([key('short', { en: 'Play now', fr: 'Jouer maintenant', ja: '😀😀😀😀😀😀😀😀' }, { maxLength: 8 })]);
    expect(r.problems.map((p) => [p.lang, p.kind, p.detail])).toEqual([['fr', 'tooLong', '16 characters, at most 8']]);
  });

  it('English missing or empty cannot take a fallback', () => {
    const r = runGate([key('noEn', { en: '', fr: 'Bonjour' })]);
    expect(r.problems).toEqual([expect.objectContaining({ lang: 'en', kind: 'empty' })]);
    expect(fallbackable(r.problems[0])).toBe(false);
  });
});

describe('the counts in words', () => {
  it('names each kind in the singular and its own plural: never "mismatchs" (issue 28)', () => {
    expect(describeCounts({ missing: 1, empty: 2, placeholders: 2, tooLong: 3 })).toBe(
      '1 missing text, 2 empty texts, 2 placeholder mismatches, 3 texts too long',
    );
    expect(describeCounts({ missing: 0, empty: 0, placeholders: 1, tooLong: 1 })).toBe('1 placeholder mismatch, 1 text too long');
  });
});

describe('content and diff', () => {
  it('fills only the named fallbacks from English, keys in name order', () => {
    const keys = [key('z', { en: 'Z', fr: '' }), key('a', { en: 'A' }), key('gone', { en: 'G', fr: 'G' }, { notInUse: true })];
    const langs = buildLanguages(keys, ['en', 'fr'], [{ lang: 'fr', key: 'z' }]);
    expect(langs).toEqual({ en: { a: 'A', z: 'Z' }, fr: { z: 'Z' } });
    expect(Object.keys(langs.en)).toEqual(['a', 'z']);
  });

  it('diffs per language: added, removed and changed, with old and new texts', () => {
    const d = diffLanguages({ en: { a: 'A', b: 'B' }, fr: { a: 'A' } }, { en: { a: 'A2', c: 'C' }, de: { a: 'A' } });
    expect(d.summary).toEqual([
      { lang: 'en', added: 1, removed: 1, changed: 1 },
      { lang: 'de', added: 1, removed: 0, changed: 0 },
      { lang: 'fr', added: 0, removed: 1, changed: 0 },
    ]);
    expect(d.rows).toContainEqual({ lang: 'en', key: 'a', change: 'changed', old: 'A', new: 'A2' });
    expect(d.rows).toContainEqual({ lang: 'fr', key: 'a', change: 'removed', old: 'A', new: null });
    expect(d.total).toBe(5);
    const fr = diffLanguages({ en: { a: 'A' }, fr: { a: 'A' } }, { en: { a: 'B' } }, 'fr', 10);
    expect(fr.rows).toEqual([{ lang: 'fr', key: 'a', change: 'removed', old: 'A', new: null }]);
    const capped = diffLanguages({}, { en: { a: '1', b: '2', c: '3' } }, undefined, 2);
    expect([capped.rows.length, capped.total]).toEqual([2, 3]);
  });
});
