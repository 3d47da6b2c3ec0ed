// Demo data for machine translation: common keys still missing languages (the translator page's
// work), and project keys already translated that the translation memory fills them from. A key
// some other demo seeded first is left as it is.
import { inArray } from 'drizzle-orm';
import type { DemoContext } from '../../../../core/server/plugin';
import { projects } from '../../../../core/server/db/schema';
import type { TranslationMap } from '../../shared';
import { mlCommonKeys, mlProjectKeys } from '../db';

const COMMON: { key: string; translation: TranslationMap; unfinished: boolean }[] = [
  { key: 'button.play', translation: { en: 'Play', fr: 'Jouer', de: 'Spielen', es: 'Jugar', it: 'Gioca', pt: 'Jogar' }, unfinished: false },
  { key: 'button.settings', translation: { en: 'Settings', fr: 'Paramètres', de: 'Einstellungen', es: 'Ajustes' }, unfinished: true },
  { key: 'popup.level_complete', translation: { en: 'Level complete!' }, unfinished: true },
  { key: 'button.continue', translation: { en: 'Continue' }, unfinished: true },
  { key: 'popup.daily_reward.title', translation: { en: 'Your daily reward is ready' }, unfinished: true },
  { key: 'popup.no_lives', translation: { en: 'Out of lives! Wait or refill to keep playing.' }, unfinished: true },
];

const PROJECT: { code: string; key: string; translation: TranslationMap }[] = [
  {
    code: 'jigsaw',
    key: 'hud.level_complete',
    translation: { en: 'Level complete!', fr: 'Niveau terminé !', de: 'Level geschafft!', es: '¡Nivel completado!' },
  },
  { code: 'jigsaw', key: 'hud.continue', translation: { en: 'Continue', fr: 'Continuer', de: 'Weiter', es: 'Continuar' } },
  { code: 'tiles', key: 'menu.continue', translation: { en: 'Continue', fr: 'Continuer', de: 'Weiter', es: 'Continuar', it: 'Continua' } },
  {
    code: 'tiles',
    key: 'menu.settings',
    translation: { en: 'Settings', fr: 'Réglages', de: 'Einstellungen', es: 'Ajustes', it: 'Impostazioni' },
  },
  { code: 'jigsaw', key: 'shop.title', translation: { en: 'Shop' } },
];

export async function seedMachineTranslation({ db }: DemoContext): Promise<void> {
  await db
    .insert(mlCommonKeys)
    .values(COMMON.map((k) => ({ ...k, operator: 'demo' })))
    .onConflictDoNothing();
  const codes = new Set(
    (
      await db
        .select({ code: projects.code })
        .from(projects)
        .where(inArray(projects.code, [...new Set(PROJECT.map((k) => k.code))]))
    ).map((p) => p.code),
  );
  const rows = PROJECT.filter((k) => codes.has(k.code)).map((k) => ({
    projectCode: k.code,
    key: k.key,
    translation: k.translation,
    unfinished: false,
    source: 'manual' as const,
    operator: 'demo',
  }));
  if (rows.length) await db.insert(mlProjectKeys).values(rows).onConflictDoNothing();
}
