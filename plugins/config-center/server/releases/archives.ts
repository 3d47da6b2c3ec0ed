// Archives (001 §4 "Archive"): immutable snapshots of a namespace's files. The commit id is the
// sha1 of the names and contents in name order, so the same files always make the same id.
import { createHash } from 'node:crypto';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { badRequest, notFound } from '../../../../core/server/errors';
import type { CcEnv } from '../../shared';
import { ccArchives, ccFiles, ccNamespaces } from '../db';

export type NamespaceRow = typeof ccNamespaces.$inferSelect;
export type ArchiveRecord = typeof ccArchives.$inferSelect;

export const ARCHIVE_MESSAGES = {
  noNamespace: (env: string, name: string) => `Namespace '${name}' not found on ${env}`,
  empty: (name: string) => `Namespace '${name}' has no files to archive: add a file first`,
  noArchive: (id: number | string) => `Archive ${id} not found`,
};

/** sha1 over each file's name and content (name order), each ended by a NUL: no two file sets share one. */
export function commitIdOf(files: Record<string, string>): string {
  const h = createHash('sha1');
  for (const name of Object.keys(files).sort()) h.update(name).update('\u0000').update(files[name]).update('\u0000');
  return h.digest('hex');
}

export async function findNamespace(db: Db, code: string, env: CcEnv, name: string): Promise<NamespaceRow> {
  const [ns] = await db
    .select()
    .from(ccNamespaces)
    .where(and(eq(ccNamespaces.projectCode, code), eq(ccNamespaces.env, env), eq(ccNamespaces.name, name)));
  if (!ns) throw notFound(ARCHIVE_MESSAGES.noNamespace(env, name));
  return ns;
}

/** An archive of the project with its namespace; 404 for another project's or none. */
export async function findArchive(db: Db, code: string, id: number): Promise<{ archive: ArchiveRecord; ns: NamespaceRow }> {
  const [row] = await db
    .select({ archive: ccArchives, ns: ccNamespaces })
    .from(ccArchives)
    .innerJoin(ccNamespaces, eq(ccNamespaces.id, ccArchives.namespaceId))
    .where(and(eq(ccArchives.id, id), eq(ccNamespaces.projectCode, code)));
  if (!row) throw notFound(ARCHIVE_MESSAGES.noArchive(id));
  return row;
}

/**
 * Snapshots the namespace's current files as its next data version. Runs in the request's
 * transaction; the namespace row is locked so two archives never race for one version.
 */
export async function createArchive(db: Db, ns: NamespaceRow, note: string, operator: string): Promise<ArchiveRecord> {
  await db.execute(sql`select 1 from cc_namespaces where id = ${ns.id} for update`);
  const rows = await db.select({ name: ccFiles.name, content: ccFiles.content }).from(ccFiles).where(eq(ccFiles.namespaceId, ns.id));
  if (rows.length === 0) throw badRequest(ARCHIVE_MESSAGES.empty(ns.name));
  const files = Object.fromEntries(rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map((r) => [r.name, r.content]));
  const [{ top }] = await db
    .select({ top: max(ccArchives.dataVersion) })
    .from(ccArchives)
    .where(eq(ccArchives.namespaceId, ns.id));
  const [archive] = await db
    .insert(ccArchives)
    .values({ namespaceId: ns.id, commitId: commitIdOf(files), dataVersion: (top ?? 0) + 1, note, operator, files })
    .returning();
  return archive;
}

/** A namespace's archives, newest first, and how many there are. */
export async function listArchives(db: Db, namespaceId: number, pn: number, ps: number) {
  const rows = await db
    .select()
    .from(ccArchives)
    .where(eq(ccArchives.namespaceId, namespaceId))
    .orderBy(desc(ccArchives.dataVersion))
    .limit(ps)
    .offset((pn - 1) * ps);
  const [{ n }] = await db.select({ n: count() }).from(ccArchives).where(eq(ccArchives.namespaceId, namespaceId));
  return { rows, total: n };
}

/** The lock of the table: set on the first release, kept after. */
export async function markReleased(db: Db, archiveId: number): Promise<void> {
  await db
    .update(ccArchives)
    .set({ releasedAt: new Date() })
    .where(and(eq(ccArchives.id, archiveId), sql`${ccArchives.releasedAt} is null`));
}
