// The `translations.projectTexts` provider (core/server/provides.ts): a project's keys in use with
// their texts as they are now, for puzzle-content releases that carry the texts with their puzzles
// (plugins/releases). The contract lives here, with the table it reads.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import type { TranslationMap } from '../shared';
import { mlProjectKeys } from './db';

declare module '../../../core/server/provides' {
  interface ProvidedContracts {
    /** The project's keys in use (not marked not-in-use), key -> texts by language, by key. */
    'translations.projectTexts': (db: Db, projectCode: string) => Promise<Record<string, TranslationMap>>;
  }
}

export async function projectTexts(db: Db, code: string): Promise<Record<string, TranslationMap>> {
  const rows = await db
    .select({ key: mlProjectKeys.key, translation: mlProjectKeys.translation })
    .from(mlProjectKeys)
    .where(and(eq(mlProjectKeys.projectCode, code), eq(mlProjectKeys.notInUse, false)))
    .orderBy(asc(mlProjectKeys.key));
  return Object.fromEntries(rows.map((r) => [r.key, r.translation]));
}
