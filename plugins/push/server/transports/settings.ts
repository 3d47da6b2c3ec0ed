// Replaced by the transports part's owner: a project env's push settings (contract below), the
// defaults when none are stored.
import type { Db } from '../../../../core/server/db/connect';
import type { Env } from '../../../../core/shared/constants';
import { DEFAULT_SERVER_TIMEZONE, type PushSettings } from '../../shared';

export const DEFAULT_SETTINGS: PushSettings = {
  platforms: { 1: true, 2: true },
  frequencyCap: 0,
  quietHours: null,
  serverTimezone: DEFAULT_SERVER_TIMEZONE,
  fcm: { set: false, projectId: '' },
  apns: { set: false, keyId: '', teamId: '', bundleId: '', production: false },
};

export async function readSettings(_db: Db, _project: string, _env: Env): Promise<PushSettings> {
  return DEFAULT_SETTINGS;
}
