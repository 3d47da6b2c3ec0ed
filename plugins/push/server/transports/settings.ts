// A project env's push settings (push_settings): what the screen and the delivery engine read
// (readSettings: the defaults when no row is stored), and the credentials, encrypted with core's
// secrets, which only the transport resolver decrypts. Nothing here returns a secret's value.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { Env } from '../../../../core/shared/constants';
import { DEFAULT_SERVER_TIMEZONE, type PushSettings } from '../../shared';
import { pushSettings } from '../db';

export const DEFAULT_SETTINGS: PushSettings = {
  platforms: { 1: true, 2: true },
  frequencyCap: 0,
  quietHours: null,
  serverTimezone: DEFAULT_SERVER_TIMEZONE,
  fcm: { set: false, projectId: '' },
  apns: { set: false, keyId: '', teamId: '', bundleId: '', production: false },
};

/** The defaults of an env: APNs talks to Apple's production host from prod, to the development host from sandbox. */
export function defaultSettings(env: Env): PushSettings {
  return { ...DEFAULT_SETTINGS, apns: { ...DEFAULT_SETTINGS.apns, production: env === 'prod' } };
}

/** What the settings column stores: PushSettings without the `set` flags (the credential columns say that). */
export type StoredSettings = Omit<PushSettings, 'fcm' | 'apns'> & {
  fcm: { projectId: string };
  apns: { keyId: string; teamId: string; bundleId: string; production: boolean };
};

export type SettingsRow = typeof pushSettings.$inferSelect;

export async function settingsRow(db: Db, project: string, env: Env): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(pushSettings)
    .where(and(eq(pushSettings.projectCode, project), eq(pushSettings.env, env)));
  return row ?? null;
}

/** The public settings of a row (the defaults for what a stored row lacks). */
export function settingsOf(row: SettingsRow | null, env: Env): PushSettings {
  const d = defaultSettings(env);
  if (!row) return d;
  const s = row.settings as Partial<StoredSettings>;
  const platforms = s.platforms ?? d.platforms;
  return {
    platforms: { 1: platforms[1] !== false, 2: platforms[2] !== false },
    frequencyCap: typeof s.frequencyCap === 'number' ? s.frequencyCap : d.frequencyCap,
    quietHours: s.quietHours ?? null,
    serverTimezone: s.serverTimezone || d.serverTimezone,
    fcm: { set: row.fcmCredential !== null, projectId: row.fcmCredential !== null ? (s.fcm?.projectId ?? '') : '' },
    apns: {
      set: row.apnsCredential !== null,
      keyId: s.apns?.keyId ?? '',
      teamId: s.apns?.teamId ?? '',
      bundleId: s.apns?.bundleId ?? '',
      production: typeof s.apns?.production === 'boolean' ? s.apns.production : d.apns.production,
    },
  };
}

/** A project env's push settings; the defaults when none are stored. */
export async function readSettings(db: Db, project: string, env: Env): Promise<PushSettings> {
  return settingsOf(await settingsRow(db, project, env), env);
}
