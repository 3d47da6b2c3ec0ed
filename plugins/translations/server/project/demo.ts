// Demo keys for each project: a word game's UI and level texts in ten languages, tagged, with what
// a live project has too: a few texts missing or empty, keys no longer in use, some texts the
// machine filled, and (seedUnpublishedEdit, after the publish demo) one placeholder mismatch made
// since the last publish ('{count}' in en, missing in de).
import { projects, users } from '../../../../core/server/db/schema';
import type { DemoContext } from '../../../../core/server/plugin';
import { eq } from 'drizzle-orm';
import type { KeySource, TranslationMap } from '../../shared';
import { mlProjectKeys, mlTags } from '../db';
import { LANGS, LEVEL, THEMES } from './demoTexts';
import { LIVE_TEXTS } from './demoLiveTexts';
import { UI_TEXTS } from './demoUiTexts';

// The texts themselves are in demoTexts.ts (languages, level names), demoUiTexts.ts and demoLiveTexts.ts.
const UI = [...UI_TEXTS, ...LIVE_TEXTS];
const LEVELS = 110;

/** A demo level's name in one of the demo's languages ("Level {n}: {theme}"). */
export function demoLevelName(n: number, lang: string): string {
  const i = (LANGS as readonly string[]).indexOf(lang);
  return `${LEVEL[i]} ${n}: ${THEMES[(n - 1) % THEMES.length][i]}`;
}

interface DemoKey {
  key: string;
  tag: string;
  translation: TranslationMap;
  unfinished: boolean;
  notInUse: boolean;
  source: KeySource;
  engines: Record<string, string>;
  maxLength: number | null;
}

/** The demo keys, the same for every project. */
export function demoKeys(): DemoKey[] {
  const keys: DemoKey[] = [];
  const map = (texts: readonly string[]) => Object.fromEntries(LANGS.map((l, i) => [l, texts[i]]));
  for (const [key, tag, texts] of UI)
    keys.push({ key, tag, translation: map(texts), unfinished: false, notInUse: false, source: 'manual', engines: {}, maxLength: null });
  for (let n = 1; n <= LEVELS; n++) {
    const texts = LANGS.map((lang) => demoLevelName(n, lang));
    keys.push({
      key: `level.${String(n).padStart(3, '0')}.name`,
      tag: 'level',
      translation: map(texts),
      unfinished: false,
      notInUse: false,
      source: 'excel',
      engines: {},
      maxLength: 40,
    });
  }
  const byKey = new Map(keys.map((k) => [k.key, k]));
  const edit = (key: string, f: (k: DemoKey) => void) => f(byKey.get(key)!);
  // What a live project has: the newest levels not yet in ko, one ja text left empty, a text
  // the machine filled, keys no longer shown, and a button label with a length limit.
  for (let n = LEVELS - 4; n <= LEVELS; n++)
    edit(`level.${String(n).padStart(3, '0')}.name`, (k) => {
      delete k.translation.ko;
      k.unfinished = true;
    });
  edit('event.halloween', (k) => {
    k.translation.ja = '';
    k.unfinished = true;
  });
  edit('reward.chest_ready', (k) => {
    k.source = 'machine';
    k.engines = { ko: 'memory', 'zh-CN': 'memory' };
    k.unfinished = true;
  });
  edit('popup.old_facebook_login', (k) => {
    k.notInUse = true;
  });
  edit('event.halloween', (k) => {
    k.notInUse = true;
  });
  edit('menu.play', (k) => {
    k.maxLength = 10;
  });
  return keys;
}

export async function seedProjectKeys({ db }: DemoContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator = admin?.displayName || admin?.mail || 'demo';
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  const keys = demoKeys();
  const tagNames = [...new Set(keys.map((k) => k.tag))];
  for (const code of codes) {
    const tags = await db
      .insert(mlTags)
      .values(tagNames.map((name) => ({ scope: code, name })))
      .onConflictDoNothing()
      .returning();
    const tagId = new Map(tags.map((t) => [t.name, t.id]));
    await db
      .insert(mlProjectKeys)
      .values(
        keys.map((k) => ({
          projectCode: code,
          key: k.key,
          translation: k.translation,
          unfinished: k.unfinished,
          notInUse: k.notInUse,
          source: k.source,
          engines: k.engines,
          maxLength: k.maxLength,
          tagIds: tagId.has(k.tag) ? [tagId.get(k.tag)!] : [],
          operator,
        })),
      )
      .onConflictDoNothing();
  }
}

/**
 * An edit made since the last publish (after the publish demo): shop.coins lost its {count} in
 * German, so the publish gate has a placeholder mismatch to show and refuses the next publish
 * until it is mended.
 */
export async function seedUnpublishedEdit({ db }: DemoContext): Promise<void> {
  const rows = await db.select().from(mlProjectKeys).where(eq(mlProjectKeys.key, 'shop.coins'));
  for (const row of rows) {
    if (row.translation.de !== '{count} Münzen') continue;
    await db
      .update(mlProjectKeys)
      .set({ translation: { ...row.translation, de: 'Münzen' } })
      .where(eq(mlProjectKeys.id, row.id));
  }
}
