// Client versions (dotted numbers) as plugins compare them: activities, check-update,
// bundles and in-site messages all filter what a game client gets by its version.

/** `0.0.0` as a range bound leaves that side open (000 §5: default client version bounds). */
export const OPEN_VERSION = '0.0.0';

/** A client version as bundles and in-site messages take it: three dotted numbers of up to 6 digits. */
export const CLIENT_VERSION_PATTERN = /^\d{1,6}\.\d{1,6}\.\d{1,6}$/;

/** Numeric order of dotted versions: 1.2.10 > 1.2.9. */
export function compareVersions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** Dotted digits (`1`, `1.2`, `1.2.3`, `1.2.3.4`): what a range check can place; anything else is an unknown version. */
const DOTTED = /^\d{1,9}(\.\d{1,9})*$/;

/** A range bound that admits every version: absent, empty, or all zeros (`0.0.0`, 000 §5). */
const isOpenBound = (bound: string | null | undefined) => !bound || (DOTTED.test(bound) && bound.split('.').every((p) => Number(p) === 0));

/**
 * Is `version` inside [min, max] (both inclusive; missing parts count as 0, so 1.2 = 1.2.0)? An open
 * bound admits anything on its side; with both open every client passes, even one that sent no
 * version; otherwise a missing or unknown version is outside. The one client-version range check of
 * the game-client routes, the push audience and the experiments (issue 31 item 3).
 */
export function versionInRange(version: string | null | undefined, min?: string | null, max?: string | null): boolean {
  const openMin = isOpenBound(min);
  const openMax = isOpenBound(max);
  if (openMin && openMax) return true;
  if (!version || !DOTTED.test(version)) return false;
  if (!openMin && compareVersions(version, min!) < 0) return false;
  return openMax || compareVersions(version, max!) <= 0;
}
