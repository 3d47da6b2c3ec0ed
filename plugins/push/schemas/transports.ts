// Push settings (beyond the spec): one schema for the settings form and PUT manage/settings. The
// credentials are write-only: a field left empty keeps what is stored; clearFcm / clearApns remove it.
import { z } from 'zod';
import { envNameField, MAX_CHARS, wholeNumber } from '../../../core/shared/zod';
import { isTimeZone } from './tasks';

export const SETTINGS_MESSAGES = {
  env: 'Please select an env',
  time: 'Use a time such as 22:00',
  quietSame: 'Quiet hours must not start and end at the same time',
  timezone: 'Please select a valid timezone',
  keyId: 'The key ID is the 10 letters and digits Apple shows with the key',
  teamId: 'The team ID is the 10 letters and digits of your Apple developer team',
  bundleId: 'Use a bundle ID such as com.studio.game',
  apnsFields: 'An APNs key needs its key ID, team ID and bundle ID',
  fcmTooLong: 'The service account JSON is too long',
  apnsTooLong: 'The .p8 key is too long',
  saved: 'Push settings saved',
} as const;

export const MAX_FREQUENCY_CAP = 100;
/** A .p8 key is about 250 characters; a service account JSON about 2,400. */
export const MAX_P8_CHARS = 8 * 1024;

export interface ServiceAccountInfo {
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri: string;
}

const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

/** Reads a service account JSON text; throws an Error whose message names what is wrong (the form's and the API's 400). */
export function parseServiceAccount(text: string): ServiceAccountInfo {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('The FCM service account is not JSON');
  }
  const o = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  if (o.type !== undefined && o.type !== 'service_account')
    throw new Error('The FCM credentials must be a service account key (type "service_account")');
  for (const k of ['project_id', 'client_email', 'private_key'] as const) {
    if (typeof o[k] !== 'string' || !(o[k] as string).trim()) throw new Error(`The FCM service account has no ${k}`);
  }
  if (!/BEGIN (RSA )?PRIVATE KEY/.test(o.private_key as string))
    throw new Error('The FCM service account private_key is not a PEM private key');
  const tokenUri = typeof o.token_uri === 'string' && o.token_uri.trim() ? o.token_uri.trim() : GOOGLE_TOKEN_URI;
  if (!/^https?:\/\/\S+$/.test(tokenUri)) throw new Error('The FCM service account token_uri is not a URL');
  return {
    project_id: (o.project_id as string).trim(),
    client_email: (o.client_email as string).trim(),
    private_key: o.private_key as string,
    ...(typeof o.private_key_id === 'string' ? { private_key_id: o.private_key_id } : {}),
    token_uri: tokenUri,
  };
}

/** The problem with a .p8 text's shape (the server imports it too), or null. */
export function p8Problem(text: string): string | null {
  return /^-----BEGIN PRIVATE KEY-----\s+[A-Za-z0-9+/=\s]+-----END PRIVATE KEY-----$/.test(text.trim())
    ? null
    : 'The APNs key is not a .p8 key (an EC P-256 private key in PEM)';
}

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SETTINGS_MESSAGES.time);
const appleId = (message: string) =>
  z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{10}$/, message),
  ]);

export const settingsBodySchema = z
  .object({
    env: envNameField(SETTINGS_MESSAGES.env),
    platforms: z.object({ 1: z.boolean(), 2: z.boolean() }),
    frequencyCap: wholeNumber({ label: 'The frequency cap', min: 0, max: MAX_FREQUENCY_CAP }),
    quietHours: z
      .object({ start: hhmm, end: hhmm })
      .refine((q) => q.start !== q.end, { message: SETTINGS_MESSAGES.quietSame, path: ['end'] })
      .nullable(),
    serverTimezone: z.string().refine(isTimeZone, SETTINGS_MESSAGES.timezone),
    /** New service account JSON text; empty or absent: keep the stored one. */
    fcmServiceAccount: z
      .string()
      .max(MAX_CHARS.json, SETTINGS_MESSAGES.fcmTooLong)
      .default('')
      .superRefine((text, ctx) => {
        if (!text.trim()) return;
        try {
          parseServiceAccount(text);
        } catch (e) {
          ctx.addIssue({ code: 'custom', message: (e as Error).message });
        }
      }),
    /** New .p8 key text; empty or absent: keep the stored one. */
    apnsKey: z
      .string()
      .max(MAX_P8_CHARS, SETTINGS_MESSAGES.apnsTooLong)
      .default('')
      .superRefine((text, ctx) => {
        const problem = text.trim() ? p8Problem(text) : null;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    keyId: appleId(SETTINGS_MESSAGES.keyId).default(''),
    teamId: appleId(SETTINGS_MESSAGES.teamId).default(''),
    bundleId: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .max(155, SETTINGS_MESSAGES.bundleId)
          .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, SETTINGS_MESSAGES.bundleId),
      ])
      .default(''),
    production: z.boolean(),
    clearFcm: z.boolean().default(false),
    clearApns: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    // A new key needs the ids that go with it (a stored key's are checked by the server).
    if (b.apnsKey.trim() && !b.clearApns) {
      for (const f of ['keyId', 'teamId', 'bundleId'] as const) {
        if (!b[f]) ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.apnsFields, path: [f] });
      }
    }
  });

export type SettingsBody = z.output<typeof settingsBodySchema>;
export type SettingsInput = z.input<typeof settingsBodySchema>;

export const settingsQuerySchema = z.object({ env: envNameField(SETTINGS_MESSAGES.env) });
