// Core tables: who signs in, their sessions and rights, the projects, and the audit log.
// Plugins keep their own tables in plugins/<id>/server/db.ts.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  mail: text('mail').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role', { enum: ['ADMIN', 'USER', 'LIMIT'] }).notNull().default('USER'),
  passwordHash: text('password_hash').notNull(),
  /** Mails a LIMIT user may also act as (document 001: alias, LIMIT only). */
  alias: jsonb('alias').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the cookie token: a leaked table does not leak live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const projects = pgTable('projects', {
  code: text('code').primaryKey(),
  nickname: text('nickname').notNull().default(''),
  description: text('description').notNull().default(''),
  domain: integer('domain').notNull().default(1),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  ownerIds: jsonb('owner_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  serviceHost: text('service_host').notNull().default(''),
  /** Key game clients send in X-Client-Key to read what is live. */
  clientKey: text('client_key').notNull(),
  disabledPlugins: jsonb('disabled_plugins').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRights = pgTable(
  'user_rights',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    projectCode: text('project_code').notNull().references(() => projects.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectCode, t.name] })],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    userMail: text('user_mail'),
    projectCode: text('project_code'),
    area: text('area').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_project_idx').on(t.projectCode, t.at), index('audit_at_idx').on(t.at)],
);

/** Failed sign-ins per mail, so the limit holds across server processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    mail: text('mail').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_mail_idx').on(t.mail, t.at)],
);
