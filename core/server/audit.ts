// The audit log: every mutation writes who, when, project, what, before and after.
import type { Db } from './db/connect';
import { auditLog } from './db/schema';
import type { AuditEntry, SessionUser } from './plugin';

export async function writeAudit(
  db: Db,
  who: Pick<SessionUser, 'id' | 'mail'> | null,
  projectCode: string | null,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    userId: who?.id ?? null,
    userMail: who?.mail ?? null,
    projectCode,
    area: entry.area,
    action: entry.action,
    target: entry.target === undefined ? null : String(entry.target),
    before: (entry.before ?? null) as never,
    after: (entry.after ?? null) as never,
  });
}
