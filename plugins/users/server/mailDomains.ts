// Internal and company mail domains, editable by admins, kept in the database.
import { hotCacheOf } from '../../../core/server/hotCache';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { DEFAULT_MAIL_DOMAINS } from '../shared';
import type { MailDomains } from '../schemas';
import { userSettings } from './db';

const KEY = 'mailDomains';

/** Read by every user list: a hot read (core/server/hotCache.ts), fresh after any write. */
export async function readMailDomains(db: Db): Promise<MailDomains> {
  return hotCacheOf<MailDomains>(db, 'mailDomains').get(KEY, async () => {
    const [row] = await db.select().from(userSettings).where(eq(userSettings.key, KEY));
    return (row?.value as MailDomains | undefined) ?? DEFAULT_MAIL_DOMAINS;
  });
}

export async function writeMailDomains(db: Db, value: MailDomains): Promise<void> {
  await db.insert(userSettings).values({ key: KEY, value }).onConflictDoUpdate({ target: userSettings.key, set: { value } });
}

export function isInternal(mail: string, domains: MailDomains): boolean {
  return domains.internalDomains.some((d) => mail.endsWith('@' + d));
}
