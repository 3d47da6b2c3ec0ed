// A local server that speaks LibreTranslate's protocol (POST /translate, JSON { q: [...], source,
// target, format } -> { translatedText: [...] }), for tests of anything that translates through
// core's MachineTranslator. By default it answers "[target] text" for each text; `fail(status,
// error)` makes the next requests answer that status and LibreTranslate's `{ error }` until
// `recover()`. `echo(status)` makes it a careless provider that repeats the request it got (its raw
// body, api_key included, and its Authorization header) in `{ error }` for a status >= 400, or
// after each text for 200, until `recover()`. It records every request it got.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LibreRequest {
  q: string[];
  source: string;
  target: string;
  format?: string;
  api_key?: string;
}

export interface LibreTranslateServer {
  url: string;
  requests: LibreRequest[];
  fail(status: number, error: string): void;
  echo(status: number): void;
  recover(): void;
  close(): Promise<void>;
}

export async function startLibreTranslateServer(): Promise<LibreTranslateServer> {
  const requests: LibreRequest[] = [];
  let failure: { status: number; error: string } | null = null;
  let echo: number | null = null;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method !== 'POST' || !req.url?.startsWith('/translate')) return send(404, { error: 'Not found' });
      let body: LibreRequest;
      try {
        body = JSON.parse(raw || '{}') as LibreRequest;
      } catch {
        return send(400, { error: 'Invalid request: malformed JSON' });
      }
      requests.push(body);
      if (failure) return send(failure.status, { error: failure.error });
      const q = Array.isArray(body.q) ? body.q : [body.q];
      const echoed = `request ${raw} authorization=${req.headers.authorization ?? ''}`;
      if (echo !== null && echo >= 400) return send(echo, { error: `Invalid request: ${echoed}` });
      const out = q.map((t) => (echo !== null ? `[${body.target}] ${t} (${echoed})` : `[${body.target}] ${t}`));
      send(200, { translatedText: Array.isArray(body.q) ? out : out[0] });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    fail: (status, error) => void (failure = { status, error }),
    echo: (status) => void (echo = status),
    recover: () => void ((failure = null), (echo = null)),
    close: () => new Promise((r) => server.close(() => r())),
  };
}
