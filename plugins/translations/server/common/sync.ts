// Sync of common keys into projects (000 §4): the check answers per (project, key) Ignore (the
// project has its own key of that name, no commonId) or Sync, with the three-way comparison per
// language; applying it creates the missing project keys (source 'common') and updates the linked
// ones, never overwriting a project's own edit unless the operator chose the common text for it.
import { enginesAfterEdit } from '../project/keys';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { projects } from '../../../../core/server/db/schema';
import type { SyncResult, SyncRow } from '../../endpoints/common';
import type { Resolution } from '../../schemas/common';
import { mlProjectKeys } from '../db';
import { compare, merged, type Take } from './merge';
import type { CommonRow } from './store';

type ProjectKeyRow = typeof mlProjectKeys.$inferSelect;

/** The existing project codes among `codes`. */
export async function existingProjects(db: Db, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db.select({ code: projects.code }).from(projects).where(inArray(projects.code, codes));
  return new Set(rows.map((r) => r.code));
}

/** The project keys named like the common keys, in the given projects: `${code}\n${key}` -> row. */
async function projectKeysByName(db: Db, keys: CommonRow[], codes: string[], lock: boolean): Promise<Map<string, ProjectKeyRow>> {
  if (!keys.length || !codes.length) return new Map();
  const q = db
    .select()
    .from(mlProjectKeys)
    .where(
      and(
        inArray(mlProjectKeys.projectCode, codes),
        inArray(
          mlProjectKeys.key,
          keys.map((k) => k.key),
        ),
      ),
    );
  const rows = lock ? await q.for('update') : await q;
  return new Map(rows.map((r) => [`${r.projectCode}\n${r.key}`, r]));
}

/** One row of the sync check. */
function checkRow(common: CommonRow, code: string, own: ProjectKeyRow | undefined): SyncRow {
  const base = { projectCode: code, keyId: common.id, key: common.key, projectKeyId: own?.id ?? null };
  if (own && own.commonId !== common.id) {
    return {
      ...base,
      action: 'Ignore',
      note: 'The project has its own key of this name',
      languages: compare(own.translation, common.translation, own.translation).map((l) => ({ ...l, base: null })),
    };
  }
  return {
    ...base,
    action: 'Sync',
    note: own ? 'update' : 'create',
    languages: compare(own?.commonBase ?? null, common.translation, own?.translation ?? null),
  };
}

/** The sync check (a dry run) for every (project, key) pair, project by project. */
export async function syncCheck(db: Db, keys: CommonRow[], codes: string[]): Promise<SyncRow[]> {
  const own = await projectKeysByName(db, keys, codes, false);
  return codes.flatMap((code) => keys.map((k) => checkRow(k, code, own.get(`${code}\n${k.key}`))));
}

const resolver = (resolutions: Resolution[]) => {
  const by = new Map(resolutions.map((r) => [`${r.projectCode}\n${r.keyId ?? ''}\n${r.lang}`, r.take]));
  return (code: string, keyId: number, lang: string): Take | undefined =>
    by.get(`${code}\n${keyId}\n${lang}`) ?? by.get(`${code}\n\n${lang}`);
};

/** Applies the sync of `pairs` (common key × project); what it did, what it ignored and skipped. */
export async function applySync(
  db: Db,
  pairs: { common: CommonRow; code: string }[],
  resolutions: Resolution[],
  operator: string,
): Promise<SyncResult & { changes: { projectCode: string; key: string; before: unknown; after: unknown }[] }> {
  const keys = [...new Map(pairs.map((p) => [p.common.id, p.common])).values()];
  const codes = [...new Set(pairs.map((p) => p.code))];
  const own = await projectKeysByName(db, keys, codes, true);
  const choose = resolver(resolutions);
  const result: SyncResult & { changes: { projectCode: string; key: string; before: unknown; after: unknown }[] } = {
    created: 0,
    updated: 0,
    ignored: [],
    skipped: [],
    changes: [],
  };
  const now = new Date();
  for (const { common, code } of pairs) {
    const row = own.get(`${code}\n${common.key}`);
    if (row && row.commonId !== common.id) {
      result.ignored.push({ projectCode: code, keyId: common.id, key: common.key });
      continue;
    }
    const languages = compare(row?.commonBase ?? null, common.translation, row?.translation ?? null);
    const { translation, skipped } = merged(languages, row?.translation ?? null, (lang) => choose(code, common.id, lang));
    for (const s of skipped)
      result.skipped.push({
        projectCode: code,
        keyId: common.id,
        key: common.key,
        lang: s.lang,
        project: s.project ?? '',
        common: s.common,
      });
    if (!row) {
      await db.insert(mlProjectKeys).values({
        projectCode: code,
        key: common.key,
        translation,
        unfinished: common.unfinished,
        source: 'common',
        commonId: common.id,
        commonBase: common.translation,
        maxLength: common.maxLength,
        operator,
      });
      result.created++;
      result.changes.push({ projectCode: code, key: common.key, before: null, after: translation });
      continue;
    }
    const textsChanged = JSON.stringify(translation) !== JSON.stringify(row.translation);
    const baseChanged = JSON.stringify(common.translation) !== JSON.stringify(row.commonBase);
    if (!textsChanged && !baseChanged) continue;
    // The base moves to the common text now, so a kept conflict is not asked about again.
    await db
      .update(mlProjectKeys)
      .set({
        translation,
        commonBase: common.translation,
        engines: enginesAfterEdit(row.engines, row.translation, translation),
        ...(textsChanged ? { operator, updatedAt: now } : {}),
      })
      .where(eq(mlProjectKeys.id, row.id));
    if (textsChanged) {
      result.updated++;
      result.changes.push({ projectCode: code, key: common.key, before: row.translation, after: translation });
    }
  }
  return result;
}

/** The project keys synced from a common key (its linked projects). */
export async function linkedKeys(db: Db, commonId: number, lock = false): Promise<ProjectKeyRow[]> {
  const q = db.select().from(mlProjectKeys).where(eq(mlProjectKeys.commonId, commonId)).orderBy(mlProjectKeys.projectCode);
  return lock ? await q.for('update') : await q;
}
