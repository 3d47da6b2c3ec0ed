// Applies (002 §3): one per experiment and env, its modification history (every conf it had) and
// its deployments (every deploy to that env's game server, with the conf it deployed).
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import { experiments } from '../../../core/server/db/experiments';
import type { ApplyConf, ApplyEnv } from '../shared';

export const applies = pgTable(
  'applies',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    env: text('env').$type<ApplyEnv>().notNull(),
    conf: jsonb('conf').$type<ApplyConf>().notNull(),
    /** The last deployment (deploy.id), null before the first. */
    deployId: integer('deploy_id'),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('applies_experiment_env_idx').on(t.experimentId, t.env), index('applies_project_idx').on(t.projectCode, t.env, t.id)],
);

export const applyModifications = pgTable(
  'apply_modifications',
  {
    id: serial('id').primaryKey(),
    applyId: integer('apply_id')
      .notNull()
      .references(() => applies.id, { onDelete: 'cascade' }),
    env: text('env').$type<ApplyEnv>().notNull(),
    experimentId: integer('experiment_id').notNull(),
    conf: jsonb('conf').$type<ApplyConf>().notNull(),
    operator: text('operator').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('apply_modifications_idx').on(t.applyId, t.env, t.id)],
);

export const applyDeployments = pgTable(
  'apply_deployments',
  {
    id: serial('id').primaryKey(),
    applyId: integer('apply_id')
      .notNull()
      .references(() => applies.id, { onDelete: 'cascade' }),
    env: text('env').$type<ApplyEnv>().notNull(),
    conf: jsonb('conf').$type<ApplyConf>().notNull(),
    returnId: integer('return_id'),
    operator: text('operator').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('apply_deployments_idx').on(t.applyId, t.env, t.id)],
);

export type ApplyRow = typeof applies.$inferSelect;
