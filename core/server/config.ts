// Settings from the environment (the README's configuration table).
import path from 'node:path';
import type { S3Settings } from './storage/s3Store';
import { DEFAULT_JOB_SETTINGS, type JobSettings } from './jobs/types';
import { translateFromEnv } from './translate/configured';
import type { TranslateSettings } from './translate/types';

export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  clickhouseUrl?: string;
  /** The read-only ClickHouse user the SQL page queries as (CLICKHOUSE_SQL_USER / _PASSWORD). */
  clickhouseSqlUser?: { username: string; password: string };
  adminMail: string;
  adminPassword?: string;
  demo: boolean;
  /** Largest file `POST /v1/:code/upload` takes (UPLOAD_LIMIT_MB, default 50). */
  uploadLimitMb: number;
  /** Origin put before `/cdn/...` in the URLs uploads answer with (PUBLIC_URL; empty: relative). */
  publicUrl: string;
  /** Where the built web app lives; absent in API tests. */
  webDir?: string;
  /**
   * A reverse proxy in front sets X-Forwarded-Proto/-Host/-For (TRUST_PROXY=1 or true); without it
   * those headers are the client's own words and are ignored.
   */
  trustProxy: boolean;
  /**
   * Uploads and published resources in an S3-compatible bucket instead of DATA_DIR/files: set when
   * S3_ENDPOINT and S3_BUCKET are (with S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION,
   * S3_FORCE_PATH_STYLE=1|true, S3_PREFIX). See core/server/storage/README.md.
   */
  s3?: S3Settings;
  /** Background jobs: this process's worker, lease, polling, parallel runs, retry delay (JOB_*). */
  jobs: JobSettings;
  /** Machine translation's provider (TRANSLATE_PROVIDER, TRANSLATE_URL, TRANSLATE_API_KEY); unset: translation memory only. */
  translate?: TranslateSettings;
  /** The key of secrets at rest (SECRET_KEY: 64 hex characters, or a passphrase); unset: DATA_DIR/secret.key. */
  secretKey?: string;
}

const truthy = (v: string | undefined) => ['1', 'true', 'yes'].includes((v ?? '').trim().toLowerCase());

function s3FromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_ENDPOINT || !env.S3_BUCKET) return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: truthy(env.S3_FORCE_PATH_STYLE),
    prefix: (env.S3_PREFIX ?? '').replace(/^\/+/, '').replace(/([^/])$/, '$1/'),
  };
}

const positive = (v: string | undefined, fallback: number) => (Number(v) > 0 ? Number(v) : fallback);

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT || 8080),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    clickhouseUrl: env.CLICKHOUSE_URL || undefined,
    clickhouseSqlUser: env.CLICKHOUSE_SQL_USER
      ? { username: env.CLICKHOUSE_SQL_USER, password: env.CLICKHOUSE_SQL_PASSWORD ?? '' }
      : undefined,
    adminMail: (env.ADMIN_MAIL || 'admin@example.com').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demo: env.DEMO !== '0',
    uploadLimitMb: Number(env.UPLOAD_LIMIT_MB) > 0 ? Number(env.UPLOAD_LIMIT_MB) : 50,
    publicUrl: (env.PUBLIC_URL || '').replace(/\/+$/, ''),
    webDir: path.resolve(env.WEB_DIR || './dist/web'),
    trustProxy: ['1', 'true'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase()),
    s3: s3FromEnv(env),
    jobs: {
      worker: env.JOB_WORKER !== '0',
      leaseMs: positive(env.JOB_LEASE_MS, DEFAULT_JOB_SETTINGS.leaseMs),
      pollMs: positive(env.JOB_POLL_MS, DEFAULT_JOB_SETTINGS.pollMs),
      concurrency: Math.floor(positive(env.JOB_CONCURRENCY, DEFAULT_JOB_SETTINGS.concurrency)),
      retryBaseMs: positive(env.JOB_RETRY_BASE_MS, DEFAULT_JOB_SETTINGS.retryBaseMs),
    },
    translate: translateFromEnv(env),
    secretKey: env.SECRET_KEY || undefined,
  };
}
