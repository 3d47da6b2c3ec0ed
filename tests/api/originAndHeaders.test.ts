// Issue 9 item 9: the cross-site check compares scheme and host, believes X-Forwarded-* only
// behind a trusted proxy, and refuses a write that carries neither Origin nor Sec-Fetch-Site;
// every answer carries nosniff, no framing and a referrer policy, and a Content-Security-Policy
// (pages: our own scripts, by hash for the inline one; API and /cdn/ answers: nothing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../core/server/config';
import { inlineScriptHashes } from '../../core/server/staticWeb';
import { ADMIN, startTestApp, type TestApp } from './harness';

let t: TestApp;
let proxied: TestApp;
let webDir: string;
const INLINE = "document.documentElement.dataset.x = '1';";
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script></head><body><script type="module" src="/assets/main.js"></script></body></html>`,
  );
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'main.js'), 'console.log(1)');
  t = await startTestApp({ demo: false, config: { webDir } });
  proxied = await startTestApp({ demo: false, config: { trustProxy: true } });
}, 180_000);
afterAll(async () => {
  await t.close();
  await proxied.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('TRUST_PROXY', () => {
  it('reads 1 or true, and nothing else', () => {
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(configFromEnv({ TRUST_PROXY: 'yes' }).trustProxy).toBe(false);
    expect(configFromEnv({}).trustProxy).toBe(false);
  });
});

describe('the cross-site check', () => {
  // A write that changes nothing if let through (an unknown user's reset), so each case is independent.
  const write = (app: TestApp, cookie: string, headers: Record<string, string>) =>
    app.app.fetch(
      new Request('http://console.test/v1/admin/user/resetPassword/999999', { method: 'POST', headers: { cookie, ...headers } }),
    );
  const cookieOf = async (app: TestApp) => (await app.signIn(ADMIN)).cookie;

  it('refuses a write with neither Origin nor Sec-Fetch-Site', async () => {
    const r = await write(t, await cookieOf(t), {});
    expect(r.status).toBe(403);
    expect(await r.json()).toEqual({ message: 'Cross-site request refused', code: 'forbidden' });
  });

  it('compares the scheme as well as the host', async () => {
    const cookie = await cookieOf(t);
    expect((await write(t, cookie, { origin: 'https://console.test' })).status).toBe(403);
    expect((await write(t, cookie, { origin: 'http://console.test.evil.example' })).status).toBe(403);
    expect((await write(t, cookie, { origin: 'null' })).status).toBe(403);
    expect((await write(t, cookie, { origin: 'http://console.test' })).status).toBe(404);
  });

  it('takes Sec-Fetch-Site: same-origin without Origin, and nothing else', async () => {
    const cookie = await cookieOf(t);
    expect((await write(t, cookie, { 'sec-fetch-site': 'same-origin' })).status).toBe(404);
    for (const site of ['same-site', 'cross-site', 'none'])
      expect((await write(t, cookie, { 'sec-fetch-site': site })).status, site).toBe(403);
    expect((await write(t, cookie, { origin: 'http://console.test', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('ignores client-sent X-Forwarded-Host and -Proto without a trusted proxy', async () => {
    const cookie = await cookieOf(t);
    expect(
      (await write(t, cookie, { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).status,
    ).toBe(403);
  });

  it('believes them behind a trusted proxy', async () => {
    const cookie = await cookieOf(proxied);
    const via = { 'x-forwarded-host': 'console.example.com', 'x-forwarded-proto': 'https' };
    expect((await write(proxied, cookie, { ...via, origin: 'https://console.example.com' })).status).toBe(404);
    expect((await write(proxied, cookie, { ...via, origin: 'http://console.example.com' })).status).toBe(403);
    expect((await write(proxied, cookie, { ...via, origin: 'http://console.test' })).status).toBe(403);
  });

  it("marks the session cookie Secure from a proxy's X-Forwarded-Proto only behind a trusted proxy", async () => {
    const login = (app: TestApp, origin: string) =>
      app.app.fetch(
        new Request('http://console.test/v1/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, 'x-forwarded-proto': 'https' },
          body: JSON.stringify(ADMIN),
        }),
        { incoming: { socket: { remoteAddress: '2001:db8:ffff::1' } } },
      );
    const direct = await login(t, 'http://console.test');
    expect(direct.status).toBe(200);
    expect(direct.headers.get('set-cookie')).not.toMatch(/Secure/i);
    const viaProxy = await login(proxied, 'https://console.test');
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers.get('set-cookie')).toMatch(/Secure/i);
  });

  it('checks a GET that changes state too (check-update publish)', async () => {
    const r = await t.app.fetch(
      new Request('http://console.test/v1/none/checkUpdateRules/publish?env=Sandbox&platform=1', {
        headers: { cookie: await cookieOf(t) },
      }),
    );
    expect(r.status).toBe(403);
  });
});

describe('security headers', () => {
  const common = (h: Headers) => {
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(h.get('referrer-policy')).toBe('same-origin');
  };

  it('on the console page: our scripts, the inline one by hash, inline styles, no framing', async () => {
    const r = await t.app.fetch(new Request('http://console.test/jigsaw/sql', { headers: { accept: 'text/html' } }));
    expect(r.status).toBe(200);
    common(r.headers);
    const csp = r.headers.get('content-security-policy') ?? '';
    const [hash] = inlineScriptHashes(await r.text());
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/=]{44}'$/);
    expect(csp).toContain(`script-src 'self' ${hash}`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("on scripts (workers run under their own answer's policy)", async () => {
    const r = await t.app.fetch(new Request('http://console.test/assets/main.js'));
    expect(r.status).toBe(200);
    common(r.headers);
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('on API answers, errors included, and on /cdn/ files: nothing may run', async () => {
    for (const req of [
      new Request('http://console.test/healthz'),
      new Request('http://console.test/v1/projects'),
      new Request('http://console.test/cdn/x/y.svg'),
      new Request('http://console.test/v1/%00'),
    ]) {
      const r = await t.app.fetch(req);
      common(r.headers);
      expect(r.headers.get('content-security-policy'), req.url).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    }
  });
});
