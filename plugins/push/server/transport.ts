// The one interface every push transport speaks (FCM HTTP v1, APNs, the local outbox). The
// delivery engine owns the ledger and the counters; a transport only delivers and says, per
// message, what happened.
import type { Db } from '../../../core/server/db/connect';
import type { Secrets } from '../../../core/server/secrets';
import type { Env } from '../../../core/shared/constants';
import type { TaskPlatform } from '../shared';

/** One message to one device, already in its language. */
export interface PushMessage {
  /** `${subTaskId}:${deviceId}`, or `test:${taskId}:${deviceId}`: carried in the data so a client can dedupe and report the open. */
  pushId: string;
  deviceId: number;
  token: string;
  platform: TaskPlatform;
  title: string;
  subtitle: string;
  body: string;
  imageUrl: string;
  /** extraData plus pushId and taskId: strings only (FCM's data map). */
  data: Record<string, string>;
  badge: number;
  sound: string;
  channelId: string;
  /** 0..5 (002 §3). */
  priority: number;
  /** 1: a data-only message (no notification block). */
  isDataType: 0 | 1;
  /** The alert's language (the device's, else en): recorded by the outbox. */
  language?: string;
}

export type SendResult =
  | { ok: true }
  /** The token is dead (FCM UNREGISTERED / 404, APNs 410 or BadDeviceToken): the device is marked invalid. */
  | { ok: false; kind: 'invalid-token'; error: string }
  /** Any other failure after the transport's own retries. */
  | { ok: false; kind: 'failed'; error: string };

export interface PushTransport {
  /** 'fcm', 'apns' or 'outbox'. */
  readonly name: string;
  /**
   * Sends a batch; one result per message, in order. Retries 429 and 5xx itself (honouring
   * Retry-After, with backoff) until `signal` aborts; throws only when aborted.
   * `tx`: the ledger's transaction. Only a transport that writes to the records database (the
   * outbox) uses it, so its "send" commits with the ledger rows: exactly once, with nothing in flight.
   */
  send(messages: PushMessage[], opts: { signal: AbortSignal; tx: Db }): Promise<SendResult[]>;
  /** True when `send` delivers inside `tx` (the outbox); false when it leaves the process. */
  readonly transactional: boolean;
}

/**
 * Which transport serves a project's env and platform (FCM or APNs when credentials are set, else the
 * outbox). `services`: the caller's core services (a job's ctx.services), whose secrets decrypt the
 * credentials; without it, the secrets the push plugin bound at start.
 */
export type TransportResolver = (db: Db, project: string, env: Env, platform: TaskPlatform, secrets: Secrets) => Promise<PushTransport>;
