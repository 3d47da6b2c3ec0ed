// Demo push settings for every demo project: a frequency cap and quiet hours as a live game runs
// them. No credentials: a fresh console sends to the local outbox until an operator saves real ones.
import type { Db } from '../../../../core/server/db/connect';
import { projects } from '../../../../core/server/db/schema';
import { DEFAULT_SERVER_TIMEZONE } from '../../shared';
import { pushSettings } from '../db';
import type { StoredSettings } from './settings';

const DEMO: Record<'sandbox' | 'prod', StoredSettings> = {
  sandbox: {
    platforms: { 1: true, 2: true },
    frequencyCap: 0,
    quietHours: null,
    serverTimezone: DEFAULT_SERVER_TIMEZONE,
    fcm: { projectId: '' },
    apns: { keyId: '', teamId: '', bundleId: '', production: false },
  },
  prod: {
    platforms: { 1: true, 2: true },
    frequencyCap: 3,
    quietHours: { start: '22:00', end: '08:00' },
    serverTimezone: DEFAULT_SERVER_TIMEZONE,
    fcm: { projectId: '' },
    apns: { keyId: '', teamId: '', bundleId: '', production: true },
  },
};

export async function seedPushSettings(db: Db): Promise<void> {
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  if (!codes.length) return;
  await db
    .insert(pushSettings)
    .values(
      codes.flatMap((code) =>
        (['sandbox', 'prod'] as const).map((env) => ({
          projectCode: code,
          env,
          settings: DEMO[env] as unknown as Record<string, unknown>,
          operator: 'demo',
        })),
      ),
    )
    .onConflictDoNothing();
}
