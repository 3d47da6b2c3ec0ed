// Reading rules: the rows of a platform in table order, and their API and published shapes.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import type { CheckUpdateRule, CheckUpdatePlatform } from '../shared';
import { checkUpdateRules, type CheckUpdateRuleRow } from './db';

/** Single-digit versions sort as text exactly as they do as numbers. */
export const ruleOrder = [asc(checkUpdateRules.startVersion), asc(checkUpdateRules.endVersion), asc(checkUpdateRules.id)];

export const byProjectPlatform = (code: string, platform: number) =>
  and(eq(checkUpdateRules.projectCode, code), eq(checkUpdateRules.platform, platform));

export function toApi(r: CheckUpdateRuleRow): CheckUpdateRule {
  return {
    id: r.id,
    platform: r.platform as CheckUpdatePlatform,
    startVersion: r.startVersion,
    endVersion: r.endVersion,
    data: r.data,
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** What a publish snapshots: the rules only, so an unchanged set publishes as "nothing changed". */
export interface PublishedRule {
  id: number;
  startVersion: string;
  endVersion: string;
  data: CheckUpdateRuleRow['data'];
}
export interface PublishedRules {
  platform: number;
  rules: PublishedRule[];
}

export async function publishedContent(db: Db, code: string, platform: number): Promise<PublishedRules> {
  const rows = await db
    .select()
    .from(checkUpdateRules)
    .where(byProjectPlatform(code, platform))
    .orderBy(...ruleOrder);
  return { platform, rules: rows.map((r) => ({ id: r.id, startVersion: r.startVersion, endVersion: r.endVersion, data: r.data })) };
}

export async function findRule(db: Db, code: string, id: string | undefined): Promise<CheckUpdateRuleRow | null> {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 31 - 1) return null;
  const [row] = await db
    .select()
    .from(checkUpdateRules)
    .where(and(eq(checkUpdateRules.projectCode, code), eq(checkUpdateRules.id, n)));
  return row ?? null;
}
