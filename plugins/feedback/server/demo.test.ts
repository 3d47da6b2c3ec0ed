// The demo looks like a live game: both platforms, six languages, some translated, and one
// recent version rated visibly worse than the period.
import { expect, it } from 'vitest';
import { BAD_VERSION_GAP } from '../shared';
import { demoFeedbacks } from './demo';

it('makes a game with a bad release among its versions', () => {
  const all = demoFeedbacks(1);
  expect(all.length).toBe(2000);
  expect(new Set(all.map((f) => f.platform))).toEqual(new Set([1, 2]));
  expect(new Set(all.map((f) => f.language))).toEqual(new Set(['en', 'de', 'fr', 'es', 'ja', 'zh-Hans']));
  const translated = all.filter((f) => f.translation);
  expect(translated.length).toBeGreaterThan(100);
  expect(translated.every((f) => f.language !== 'en' && f.content && f.translation!.en)).toBe(true);
  const avg = (xs: typeof all) => xs.reduce((a, f) => a + f.star, 0) / xs.length;
  const bad = all.filter((f) => f.appVersion === '2.0.0');
  expect(bad.length).toBeGreaterThan(100);
  expect(avg(all) - avg(bad)).toBeGreaterThan(BAD_VERSION_GAP);
  expect(all.every((f) => f.star >= 1 && f.star <= 5 && f.content.length <= 4000)).toBe(true);
});
