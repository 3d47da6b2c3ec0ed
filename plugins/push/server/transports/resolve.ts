// Which transport serves a project's env and platform: Android -> FCM when its credentials are
// set; iOS -> APNs when set, else FCM when set (FCM delivers to iOS through APNs itself); else the
// local outbox. The built clients (with their OAuth token and HTTP/2 session) are kept per
// (project, env) and reused while the stored settings row is unchanged: each call reads the row
// by its key (one indexed lookup per batch) and rebuilds when its updated_at or credentials
// differ, so a change made by another server process is used from that process's next batch.
// Clients unused for 10 minutes are dropped (the APNs session closed).
import type { Secrets } from '../../../../core/server/secrets';
import type { Env } from '../../../../core/shared/constants';
import { outboxTransport } from '../delivery/outbox';
import type { PushTransport, TransportResolver } from '../transport';
import { createApnsTransport, type ApnsTransport } from './apns';
import { createFcmTransport, parseServiceAccount, type FcmTransport, type ServiceAccount } from './fcm';
import { settingsOf, settingsRow, type SettingsRow } from './settings';

const IDLE_MS = 10 * 60_000;

interface Built {
  stamp: string;
  fcm: FcmTransport | null;
  apns: ApnsTransport | null;
  usedAt: number;
}

const cache = new Map<string, Built>();

/** Where sends go: Google's and Apple's hosts, or FCM_URL / APNS_URL (a local protocol server in tests and benches). */
function urls() {
  return { fcm: process.env.FCM_URL?.trim() || undefined, apns: process.env.APNS_URL?.trim() || undefined };
}

function drop(key: string) {
  cache.get(key)?.apns?.close();
  cache.delete(key);
}

function sweep(now: number) {
  for (const [key, b] of cache) if (now - b.usedAt > IDLE_MS) drop(key);
}

const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

/**
 * The service account's token_uri is the operator's text: the server would POST a signed assertion
 * to any URL in it. Google's own endpoint is used unless FCM_URL points the sends elsewhere (a
 * local protocol server, whose accounts name its token endpoint).
 */
function tokenUriChecked(account: ServiceAccount, local: boolean): ServiceAccount {
  return local || account.token_uri === GOOGLE_TOKEN_URI ? account : { ...account, token_uri: GOOGLE_TOKEN_URI };
}

function build(row: SettingsRow, env: Env, secrets: Secrets, stamp: string): Built {
  const s = settingsOf(row, env);
  const u = urls();
  const fcm = row.fcmCredential
    ? createFcmTransport({ account: tokenUriChecked(parseServiceAccount(secrets.decrypt(row.fcmCredential)), !!u.fcm), baseUrl: u.fcm })
    : null;
  const apns = row.apnsCredential
    ? createApnsTransport({
        key: secrets.decrypt(row.apnsCredential),
        keyId: s.apns.keyId,
        teamId: s.apns.teamId,
        bundleId: s.apns.bundleId,
        production: s.apns.production,
        url: u.apns,
      })
    : null;
  return { stamp, fcm, apns, usedAt: Date.now() };
}

export const resolveTransport: TransportResolver = async (db, project, env, platform, secrets) => {
  const key = `${project}\u0000${env}`;
  const now = Date.now();
  sweep(now);
  const row = await settingsRow(db, project, env);
  if (!row || (row.fcmCredential === null && row.apnsCredential === null)) {
    drop(key);
    return outboxTransport;
  }
  const u = urls();
  const stamp = [row.updatedAt.toISOString(), row.fcmCredential ?? '', row.apnsCredential ?? '', u.fcm ?? '', u.apns ?? ''].join('|');
  let built = cache.get(key);
  if (!built || built.stamp !== stamp) {
    drop(key);
    built = build(row, env, secrets, stamp);
    cache.set(key, built);
  }
  built.usedAt = now;
  const chosen: PushTransport | null = platform === 1 ? built.fcm : (built.apns ?? built.fcm);
  return chosen ?? outboxTransport;
};

/** Closes every cached client (the plugin's onStop; tests). */
export function closeTransports(): void {
  for (const key of [...cache.keys()]) drop(key);
}
