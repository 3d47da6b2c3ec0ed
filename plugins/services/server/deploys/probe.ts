// The liveness probe after a deploy (decided: the spec says only "liveness probe"). The service's
// livenessProbe is one of:
//   - a URL with {{host}} and/or {{port}}: filled with the deployment's server ip and port;
//   - a path (/health): http://<server ip>:<port><path>;
//   - empty: http://<server ip>:<port>/;
//   - a URL without placeholders: probed as it is (a service behind a fixed address).
// It is tried every second until it answers 2xx or the time is up.
export const PROBE_TRY_MS = 3_000;

export function probeUrl(livenessProbe: string, host: string, port: number): string {
  const p = livenessProbe.trim();
  const hostPart = host.includes(':') ? `[${host}]` : host;
  if (!p) return `http://${hostPart}:${port}/`;
  if (p.startsWith('/')) return `http://${hostPart}:${port}${p}`;
  return p.replace(/\{\{\s*host\s*\}\}/g, hostPart).replace(/\{\{\s*port\s*\}\}/g, String(port));
}

export interface ProbeResult {
  url: string;
  status: number | null;
  ms: number;
  ok: boolean;
  error?: string;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

export async function probe(url: string, timeoutMs: number, signal: AbortSignal, onTry?: (r: ProbeResult) => void): Promise<ProbeResult> {
  const until = Date.now() + timeoutMs;
  let last: ProbeResult = { url, status: null, ms: 0, ok: false, error: 'not tried' };
  do {
    const started = Date.now();
    try {
      const r = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(PROBE_TRY_MS)]), redirect: 'manual' });
      await r.body?.cancel();
      last = { url, status: r.status, ms: Date.now() - started, ok: r.status >= 200 && r.status < 300 };
    } catch (e) {
      last = { url, status: null, ms: Date.now() - started, ok: false, error: (e as Error).cause ? String(((e as Error).cause as Error).message ?? (e as Error).cause) : (e as Error).message };
    }
    onTry?.(last);
    if (last.ok || signal.aborted) return last;
    await sleep(1_000, signal);
  } while (Date.now() < until && !signal.aborted);
  return last;
}
