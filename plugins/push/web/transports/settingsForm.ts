// The push settings form's values: from the stored settings (credentials never come back, so their
// fields start empty), to the request body, the schema's errors on the form's fields, the time zones
// offered, and the defaults shown before the settings load.
import type { Env } from '../../../../core/shared/constants';
import { zodFormErrors } from '../../../../core/shared/zod';
import { settingsBodySchema, type SettingsInput } from '../../schemas/transports';
import type { PushSettings } from '../../shared';

export interface Values {
  android: boolean;
  ios: boolean;
  frequencyCap: number | string;
  quiet: boolean;
  quietStart: string;
  quietEnd: string;
  serverTimezone: string;
  fcmServiceAccount: string;
  apnsKey: string;
  apnsFile: string;
  keyId: string;
  teamId: string;
  bundleId: string;
  production: boolean;
}

export const valuesOf = (s: PushSettings): Values => ({
  android: s.platforms[1],
  ios: s.platforms[2],
  frequencyCap: s.frequencyCap,
  quiet: s.quietHours !== null,
  quietStart: s.quietHours?.start ?? '22:00',
  quietEnd: s.quietHours?.end ?? '08:00',
  serverTimezone: s.serverTimezone,
  fcmServiceAccount: '',
  apnsKey: '',
  apnsFile: '',
  keyId: s.apns.keyId,
  teamId: s.apns.teamId,
  bundleId: s.apns.bundleId,
  production: s.apns.production,
});

export function bodyOf(env: Env, v: Values, extra: Partial<SettingsInput> = {}): SettingsInput {
  return {
    env,
    platforms: { 1: v.android, 2: v.ios },
    frequencyCap: typeof v.frequencyCap === 'number' ? v.frequencyCap : Number.NaN,
    quietHours: v.quiet ? { start: v.quietStart, end: v.quietEnd } : null,
    serverTimezone: v.serverTimezone,
    fcmServiceAccount: v.fcmServiceAccount,
    apnsKey: v.apnsKey,
    keyId: v.keyId.trim(),
    teamId: v.teamId.trim(),
    bundleId: v.bundleId.trim(),
    production: v.production,
    ...extra,
  };
}

/** The schema's (and the server's) paths on the form's fields. */
const FIELD: Record<string, string> = {
  'quietHours.start': 'quietStart',
  'quietHours.end': 'quietEnd',
  'platforms.1': 'android',
  'platforms.2': 'ios',
};
export const fieldOf = (path: string) => FIELD[path] ?? path;

export function errorsOf(env: Env) {
  return (v: Values) => {
    const out: Record<string, string> = {};
    for (const [path, message] of Object.entries(zodFormErrors(settingsBodySchema, bodyOf(env, v)))) out[fieldOf(path)] ??= message;
    return out;
  };
}

let zones: string[] | null = null;
export function timeZones(): string[] {
  zones ??= ['UTC', ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).filter((z) => z !== 'UTC')];
  return zones;
}

/** What the screen shows before the env's settings load. */
export const defaults: PushSettings = {
  platforms: { 1: true, 2: true },
  frequencyCap: 0,
  quietHours: null,
  serverTimezone: 'UTC',
  fcm: { set: false, projectId: '' },
  apns: { set: false, keyId: '', teamId: '', bundleId: '', production: false },
};
