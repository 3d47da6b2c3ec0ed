// Demo feedback for every demo project: 60 days on both platforms in six languages, most on
// prod, written through the client route's insert function. Version 2.0.0 (released 20 days ago,
// fixed by 2.0.1 eight days ago) crashes and loses progress: its stars are visibly worse, so the
// per-version view flags it. About half the older non-English feedback is already translated.
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import type { ClientFeedback } from '../schemas';
import { DEMO_TEXTS, type DemoLanguage, type Mood } from './demoTexts';
import { insertFeedbacks, type InsertExtras } from './ingest';

const PER_PROJECT = 2000;
const DAYS = 60;
const DAY = 86_400_000;

/** A small deterministic generator, so every first start shows the same game. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pickWeighted = <T>(r: number, items: readonly [T, number][]): T => {
  const total = items.reduce((a, [, w]) => a + w, 0);
  let at = r * total;
  for (const [v, w] of items) if ((at -= w) < 0) return v;
  return items[items.length - 1][0];
};

/** The versions players ran on a day (days ago), newest releases taking over. */
function versionOn(daysAgo: number, r: number): string {
  if (daysAgo < 8)
    return pickWeighted(r, [
      ['2.0.1', 80],
      ['2.0.0', 12],
      ['1.9.1', 8],
    ]);
  if (daysAgo < 20)
    return pickWeighted(r, [
      ['2.0.0', 80],
      ['1.9.1', 20],
    ]);
  if (daysAgo < 35)
    return pickWeighted(r, [
      ['1.9.1', 75],
      ['1.9.0', 25],
    ]);
  if (daysAgo < 48)
    return pickWeighted(r, [
      ['1.9.0', 80],
      ['1.8.2', 20],
    ]);
  return '1.8.2';
}

const GOOD: [number, number][] = [
  [5, 46],
  [4, 24],
  [3, 12],
  [2, 7],
  [1, 11],
];
const BAD: [number, number][] = [
  [5, 14],
  [4, 11],
  [3, 15],
  [2, 20],
  [1, 40],
];
const LANGS: [DemoLanguage, number][] = [
  ['en', 40],
  ['de', 12],
  ['fr', 11],
  ['es', 14],
  ['ja', 10],
  ['zh-CN', 13],
];

function moodOf(star: number, badVersion: boolean, r: number): Mood {
  if (star >= 4) return 'happy';
  if (star === 3) return 'mixed';
  return badVersion && r < 0.6 ? 'crash' : 'angry';
}

export function demoFeedbacks(seed: number, now = Date.now()): (ClientFeedback & InsertExtras & { env: 'sandbox' | 'prod' })[] {
  const r = rng(seed);
  const out: (ClientFeedback & InsertExtras & { env: 'sandbox' | 'prod' })[] = [];
  for (let i = 0; i < PER_PROJECT; i++) {
    const daysAgo = Math.floor(r() * DAYS);
    const createdAt = new Date(now - daysAgo * DAY - Math.floor(r() * DAY));
    const appVersion = versionOn(daysAgo, r());
    const bad = appVersion === '2.0.0';
    const star = pickWeighted(r(), bad ? BAD : GOOD);
    const language = pickWeighted(r(), LANGS);
    // One in ten rates without a word.
    const silent = r() < 0.1;
    const texts = DEMO_TEXTS[moodOf(star, bad, r())][language];
    const [content, english] = silent ? ['', ''] : texts[Math.floor(r() * texts.length)];
    const translated = !silent && language !== 'en' && daysAgo > 3 && r() < 0.5;
    out.push({
      env: r() < 0.05 ? 'sandbox' : 'prod',
      userId: String(100000 + Math.floor(r() * 900000)),
      platform: r() < 0.6 ? 1 : 2,
      star,
      content,
      language: language === 'zh-CN' ? 'zh-Hans' : language,
      appVersion,
      createdAt,
      translation: translated ? { en: english } : null,
    });
  }
  return out;
}

export async function seedFeedback({ db }: DemoContext): Promise<void> {
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code).sort();
  for (const [i, code] of codes.entries()) {
    const all = demoFeedbacks(1000 + i);
    for (const env of ['prod', 'sandbox'] as const) {
      const rows = all.filter((f) => f.env === env);
      for (let at = 0; at < rows.length; at += 500) await insertFeedbacks(db, code, env, rows.slice(at, at + 500));
    }
  }
}
