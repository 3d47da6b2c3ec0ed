// The liveness probe after a deploy (decided: the spec says only "liveness probe"). It checks the
// instance just deployed, not the service's public address: the service's livenessProbe (an
// http(s) URL, which the catalog's status check calls as it is) gives the path and query, asked of
// http://<server ip>:<port>. A bare path works the same; empty is "/". It is tried every second
// until it answers 2xx or the time is up.
import { abortableSleep } from '../../../../core/server/clock';

export const PROBE_TRY_MS = 3_000;

export function instanceProbeUrl(livenessProbe: string, host: string, port: number): string {
  const p = livenessProbe.trim();
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!p) return `${base}/`;
  if (p.startsWith('/')) return base + p;
  try {
    const url = new URL(p);
    return base + url.pathname + url.search;
  } catch {
    return `${base}/`;
  }
}

export interface ProbeResult {
  url: string;
  status: number | null;
  ms: number;
  ok: boolean;
  error?: string;
}

export async function probe(url: string, timeoutMs: number, signal: AbortSignal): Promise<ProbeResult> {
  const until = Date.now() + timeoutMs;
  let last: ProbeResult = { url, status: null, ms: 0, ok: false, error: 'not tried' };
  do {
    const started = Date.now();
    try {
      const r = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(PROBE_TRY_MS)]), redirect: 'manual' });
      await r.body?.cancel();
      last = { url, status: r.status, ms: Date.now() - started, ok: r.status >= 200 && r.status < 300 };
    } catch (e) {
      last = {
        url,
        status: null,
        ms: Date.now() - started,
        ok: false,
        error: (e as Error).cause ? String(((e as Error).cause as Error).message ?? (e as Error).cause) : (e as Error).message,
      };
    }
    if (last.ok || signal.aborted) return last;
    // Core's sleep removes its abort listener when it ends (a minute of retries added 60 to the signal).
    await abortableSleep(1_000, signal).catch(() => {});
  } while (Date.now() < until && !signal.aborted);
  return last;
}
