// Demo data of the publish part: for every demo project with keys, two versions published to
// sandbox (the first with English fallbacks for the texts not yet translated, the second after
// most were) and the first synced to prod, so history, diff and rollback have something to show.
// A project with no keys yet (the Translate part's demo runs first when merged) gets a few of a
// live game's, so a fresh console shows the whole loop.
import { eq } from 'drizzle-orm';
import { projects, users } from '../../../../core/server/db/schema';
import type { DemoContext } from '../../../../core/server/plugin';
import type { Operator } from '../../../../core/server/publish/types';
import { PUBLISH_KEY, PUBLISH_KIND, type I18nContent } from '../../shared';
import { mlProjectKeys, mlVersions } from '../db';
import { demoLevelName } from '../project/demo';
import { buildLanguages } from './content';
import { fallbackable, runGate } from './gate';
import { loadKeys } from './versions';

const DEMO_KEYS: { key: string; translation: Record<string, string>; maxLength?: number }[] = [
  { key: 'menu.play', translation: { en: 'Play', fr: 'Jouer', de: 'Spielen', ja: 'プレイ' }, maxLength: 12 },
  { key: 'menu.settings', translation: { en: 'Settings', fr: 'Paramètres', de: 'Einstellungen', ja: '設定' } },
  {
    key: 'level.complete',
    translation: {
      en: 'Level {level} complete!',
      fr: 'Niveau {level} terminé !',
      de: 'Level {level} geschafft!',
      ja: 'レベル{level}クリア！',
    },
  },
  {
    key: 'shop.coins',
    translation: {
      en: 'You have <b>%d</b> coins',
      fr: 'Vous avez <b>%d</b> pièces',
      de: 'Du hast <b>%d</b> Münzen',
      ja: '<b>%d</b>コイン所持',
    },
  },
  {
    key: 'daily.reward',
    translation: { en: 'Come back tomorrow for a new reward', fr: 'Revenez demain pour une nouvelle récompense', de: '' },
  },
  { key: 'event.spring', translation: { en: 'Spring Festival starts now', fr: 'Le festival de printemps commence' } },
];
/** The texts translated between the two demo versions. */
const LATER: Record<string, Record<string, string>> = {
  'daily.reward': { de: 'Komm morgen für eine neue Belohnung wieder', ja: '明日また新しい報酬を受け取りに来てね' },
  // ja stays untranslated: the second version publishes it with the English text, and the
  // publish modal shows it as the one missing text.
  'event.spring': { de: 'Das Frühlingsfest beginnt' },
  // Two of the project demo's newest levels, missing in Korean at the first version.
  'level.106.name': { ko: demoLevelName(106, 'ko') },
  'level.107.name': { ko: demoLevelName(107, 'ko') },
};

export async function seedPublishDemo({ db, services }: DemoContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator: Operator = {
    id: admin?.id ?? null,
    mail: admin?.mail ?? 'demo',
    displayName: admin?.displayName || admin?.mail || 'Demo',
  };
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  for (const code of codes) {
    if ((await loadKeys(db, code)).length === 0) {
      await db.insert(mlProjectKeys).values(
        DEMO_KEYS.map((k) => ({
          projectCode: code,
          key: k.key,
          translation: k.translation,
          maxLength: k.maxLength ?? null,
          unfinished: false,
          operator: operator.displayName,
        })),
      );
    }
    const publish = async (name: string, env: 'sandbox' | 'prod') => {
      const keys = await loadKeys(db, code);
      const report = runGate(keys);
      if (!report.keys || report.problems.some((p) => !fallbackable(p))) return null;
      const fallbacks = report.problems.map((p) => ({ lang: p.lang, key: p.key }));
      const [v] = await db
        .insert(mlVersions)
        .values({ projectCode: code, name, env, fallbacks, operator: operator.displayName })
        .returning();
      const content: I18nContent = { versionId: v.id, name, languages: buildLanguages(keys, report.languages, fallbacks) };
      const r = await services.publish.publish({ project: code, env, kind: PUBLISH_KIND, key: PUBLISH_KEY }, content, { operator });
      await db.update(mlVersions).set({ snapshotId: r.snapshot.id }).where(eq(mlVersions.id, v.id));
      return content;
    };
    const first = await publish('Launch texts', 'sandbox');
    if (!first) continue;
    // Prod takes what sandbox serves (the publish route's rule).
    const [p] = await db
      .insert(mlVersions)
      .values({ projectCode: code, name: 'Launch texts', env: 'prod', fallbacks: [], operator: operator.displayName })
      .returning();
    const r = await services.publish.publish({ project: code, env: 'prod', kind: PUBLISH_KIND, key: PUBLISH_KEY }, first, { operator });
    const [sv] = await db.select({ fallbacks: mlVersions.fallbacks }).from(mlVersions).where(eq(mlVersions.id, first.versionId));
    await db
      .update(mlVersions)
      .set({ snapshotId: r.snapshot.id, fallbacks: sv?.fallbacks ?? [] })
      .where(eq(mlVersions.id, p.id));
    for (const row of await db.select().from(mlProjectKeys).where(eq(mlProjectKeys.projectCode, code))) {
      const later = LATER[row.key];
      if (later)
        await db
          .update(mlProjectKeys)
          .set({ translation: { ...row.translation, ...later } })
          .where(eq(mlProjectKeys.id, row.id));
    }
    await publish('Spring event texts', 'sandbox');
  }
}
