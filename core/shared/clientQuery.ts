// The query fields the game-client routes (`/client/v1/...`) read alike, so a game sends the same
// thing to every one of them (issue 31 item 3): the platform by its code or its name, and the
// client version. Each route names the platforms it serves.
import { z } from 'zod';

/** Platform codes as game clients send them (1 Android, 2 iOS, 3 Mac), and their names. */
export const CLIENT_PLATFORMS = { 1: 'Android', 2: 'iOS', 3: 'Mac' } as const;
export type ClientPlatform = keyof typeof CLIENT_PLATFORMS;

/** `android`, `ios`, `mac` (any case) as their codes. */
const BY_NAME: Record<string, ClientPlatform> = { android: 1, ios: 2, mac: 3 };

/** "1 (Android) or 2 (iOS)", "1 (Android), 2 (iOS) or 3 (Mac)". */
function spoken(codes: readonly ClientPlatform[]): string {
  const each = codes.map((c) => `${c} (${CLIENT_PLATFORMS[c]})`);
  return each.length > 1 ? `${each.slice(0, -1).join(', ')} or ${each[each.length - 1]}` : each[0];
}

/** A platform as sent: a code or a name (spaces around it ignored); anything else as it came, to be refused. */
function platformCode(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  const name = text.toLowerCase();
  return Object.hasOwn(BY_NAME, name) ? BY_NAME[name] : text ? Number(text) : v;
}

/** The `platform` field of a route serving `codes`: a code or a platform name. */
export function clientPlatformField<const P extends ClientPlatform>(codes: readonly [P, ...P[]]) {
  return z.preprocess(platformCode, z.literal(codes, { error: `platform must be ${spoken(codes)}` }));
}

/** A client version: one to four dotted numbers of up to 6 digits (`1.2.3`). */
export const CLIENT_VERSION_LOOSE = /^\d{1,6}(\.\d{1,6}){0,3}$/;

/**
 * The `version` query field (required; add `.optional()` where a route serves clients that send
 * none). `pattern`: a route whose rules are kept as three numbers takes exactly three.
 */
export function clientVersionField(pattern: RegExp = CLIENT_VERSION_LOOSE) {
  return z.string({ error: 'version is required, like 1.2.3' }).trim().regex(pattern, 'version must look like 1.2.3');
}
