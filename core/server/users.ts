// Creating users and granting rights: used by start-up, demo data and the users plugin.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '../shared/access';
import type { Db } from './db/connect';
import { userRights, users } from './db/schema';
import { hashPassword } from './passwords';

export async function createUser(db: Db, input: { mail: string; displayName: string; role: Role; password: string }): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      mail: input.mail.trim().toLowerCase(),
      displayName: input.displayName.trim(),
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .returning({ id: users.id });
  return row.id;
}

/** Replaces the user's rights in one project with `names`. */
export async function setRights(db: Db, userId: number, projectCode: string, names: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userRights).where(and(eq(userRights.userId, userId), eq(userRights.projectCode, projectCode)));
    const unique = [...new Set(names)];
    if (unique.length) await tx.insert(userRights).values(unique.map((name) => ({ userId, projectCode, name })));
  });
}

export async function usersByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, mail: users.mail, displayName: users.displayName })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The key game clients send in X-Client-Key. */
export function newClientKey(): string {
  return 'ck_' + randomBytes(24).toString('base64url');
}
