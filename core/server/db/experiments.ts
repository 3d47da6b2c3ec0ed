// Experiments (core, not a plugin's: the experiments plugin edits them, the applies plugin derives
// applies from them, and the client API assigns users to them). See core/shared/experiments.ts.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExperimentGroup, ExperimentKind, ExperimentStatus, JoinRule, ScopeFilter, WizardFilter } from '../../shared/experiments';
import { projects } from './schema';

export const experiments = pgTable(
  'experiments',
  {
    id: serial('id').primaryKey(),
    projectCode: text('project_code')
      .notNull()
      .references(() => projects.code, { onDelete: 'cascade' }),
    /** 1 the older scope-based kind, 2 the wizard kind. */
    kind: integer('kind').$type<ExperimentKind>().notNull(),
    name: text('name').notNull(),
    /** v1: the scope's level range. */
    scope: jsonb('scope').$type<{ min: number; max: number } | null>(),
    filter: jsonb('filter')
      .$type<ScopeFilter | WizardFilter>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    groups: jsonb('groups')
      .$type<ExperimentGroup[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** v2 only from here: 1 AA (groups without levels), 0 AB. */
    aaTag: integer('aa_tag').notNull().default(0),
    /** v2: android or ios ('' for v1, which serves both). */
    platform: text('platform').notNull().default(''),
    /** v2: the env it was made for ('' for v1, deployed per env). */
    env: text('env').notNull().default(''),
    status: text('status').$type<ExperimentStatus>().notNull().default('READY'),
    /** v2: the percent of matching users who take part. */
    percent: integer('percent').notNull().default(100),
    joinRule: jsonb('join_rule').$type<JoinRule | null>(),
    /** The experiment it was copied from (v2 copyFrom). */
    copyFrom: integer('copy_from'),
    /** Bumped by a change of weights or filter while running: users assigned before keep their group. */
    phase: integer('phase').notNull().default(1),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('experiments_project_idx').on(t.projectCode, t.kind, t.id)],
);

/** v1 deployments (001 §3 sandboxDeploy/prodDeploy): one row per deploy, the last per env is current. */
export const experimentDeployments = pgTable(
  'experiment_deployments',
  {
    id: serial('id').primaryKey(),
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    env: text('env').notNull(),
    /** Running (true) or Closed (false). */
    enable: boolean('enable').notNull().default(false),
    operator: text('operator').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('experiment_deployments_idx').on(t.experimentId, t.env, t.id)],
);

/** Sticky assignment: a user's group in an experiment, fixed at the first read (and its phase). */
export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    groupTag: text('group_tag').notNull(),
    phase: integer('phase').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.experimentId, t.userId] })],
);

export type ExperimentRow = typeof experiments.$inferSelect;
export type ExperimentDeploymentRow = typeof experimentDeployments.$inferSelect;
