// The plugin contract on the server: per-project enablement, and a rule on every route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rule } from '../../core/shared/access';
import { collectRoutes, createApp } from '../../core/server/app';
import { defineServerPlugin, route } from '../../core/server/plugin';
import { ADMIN, USER, startTestApp, type TestApp } from './harness';

const ping = defineServerPlugin({
  id: 'ping',
  title: 'Ping',
  rights: [{ name: 'ping', url: '/:code/ping' }],
  routes: [
    route({ method: 'GET', path: '/v1/:code/ping', rule: rule.right('ping'), handler: ({ project }) => ({ pong: project.code }) }),
    route({ method: 'GET', path: '/client/v1/:code/ping', rule: rule.clientKey, handler: ({ project }) => ({ pong: project.code }) }),
  ],
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ extraPlugins: [ping], demo: [] });
});
afterAll(() => t.close());

describe('per-project plugin enablement', () => {
  it('answers 404 on a project that turned the plugin off, and works again when turned on', async () => {
    const admin = await t.signIn(ADMIN);
    expect((await admin.get('/v1/words/ping')).body).toEqual({ pong: 'words' });
    const project = (await admin.get('/v1/words/project')).body.project;
    const settings = {
      nickname: project.nickname,
      description: project.description,
      domain: project.domain,
      ownerIds: [],
      serviceHost: '',
      config: {},
    };
    expect((await admin.put('/v1/admin/projects/words', { ...settings, disabledPlugins: ['ping'] })).status).toBe(200);
    expect((await admin.get('/v1/words/ping')).status).toBe(404);
    expect((await admin.get('/v1/blocks/ping')).status).toBe(200);
    await admin.put('/v1/admin/projects/words', { ...settings, disabledPlugins: [] });
    expect((await admin.get('/v1/words/ping')).status).toBe(200);
  });

  it('gives demo users every declared right in their projects, so the right rule passes there only', async () => {
    const user = await t.signIn(USER);
    expect((await user.get('/v1/jigsaw/ping')).status).toBe(200);
    expect((await user.get('/v1/pins/ping')).status).toBe(403);
  });
});

describe('client key rule', () => {
  it('lets a game client in with its project key only', async () => {
    const admin = await t.signIn(ADMIN);
    const key = (await admin.get('/v1/words/project')).body.project.clientKey;
    const game = t.client();
    expect((await game.get('/client/v1/words/ping', { 'x-client-key': key })).body).toEqual({ pong: 'words' });
    expect((await game.get('/client/v1/words/ping')).status).toBe(401);
    expect((await game.get('/client/v1/blocks/ping', { 'x-client-key': key })).status).toBe(401);
    // A console session is no client key.
    expect((await admin.get('/client/v1/words/ping')).status).toBe(401);
  });

  it('refuses a /client route declared with a console rule', () => {
    const bad = {
      ...ping,
      id: 'bad',
      routes: [route({ method: 'GET', path: '/client/v1/:code/x', rule: rule.signedIn, handler: () => ({}) })],
    };
    expect(() => createApp({ db: t.db, config: t.config, plugins: [bad], services: t.services })).toThrow(/clientKey or serverKey rule/);
  });

  it('refuses a key rule outside /client/v1/:code/ (it would skip the session and the Origin check)', () => {
    const bad = { ...ping, id: 'bad', routes: [route({ method: 'POST', path: '/v1/:code/x', rule: rule.serverKey, handler: () => ({}) })] };
    expect(() => createApp({ db: t.db, config: t.config, plugins: [bad], services: t.services })).toThrow(
      /serverKey rule is for \/client\/v1\/:code\/ routes only/,
    );
  });
});

describe('route rules', () => {
  it('every registered route declares a known rule', () => {
    const kinds = new Set(['public', 'signedIn', 'admin', 'ownerOrAdmin', 'member', 'right', 'clientKey', 'serverKey']);
    expect(t.routes.length).toBeGreaterThan(8);
    for (const r of t.routes) {
      expect(r.rule, `${r.method} ${r.path}`).toBeDefined();
      expect(kinds.has(r.rule.kind), `${r.method} ${r.path}: ${r.rule?.kind}`).toBe(true);
      if (r.rule.kind === 'right') expect(r.rule.right).toBeTruthy();
    }
  });

  it("only sign-in, sign-out, health, the two API documents, the CDN and the services' token-checked API error report are public", () => {
    const open = t.routes
      .filter((r) => r.rule.kind === 'public')
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(open).toEqual([
      'GET /cdn/*',
      'GET /client/v1/openapi.json',
      'GET /healthz',
      'GET /v1/openapi.json',
      'POST /client/v1/services/apiLogs',
      'POST /v1/auth/login',
      'POST /v1/auth/logout',
    ]);
  });

  it('refuses a route declared twice and a plugin id that is not kebab-case', () => {
    expect(() => collectRoutes([ping, { ...ping, id: 'ping-two' }])).toThrow(/declared twice/);
    expect(() => collectRoutes([{ ...ping, id: 'Ping_Two', routes: [] }])).toThrow(/kebab-case/);
  });
});
