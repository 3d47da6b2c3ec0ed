// The provider clients against local servers that speak DeepL's and LibreTranslate's protocols
// (node:http, no network): success and language codes, chunking, 456 quota, 429 with and without
// Retry-After, 5xx retried then given up, a batch that half fails (its first chunk's results kept),
// the provider's own error text; the memory, the cascade of engines, and the configuration.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { translateWith } from './cascade';
import { configuredTranslator, translateFromEnv } from './configured';
import { createDeepLTranslator, DEEPL_ENGINE } from './deepl';
import { abortableSleep } from '../clock';
import { createLibreTranslator } from './libretranslate';
import { createMemoryTranslator } from './memory';
import { REDACTED, redactSecrets } from './redact';
import { TranslateError, type MachineTranslator } from './types';

interface Seen {
  path: string;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON bodies by property
  body: any;
}
type Answer = { status: number; json?: unknown; text?: string; headers?: Record<string, string> };

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A local server answering each request with `reply(seen, n)` (n counts from 1). */
async function serve(reply: (seen: Seen, n: number) => Answer) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const s: Seen = { path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : null };
      seen.push(s);
      const a = reply(s, seen.length);
      res.writeHead(a.status, { 'content-type': a.json !== undefined ? 'application/json' : 'text/plain', ...a.headers });
      res.end(a.json !== undefined ? JSON.stringify(a.json) : (a.text ?? ''));
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** Waits recorded, not slept: the tests stay fast and can check the backoff. */
function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

const deeplOk = (s: Seen): Answer => ({
  status: 200,
  json: { translations: s.body.text.map((t: string) => ({ detected_source_language: 'EN', text: `${s.body.target_lang}:${t}` })) },
});
const libreOk = (s: Seen): Answer => ({ status: 200, json: { translatedText: s.body.q.map((t: string) => `${s.body.target}:${t}`) } });

async function failure(p: Promise<unknown>): Promise<TranslateError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(TranslateError);
  return e as TranslateError;
}

describe('DeepL client', () => {
  it('posts /v2/translate with the key and DeepL codes, in chunks of 50, answers in order', async () => {
    const { url, seen } = await serve(deeplOk);
    const deepl = createDeepLTranslator({ apiKey: 'k-123:fx', url });
    const texts = Array.from({ length: 60 }, (_, i) => `t${i}`);
    const out = await deepl.translate({ texts, source: 'en', target: 'pt' });
    expect(out).toEqual(texts.map((t) => `PT-PT:${t}`));
    expect(seen.map((s) => [s.path, s.body.text.length])).toEqual([
      ['/v2/translate', 50],
      ['/v2/translate', 10],
    ]);
    expect(seen[0].headers.authorization).toBe('DeepL-Auth-Key k-123:fx');
    expect(seen[0].body).toMatchObject({ source_lang: 'EN', target_lang: 'PT-PT' });
    await deepl.translate({ texts: ['a'], source: 'zh-TW', target: 'zh-CN' });
    expect(seen[2].body).toMatchObject({ source_lang: 'ZH', target_lang: 'ZH-HANS' });
    await deepl.translate({ texts: ['a'], source: 'fr', target: 'en' });
    expect(seen[3].body).toMatchObject({ source_lang: 'FR', target_lang: 'EN-US' });
    expect(deepl.supports('en', 'ja')).toBe(true);
    expect(deepl.supports('en', 'en')).toBe(false);
    expect(deepl.supports('en', 'xx')).toBe(false);
  });

  it('456 is the quota: no retry, a quota error', async () => {
    const { url, seen } = await serve(() => ({ status: 456, json: { message: 'Quota exceeded' } }));
    const { sleep, waits } = fakeSleep();
    const e = await failure(
      createDeepLTranslator({ apiKey: 'k', url, retry: { sleep } }).translate({ texts: ['a'], source: 'en', target: 'de' }),
    );
    expect(e.kind).toBe('quota');
    expect(e.engine).toBe(DEEPL_ENGINE);
    expect(seen.length).toBe(1);
    expect(waits).toEqual([]);
  });

  it('429 waits Retry-After and tries again; still limited after the attempts, a rate-limited error', async () => {
    let { url, seen } = await serve((s, n) => (n === 1 ? { status: 429, headers: { 'retry-after': '2' }, text: 'slow down' } : deeplOk(s)));
    let clock = fakeSleep();
    expect(
      await createDeepLTranslator({ apiKey: 'k', url, retry: { sleep: clock.sleep } }).translate({
        texts: ['a'],
        source: 'en',
        target: 'de',
      }),
    ).toEqual(['DE:a']);
    expect(clock.waits).toEqual([2000]);
    expect(seen.length).toBe(2);

    ({ url, seen } = await serve(() => ({ status: 429, text: '' })));
    clock = fakeSleep();
    const e = await failure(
      createDeepLTranslator({ apiKey: 'k', url, retry: { sleep: clock.sleep, attempts: 3, baseMs: 100 } }).translate({
        texts: ['a'],
        source: 'en',
        target: 'de',
      }),
    );
    expect(e.kind).toBe('rateLimited');
    expect(seen.length).toBe(3);
    expect(clock.waits).toEqual([100, 200]); // no Retry-After: doubling backoff

    // A wait longer than we hold a job for is not waited: the error says when to come back.
    ({ url, seen } = await serve(() => ({ status: 429, headers: { 'retry-after': '3600' } })));
    clock = fakeSleep();
    const long = await failure(
      createDeepLTranslator({ apiKey: 'k', url, retry: { sleep: clock.sleep } }).translate({ texts: ['a'], source: 'en', target: 'de' }),
    );
    expect(long).toMatchObject({ kind: 'rateLimited', retryAfterMs: 3_600_000 });
    expect(long.message).toBe('deepl: too many requests, retry after 3600 s');
    expect(seen.length).toBe(1);
  });

  it('5xx is retried with backoff, then a provider error with the status and the provider’s words', async () => {
    let { url, seen } = await serve((s, n) => (n < 3 ? { status: 503, text: 'busy' } : deeplOk(s)));
    let clock = fakeSleep();
    expect(
      await createDeepLTranslator({ apiKey: 'k', url, retry: { sleep: clock.sleep, baseMs: 10 } }).translate({
        texts: ['x'],
        source: 'en',
        target: 'fr',
      }),
    ).toEqual(['FR:x']);
    expect(clock.waits).toEqual([10, 20]);

    ({ url, seen } = await serve(() => ({ status: 500, json: { message: 'Internal error' } })));
    clock = fakeSleep();
    const e = await failure(
      createDeepLTranslator({ apiKey: 'k', url, retry: { sleep: clock.sleep, attempts: 2 } }).translate({
        texts: ['x'],
        source: 'en',
        target: 'fr',
      }),
    );
    expect(e).toMatchObject({ kind: 'provider', message: 'deepl: HTTP 500 Internal error' });
    expect(seen.length).toBe(2);
  });

  it('403 (a wrong key) is not retried; its message never carries the key', async () => {
    const { url, seen } = await serve(() => ({ status: 403, json: { message: 'Authorization failure, check auth_key' } }));
    const e = await failure(createDeepLTranslator({ apiKey: 'secret-key-1', url }).translate({ texts: ['x'], source: 'en', target: 'fr' }));
    expect(e).toMatchObject({ kind: 'provider', message: 'deepl: HTTP 403 Authorization failure, check auth_key' });
    expect(e.message).not.toContain('secret-key-1');
    expect(seen.length).toBe(1);
  });

  it('a batch that half fails keeps the first chunk’s results in the error', async () => {
    const { url } = await serve((s, n) => (n === 1 ? deeplOk(s) : { status: 502, text: 'bad gateway' }));
    const texts = Array.from({ length: 70 }, (_, i) => `t${i}`);
    const e = await failure(
      createDeepLTranslator({ apiKey: 'k', url, retry: fakeSleep() }).translate({ texts, source: 'en', target: 'ja' }),
    );
    expect(e.kind).toBe('provider');
    expect(e.partial.slice(0, 50)).toEqual(texts.slice(0, 50).map((t) => `JA:${t}`));
    expect(e.partial.slice(50)).toEqual(Array(20).fill(null));
  });

  it('a server that cannot be reached is a provider error after the retries', async () => {
    const { url } = await serve(deeplOk);
    await new Promise((r) => servers.pop()!.close(r));
    const clock = fakeSleep();
    const e = await failure(
      createDeepLTranslator({ apiKey: 'k', url, retry: { sleep: clock.sleep, attempts: 2 } }).translate({
        texts: ['x'],
        source: 'en',
        target: 'fr',
      }),
    );
    expect(e.kind).toBe('provider');
    expect(e.message).toMatch(/^deepl: request failed/);
    expect(clock.waits.length).toBe(1);
  });

  it('cancelling aborts the wait between retries', async () => {
    const { url } = await serve(() => ({ status: 503 }));
    const abort = new AbortController();
    // The real (abortable) 60 s wait, cancelled once it has begun: were the abort not seen, the test would outlive its timeout.
    const sleep = (ms: number, signal?: AbortSignal) => {
      const waiting = abortableSleep(ms, signal);
      abort.abort(new Error('cancelled'));
      return waiting;
    };
    const p = createDeepLTranslator({ apiKey: 'k', url, retry: { baseMs: 60_000, sleep } }).translate({
      texts: ['x'],
      source: 'en',
      target: 'fr',
      signal: abort.signal,
    });
    await expect(p).rejects.toThrow('cancelled');
  });
});

describe('LibreTranslate client', () => {
  it('posts /translate with q, source, target, format text and the key, in chunks of 25', async () => {
    const { url, seen } = await serve(libreOk);
    const libre = createLibreTranslator({ url: `${url}/`, apiKey: 'lt-key' });
    const texts = Array.from({ length: 30 }, (_, i) => `w${i}`);
    expect(await libre.translate({ texts, source: 'en', target: 'zh-TW' })).toEqual(texts.map((t) => `zt:${t}`));
    expect(seen.map((s) => [s.path, s.body.q.length])).toEqual([
      ['/translate', 25],
      ['/translate', 5],
    ]);
    expect(seen[0].body).toMatchObject({ source: 'en', target: 'zt', format: 'text', api_key: 'lt-key' });
    await createLibreTranslator({ url }).translate({ texts: ['a'], source: 'en', target: 'zh-CN' });
    expect(seen[2].body).toEqual({ q: ['a'], source: 'en', target: 'zh', format: 'text' });
  });

  it('429 backs off and retries; 400 carries the server’s { error }; a half-failed batch keeps its first chunk', async () => {
    let { url, seen } = await serve((s, n) => (n === 1 ? { status: 429, json: { error: 'Slowdown: 10 per 1 minute' } } : libreOk(s)));
    const clock = fakeSleep();
    expect(
      await createLibreTranslator({ url, retry: { sleep: clock.sleep, baseMs: 250 } }).translate({
        texts: ['a'],
        source: 'en',
        target: 'de',
      }),
    ).toEqual(['de:a']);
    expect(clock.waits).toEqual([250]);
    expect(seen.length).toBe(2);

    ({ url } = await serve(() => ({ status: 400, json: { error: 'th is not supported' } })));
    const e = await failure(createLibreTranslator({ url }).translate({ texts: ['a'], source: 'en', target: 'th' }));
    expect(e).toMatchObject({ kind: 'provider', message: 'libretranslate: HTTP 400 th is not supported' });

    ({ url } = await serve((s, n) => (n === 1 ? libreOk(s) : { status: 500, json: { error: 'Cannot translate text' } })));
    const texts = Array.from({ length: 40 }, (_, i) => `w${i}`);
    const half = await failure(createLibreTranslator({ url, retry: fakeSleep() }).translate({ texts, source: 'en', target: 'fr' }));
    expect(half.partial.filter((t) => t !== null)).toEqual(texts.slice(0, 25).map((t) => `fr:${t}`));
    expect(half.partial.slice(25)).toEqual(Array(15).fill(null));
  });

  it('an answer of the wrong shape is a provider error', async () => {
    const { url } = await serve(() => ({ status: 200, json: { translatedText: 'one string' } }));
    expect((await failure(createLibreTranslator({ url }).translate({ texts: ['a'], source: 'en', target: 'fr' }))).message).toBe(
      'libretranslate: answer without translatedText',
    );
  });
});

describe('secrets in provider texts', () => {
  /** A careless provider: repeats the request it got (body and Authorization header). */
  const echoing =
    (status: number) =>
    (s: Seen): Answer => {
      const echoed = `got ${JSON.stringify(s.body)} with Authorization: ${s.headers.authorization ?? ''}`;
      if (status >= 400) return { status, json: { error: echoed, message: echoed } };
      if (s.body.text) return { status, json: { translations: s.body.text.map((t: string) => ({ text: `${t} ${echoed}` })) } };
      return { status, json: { translatedText: s.body.q.map((t: string) => `${t} ${echoed}`) } };
    };

  it('a DeepL error or answer that echoes the request carries neither the key nor its header', async () => {
    const key = 'dl-4f1c9e77-secret:fx';
    for (const status of [403, 500]) {
      const { url } = await serve(echoing(status));
      const e = await failure(
        createDeepLTranslator({ apiKey: key, url, retry: { ...fakeSleep(), attempts: 1 } }).translate({
          texts: ['x'],
          source: 'en',
          target: 'fr',
        }),
      );
      expect(e.message).toContain(REDACTED);
      expect(e.message).not.toContain(key);
      expect(e.message).not.toContain('dl-4f1c9e77');
    }
    const { url } = await serve(echoing(200));
    const [out] = await createDeepLTranslator({ apiKey: key, url }).translate({ texts: ['x'], source: 'en', target: 'fr' });
    expect(out).toContain(REDACTED);
    expect(out).not.toContain('dl-4f1c9e77');
  });

  it('a LibreTranslate error that echoes the body carries no api_key', async () => {
    const key = 'lt-0a1b2c3d4e';
    const { url } = await serve(echoing(400));
    const e = await failure(createLibreTranslator({ url, apiKey: key }).translate({ texts: ['x'], source: 'en', target: 'fr' }));
    expect(e.message).toMatch(/^libretranslate: HTTP 400 got /);
    expect(e.message).toContain(`"api_key":"${REDACTED}"`);
    expect(e.message).not.toContain(key);
  });

  it('redacts the configured key in its escaped forms and every named key value, whatever the key', () => {
    expect(redactSecrets('k=a/b+c k=a%2Fb%2Bc', ['a/b+c'])).toBe(`k=${REDACTED} k=${REDACTED}`);
    expect(redactSecrets('{"api_key":"other"} auth_key=zz&x=1 apiKey: q1', [])).toBe(
      `{"api_key":"${REDACTED}"} auth_key=${REDACTED}&x=1 apiKey: ${REDACTED}`,
    );
    expect(redactSecrets('{"error":"{\\"api_key\\":\\"v\\"}"}')).toBe(`{"error":"{\\"api_key\\":\\"${REDACTED}\\"}"}`);
    expect(redactSecrets('Authorization: DeepL-Auth-Key abc:fx', [])).toBe(`Authorization: ${REDACTED}`);
    expect(redactSecrets('{"authorization":"Bearer t0k"}')).toBe(`{"authorization":"${REDACTED}"}`);
    // The provider's own words stay: a field named without a value, and a key too short to search for.
    expect(redactSecrets('Authorization failure, check auth_key', ['k'])).toBe('Authorization failure, check auth_key');
  });
});

describe('translation memory and the cascade', () => {
  const memory = createMemoryTranslator(async (texts, source, target) => {
    const known: Record<string, string> = { 'en>fr:Play': 'Jouer', 'en>fr:Shop': 'Boutique' };
    return new Map(
      texts.flatMap((t) => (known[`${source}>${target}:${t}`] ? [[t, known[`${source}>${target}:${t}`]] as [string, string]] : [])),
    );
  });

  it('fills exact matches only and leaves the rest null', async () => {
    expect(await memory.translate({ texts: ['Play', 'play', 'Shop', 'Play '], source: 'en', target: 'fr' })).toEqual([
      'Jouer',
      null,
      'Boutique',
      null,
    ]);
    expect(await memory.translate({ texts: ['Play'], source: 'en', target: 'de' })).toEqual([null]);
  });

  it('asks the provider only for what the memory left, and records each text’s engine', async () => {
    const asked: string[][] = [];
    const provider: MachineTranslator = {
      engine: 'fake',
      supports: () => true,
      translate: async ({ texts }) => (asked.push([...texts]), texts.map((t) => `~${t}`)),
    };
    const r = await translateWith([memory, provider], { texts: ['Play', 'Quit', 'Shop'], source: 'en', target: 'fr' });
    expect(r.results).toEqual([
      { text: 'Jouer', engine: 'memory' },
      { text: '~Quit', engine: 'fake' },
      { text: 'Boutique', engine: 'memory' },
    ]);
    expect(asked).toEqual([['Quit']]);
    expect(r.failures).toEqual([]);
  });

  it('keeps a failing provider’s partial results and reports it; an engine that lacks the pair is skipped', async () => {
    const { url } = await serve((s, n) => (n === 1 ? deeplOk(s) : { status: 456 }));
    const deepl = createDeepLTranslator({ apiKey: 'k', url });
    const texts = ['Play', ...Array.from({ length: 55 }, (_, i) => `n${i}`)];
    const r = await translateWith([memory, deepl], { texts, source: 'en', target: 'fr' });
    expect(r.results[0]).toEqual({ text: 'Jouer', engine: 'memory' });
    expect(r.results.filter((x) => x?.engine === 'deepl').length).toBe(50);
    expect(r.results.filter((x) => x === null).length).toBe(5);
    expect(r.failures).toEqual([{ engine: 'deepl', kind: 'quota', message: 'deepl: translation quota exceeded' }]);
    const none = await translateWith([createDeepLTranslator({ apiKey: 'k', url })], { texts: ['a'], source: 'en', target: 'xx' });
    expect(none.failures[0].kind).toBe('unsupported');
  });
});

describe('configuration', () => {
  it('reads TRANSLATE_* and builds the provider; none when unset; refuses what it does not know', () => {
    expect(translateFromEnv({})).toBeUndefined();
    expect(configuredTranslator(undefined)).toBeNull();
    const s = translateFromEnv({ TRANSLATE_PROVIDER: 'LibreTranslate', TRANSLATE_URL: 'http://lt:5000' });
    expect(s).toEqual({ provider: 'libretranslate', url: 'http://lt:5000', apiKey: '' });
    expect(configuredTranslator(s)?.engine).toBe('libretranslate');
    expect(configuredTranslator(translateFromEnv({ TRANSLATE_PROVIDER: 'deepl', TRANSLATE_API_KEY: 'x:fx' }))?.engine).toBe('deepl');
    expect(() => translateFromEnv({ TRANSLATE_PROVIDER: 'google' })).toThrow(
      'TRANSLATE_PROVIDER must be one of deepl, libretranslate (got google)',
    );
    expect(() => translateFromEnv({ TRANSLATE_PROVIDER: 'deepl' })).toThrow('needs TRANSLATE_API_KEY');
  });
});
