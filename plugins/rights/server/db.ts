// Rights added by admins (the built-in ones come from the plugins' manifests) and groups.
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const customRights = pgTable('custom_rights', {
  name: text('name').primaryKey(),
  url: text('url').notNull().default(''),
});

export const rightGroups = pgTable('right_groups', {
  name: text('name').primaryKey(),
  rightNames: jsonb('right_names')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});
