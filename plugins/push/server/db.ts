// Push (002 §3): tasks, their per-timezone sub-tasks, the devices game clients register, the
// delivery ledger (one row per sub-task and device: the exactly-once record and the source of
// every counter), the local outbox transport's messages, per-day counters for the stats chart,
// per-user-day counts for the frequency cap, and the per-project settings (credentials encrypted).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { AudienceRule, Notification, ScheduleRule } from '../shared';

const project = () =>
  text('project_code')
    .notNull()
    .references(() => projects.code, { onDelete: 'cascade' });
const env = () => text('env', { enum: ['sandbox', 'prod'] }).notNull();
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const pushTasks = pgTable(
  'push_tasks',
  {
    id: serial('id').primaryKey(),
    projectCode: project(),
    env: env(),
    /** 1 Android, 2 iOS (the form's Both makes two rows). */
    platform: integer('platform').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 0 Ready, 1 Running, 2 Completed, 3 Shutdown. */
    status: integer('status').notNull().default(0),
    notification: jsonb('notification').$type<Notification>().notNull(),
    scheduleRule: jsonb('schedule_rule').$type<ScheduleRule>().notNull(),
    audienceRule: jsonb('audience_rule').$type<AudienceRule>().notNull(),
    extraData: jsonb('extra_data')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    transactional: boolean('transactional').notNull().default(false),
    /** The earliest and latest UTC instants any zone fires (for the date filter and the scheduler). */
    firstFireAt: timestamp('first_fire_at', { withTimezone: true }),
    lastFireAt: timestamp('last_fire_at', { withTimezone: true }),
    /** A test push (002 "Test Task"): not listed. */
    isTest: boolean('is_test').notNull().default(false),
    /** A test push's recipients (002 "Test Task"): the user ids or the firebase ids (one list is empty). */
    testTarget: jsonb('test_target').$type<{ userIds: string[]; firebaseIds: string[] }>(),
    operator: text('operator').notNull().default(''),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    shutdownAt: timestamp('shutdown_at', { withTimezone: true }),
  },
  (t) => [index('push_tasks_list_idx').on(t.projectCode, t.env, t.platform, t.status, t.id)],
);

export const pushSubTasks = pgTable(
  'push_sub_tasks',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => pushTasks.id, { onDelete: 'cascade' }),
    /** IANA zone name. */
    timezone: text('timezone').notNull(),
    /** The occurrence (cycle tasks fire once per interval): the UTC instant this sub-task fires. */
    fireAt: timestamp('fire_at', { withTimezone: true }).notNull(),
    status: integer('status').notNull().default(0),
    plannedCount: integer('planned_count').notNull().default(0),
    sendCount: integer('send_count').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    failCount: integer('fail_count').notNull().default(0),
    openCount: integer('open_count').notNull().default(0),
    inactiveCount: integer('inactive_count').notNull().default(0),
    /** Per country: [send, success, fail, open]. */
    countryCount: jsonb('country_count')
      .$type<Record<string, [number, number, number, number]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The send job (core jobs) once enqueued. */
    jobId: integer('job_id'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('push_sub_tasks_zone_idx').on(t.taskId, t.timezone, t.fireAt),
    index('push_sub_tasks_due_idx').on(t.status, t.fireAt),
  ],
);

export const pushDevices = pgTable(
  'push_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectCode: project(),
    env: env(),
    platform: integer('platform').notNull(),
    userId: text('user_id').notNull().default(''),
    firebaseId: text('firebase_id').notNull().default(''),
    token: text('token').notNull(),
    /** IANA zone name the client reported. */
    timezone: text('timezone').notNull(),
    language: text('language').notNull().default('en'),
    country: text('country').notNull().default(''),
    appVersion: text('app_version').notNull().default(''),
    /** When the token was first received (tokenReciveDay). */
    tokenAt: timestamp('token_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a transport says the token is dead (unregistered): never sent to again; an inactive count. */
    invalidAt: timestamp('invalid_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the device secret its first registration answered: moving the token to
     * another user id needs the secret (README "Delivery"); null for a device registered before.
     */
    secretHash: text('secret_hash'),
  },
  (t) => [
    uniqueIndex('push_devices_token_idx').on(t.projectCode, t.env, t.platform, t.token),
    index('push_devices_zone_idx').on(t.projectCode, t.env, t.platform, t.timezone, t.id),
    index('push_devices_user_idx').on(t.projectCode, t.env, t.userId),
    index('push_devices_firebase_idx').on(t.projectCode, t.env, t.firebaseId),
  ],
);

/** The ledger: at most one row per (sub-task, device); a row exists before its message leaves. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    subTaskId: integer('sub_task_id')
      .notNull()
      .references(() => pushSubTasks.id, { onDelete: 'cascade' }),
    deviceId: bigint('device_id', { mode: 'number' }).notNull(),
    country: text('country').notNull().default(''),
    /** 'sending' (claimed, in flight), 'success', 'fail', 'inactive' (the token is dead), 'skipped' (cap or quiet hours). */
    state: text('state').notNull(),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.subTaskId, t.deviceId] })],
);

/** The local default transport: every message it "sends", viewable from the task detail. */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectCode: project(),
    env: env(),
    subTaskId: integer('sub_task_id'),
    taskId: integer('task_id'),
    deviceId: bigint('device_id', { mode: 'number' }),
    platform: integer('platform').notNull(),
    token: text('token').notNull(),
    /** The message as a transport would send it (title, body, data, image, priority, ...). */
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    createdAt: created(),
  },
  (t) => [index('push_outbox_task_idx').on(t.taskId, t.id), uniqueIndex('push_outbox_once_idx').on(t.subTaskId, t.deviceId)],
);

/** Per day (UTC date of the send), platform and country: what the stats chart plots beside installs. */
export const pushDaily = pgTable(
  'push_daily',
  {
    projectCode: project(),
    env: env(),
    platform: integer('platform').notNull(),
    date: text('date').notNull(),
    country: text('country').notNull(),
    send: integer('send').notNull().default(0),
    success: integer('success').notNull().default(0),
    fail: integer('fail').notNull().default(0),
    open: integer('open').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectCode, t.env, t.platform, t.date, t.country] })],
);

/** The frequency cap: pushes a device received on a local day. */
export const pushDeviceDays = pgTable(
  'push_device_days',
  {
    deviceId: bigint('device_id', { mode: 'number' }).notNull(),
    /** The device's local date YYYY-MM-DD. */
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.day] })],
);

export const pushSettings = pgTable(
  'push_settings',
  {
    projectCode: project(),
    env: env(),
    /** Everything but the credentials (PushSettings without fcm/apns' secret parts). */
    settings: jsonb('settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The FCM service account JSON, encrypted (core secrets); null when unset. */
    fcmCredential: text('fcm_credential'),
    /** The APNs .p8 key, encrypted; null when unset. */
    apnsCredential: text('apns_credential'),
    operator: text('operator').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectCode, t.env] })],
);
