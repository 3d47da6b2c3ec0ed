// First things at start: an ADMIN when there is none (before any demo data), then demo data
// on a first start with an empty database.
import { count, eq } from 'drizzle-orm';
import type { Db } from './db/connect';
import { users } from './db/schema';
import type { ServerConfig } from './config';
import { hashPassword, randomPassword } from './passwords';
import type { ServerPlugin } from './plugin';
import type { CoreServices } from './services';
import { createUser } from './users';

export async function bootstrap(db: Db, config: ServerConfig, plugins: readonly ServerPlugin[], services: CoreServices): Promise<string[]> {
  const lines: string[] = [];
  const [{ n }] = await db.select({ n: count() }).from(users);
  const fresh = n === 0;

  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
  if (!admin) {
    const password = config.adminPassword ?? randomPassword();
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.mail, config.adminMail));
    if (existing) {
      await db
        .update(users)
        .set({ role: 'ADMIN', passwordHash: await hashPassword(password) })
        .where(eq(users.id, existing.id));
    } else {
      await createUser(db, { mail: config.adminMail, displayName: 'Admin', role: 'ADMIN', password });
    }
    lines.push(`Admin: ${config.adminMail} / ${config.adminPassword ? '(the ADMIN_PASSWORD you set)' : password}`);
  }

  if (fresh && config.demo) {
    for (const plugin of plugins) {
      await plugin.demo?.({ db, config, plugins, services, print: (line) => lines.push(line) });
    }
  }
  return lines;
}
