// The users plugin's settings: which mail domains are internal and which the form suggests.
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const userSettings = pgTable('user_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
