// The `bonus.codes` provider (core/server/provides.ts): which of some codes exist in a project's
// env, for plugins that name a bonus code (push tasks' extra data). The contract lives here, with
// the table it reads: push asks services.provided('bonus.codes') and never imports this plugin.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import type { Env } from '../../../core/shared/constants';
import { bonuses } from './db';

declare module '../../../core/server/provides' {
  interface ProvidedContracts {
    /** Which of `codes` are bonus codes of the project's env (as stored: upper case). */
    'bonus.codes': (db: Db, projectCode: string, env: Env, codes: readonly string[]) => Promise<Set<string>>;
  }
}

export async function existingCodes(db: Db, projectCode: string, env: Env, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db
    .select({ code: bonuses.code })
    .from(bonuses)
    .where(and(eq(bonuses.projectCode, projectCode), eq(bonuses.env, env), inArray(bonuses.code, [...new Set(codes)])));
  return new Set(rows.map((r) => r.code));
}
