// Core tables: who signs in, their sessions and rights, the projects, and the audit log.
// Plugins keep their own tables in plugins/<id>/server/db.ts.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  mail: text('mail').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role', { enum: ['ADMIN', 'USER', 'LIMIT'] })
    .notNull()
    .default('USER'),
  passwordHash: text('password_hash').notNull(),
  /** Mails a LIMIT user may also act as (document 001: alias, LIMIT only). */
  alias: jsonb('alias')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the cookie token: a leaked table does not leak live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  config: jsonb('config')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  ownerIds: jsonb('owner_ids')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  serviceHost: text('service_host').notNull().default(''),
  /** Key game clients send in X-Client-Key to read what is live. */
  clientKey: text('client_key').notNull(),
  /** sha256 (hex) of the secret key game servers send as a bearer token (rule.serverKey); null until made. */
  serverKeyHash: text('server_key_hash'),
  disabledPlugins: jsonb('disabled_plugins')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRights = pgTable(
  'user_rights',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
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

/**
 * Rate-limit counters (core/server/rateLimit.ts), one row per key: sign-in failures per address and
 * per account, client log uploads per address, per user and per project. In the database so every
 * server process agrees (DESIGN §4), and updated in one statement so parallel requests cannot pass.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: bigint('count', { mode: 'number' }).notNull(),
    /** The window ends here; the next hit after it starts a new one. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** Files uploaded through `POST /v1/:code/upload`: the upload page's list, and one row per key. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    /** The full storage key, `<code>/<key>`. */
    key: text('key').notNull().unique(),
    url: text('url').notNull(),
    md5: text('md5').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull().default(''),
    operatorId: integer('operator_id'),
    operatorMail: text('operator_mail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_project_idx').on(t.projectCode, t.createdAt)],
);

/**
 * The publish pipeline (DESIGN §5): every publish, staging, switch and clear is an immutable
 * snapshot; its id is the `returnId`. Rows are only ever inserted.
 */
export const publishSnapshots = pgTable(
  'publish_snapshots',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    // Text: a publishable may declare dev too (PUBLISH_ENVS); the enum is TS only.
    env: text('env', { enum: ['dev', 'sandbox', 'prod'] }).notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** The pointer this snapshot moved. */
    slot: text('slot', { enum: ['live', 'staging'] }).notNull(),
    action: text('action', { enum: ['publish', 'stage', 'switch', 'clear'] }).notNull(),
    /** What game clients get; null after a clear. */
    content: jsonb('content'),
    contentHash: text('content_hash').notNull(),
    /** For a switch: the staging snapshot it took live. */
    sourceId: integer('source_id'),
    /** A retried request with the same key answers the first snapshot instead of making another. */
    idempotencyKey: text('idempotency_key'),
    /** No foreign key: a deleted user's publishes stay in the history. */
    operatorId: integer('operator_id'),
    operatorMail: text('operator_mail').notNull(),
    operator: text('operator').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('publish_snapshots_target_idx').on(t.projectCode, t.kind, t.env, t.key, t.id),
    uniqueIndex('publish_snapshots_idempotency_idx').on(t.projectCode, t.idempotencyKey),
  ],
);

/** The live and staging pointers of each (project, env, kind, key), moved in the publish's transaction. */
export const publishPointers = pgTable(
  'publish_pointers',
  {
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    // Text: a publishable may declare dev too (PUBLISH_ENVS); the enum is TS only.
    env: text('env', { enum: ['dev', 'sandbox', 'prod'] }).notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    slot: text('slot', { enum: ['live', 'staging'] }).notNull(),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => publishSnapshots.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectCode, t.env, t.kind, t.key, t.slot] })],
);

/**
 * Background jobs (core/server/jobs/README.md): claimed with `FOR UPDATE SKIP LOCKED` by any
 * server process that handles the kind, held by a lease that the running handler extends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** `<plugin>.<name>`, the key of a plugin's `jobs` handler. */
    kind: text('kind').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The project the job works in (null: console-wide); its members may read its status. */
    projectCode: text('project_code').references(() => projects.code, { onDelete: 'cascade' }),
    state: text('state', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    /** Not claimed before this time (a retry's backoff, a delayed job). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** The lease: a running job whose lease has ended is taken again (its worker died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** Unique per kind: enqueueing the same key again answers the first job. */
    idempotencyKey: text('idempotency_key'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    progressMessage: text('progress_message').notNull().default(''),
    result: jsonb('result'),
    error: text('error'),
    /** Who enqueued it (null: a schedule or the system); no foreign key, like the audit log. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_claim_idx').on(t.state, t.runAt),
    index('jobs_project_idx').on(t.projectCode, t.createdAt),
    index('jobs_kind_idx').on(t.kind, t.createdAt),
    uniqueIndex('jobs_idempotency_idx').on(t.kind, t.idempotencyKey),
  ],
);

/** A plugin's schedules: one row each; the process that claims a due row enqueues its run. */
export const jobSchedules = pgTable('job_schedules', {
  /** `<kind>@every:<minutes>` or `<kind>@cron:<expression>`. */
  key: text('key').primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload')
    .notNull()
    .default(sql`'{}'::jsonb`),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
