// Services (000 §3, 001 §3): the servers services run on (the SSH credential sealed by core's
// secrets), the services, their deployments (each one a job that runs the service's deploy steps
// over SSH; its log kept), and the API error counts services report with their own token.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../../../core/server/db/schema';
import type { DeployEnv, DeploymentRow } from '../shared';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const servers = pgTable('servers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ip: text('ip').notNull(),
  intranetIp: text('intranet_ip').notNull().default(''),
  sshUser: text('ssh_user').notNull().default('root'),
  sshPort: integer('ssh_port').notNull().default(22),
  /** The SSH private key (or password), sealed with core secrets ('v1.…'); '' when none. */
  credentialSealed: text('credential_sealed').notNull().default(''),
  serviceRootDir: text('service_root_dir').notNull(),
  /** The SSH host key's SHA256 fingerprint, trusted on the first deploy ('' : none yet). */
  hostKeySha256: text('host_key_sha256').notNull().default(''),
  createdAt: created(),
  updatedAt: updated(),
});

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    projectCode: text('project_code').references(() => projects.code, { onDelete: 'set null' }),
    repository: text('repository').notNull().default(''),
    host: text('host').notNull().default(''),
    livenessProbe: text('liveness_probe').notNull().default(''),
    /** 'running' when the last liveness probe answered 2xx; else what it saw. */
    status: text('status').notNull().default('unknown'),
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
    /** The deploy steps (shared DEFAULT_DEPLOY_TEMPLATE when ''). */
    deployTemplate: text('deploy_template').notNull().default(''),
    /** sha256 of the token the service reports API errors with; '' when none. */
    apiTokenHash: text('api_token_hash').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('services_name').on(t.name)],
);

export const serviceDeployments = pgTable(
  'service_deployments',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    env: text('env').$type<DeployEnv>().notNull(),
    serverId: integer('server_id')
      .notNull()
      .references(() => servers.id),
    port: integer('port').notNull(),
    branch: text('branch').notNull(),
    ccNamespace: text('cc_namespace').notNull().default('default'),
    deployOnly: boolean('deploy_only').notNull().default(false),
    dockerImageUrl: text('docker_image_url').notNull().default(''),
    /** init → running → success | failed; aborted (cancelled, or its worker stopped reporting). */
    state: text('state').notNull().default('init'),
    result: jsonb('result').$type<DeploymentRow['result']>(),
    /** The remote command's output (stdout and stderr), capped; credentials never written here. */
    log: text('log').notNull().default(''),
    rollbackOf: integer('rollback_of'),
    jobId: integer('job_id'),
    /** The running deploy's last sign of life: a stale one is marked aborted. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    operator: text('operator').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('service_deployments_service').on(t.serviceId, t.id),
    // One active deploy per service and env.
    uniqueIndex('service_deployments_one_active')
      .on(t.serviceId, t.env)
      .where(sql`state in ('init', 'running')`),
  ],
);

export const serviceApiLogs = pgTable(
  'service_api_logs',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** The server the error happened on, by name as the service reports it. */
    serverName: text('server_name').notNull(),
    api: text('api').notNull(),
    errCode: text('err_code').notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('service_api_logs_key').on(t.serviceId, t.serverName, t.api, t.errCode)],
);
