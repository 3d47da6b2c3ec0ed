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
