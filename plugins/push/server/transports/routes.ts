// Push settings (beyond the spec) and the list's availability check. Holders of 'push' read both
// envs' settings and change sandbox's; prod's are for the project's owners and admins. The
// credentials are validated (the service account's JSON and key, the .p8 key imported), stored
// encrypted with core's secrets, and never leave the server: answers and audit entries say only
// whether each is set ("FCM credentials set").
import { badRequest } from '../../../../core/server/errors';
import { routeOf, type RouteContext, type ServerRoute } from '../../../../core/server/plugin';
import { requireProdAccess } from '../../../../core/server/prodAccess';
import { rule } from '../../../../core/shared/access';
import { operatorName } from '../../../../core/shared/auth';
import type { Env } from '../../../../core/shared/constants';
import { transportEndpoints as ep, type SettingsView } from '../../endpoints/transports';
import { parseServiceAccount, SETTINGS_MESSAGES, type SettingsBody } from '../../schemas/transports';
import { PLUGIN_ID, RIGHT_PUSH } from '../../shared';
import { pushSettings } from '../db';
import { checkApnsKey } from './apns';
import { checkServiceAccountKey } from './fcm';
import { settingsOf, settingsRow, type SettingsRow, type StoredSettings } from './settings';

const right = rule.right(RIGHT_PUSH);

function view(row: SettingsRow | null, env: Env): SettingsView {
  return { settings: settingsOf(row, env), operator: row?.operator ?? '', updatedAt: row ? row.updatedAt.toISOString() : null };
}

async function save(ctx: Pick<RouteContext, 'db' | 'user' | 'project' | 'services' | 'audit'>, body: SettingsBody) {
  requireProdAccess(ctx, body.env);
  const env = body.env as Env;
  const before = await settingsRow(ctx.db, ctx.project.code, env);
  const prev = settingsOf(before, env);
  const issue = (path: string, message: string) => badRequest(message, [{ path, message }]);

  let fcmCredential = before?.fcmCredential ?? null;
  let fcmProjectId = prev.fcm.projectId;
  const changes: string[] = [];
  if (body.clearFcm) {
    if (fcmCredential !== null) changes.push('FCM credentials cleared');
    fcmCredential = null;
    fcmProjectId = '';
  } else if (body.fcmServiceAccount.trim()) {
    const account = parseServiceAccount(body.fcmServiceAccount);
    try {
      await checkServiceAccountKey(account);
    } catch (e) {
      throw issue('fcmServiceAccount', (e as Error).message);
    }
    fcmCredential = ctx.services.secrets.encrypt(body.fcmServiceAccount.trim());
    fcmProjectId = account.project_id;
    changes.push('FCM credentials set');
  }

  let apnsCredential = before?.apnsCredential ?? null;
  if (body.clearApns) {
    if (apnsCredential !== null) changes.push('APNs key cleared');
    apnsCredential = null;
  } else if (body.apnsKey.trim()) {
    try {
      await checkApnsKey(body.apnsKey);
    } catch (e) {
      throw issue('apnsKey', (e as Error).message);
    }
    apnsCredential = ctx.services.secrets.encrypt(body.apnsKey.trim());
    changes.push('APNs key set');
  }
  // A stored key keeps needing its ids (the schema checks them with a new key).
  if (apnsCredential !== null) {
    for (const f of ['keyId', 'teamId', 'bundleId'] as const) if (!body[f]) throw issue(f, SETTINGS_MESSAGES.apnsFields);
  }

  const stored: StoredSettings = {
    platforms: body.platforms,
    frequencyCap: body.frequencyCap,
    quietHours: body.quietHours,
    serverTimezone: body.serverTimezone,
    fcm: { projectId: fcmProjectId },
    apns: { keyId: body.keyId, teamId: body.teamId, bundleId: body.bundleId, production: body.production },
  };
  const values = {
    settings: stored as unknown as Record<string, unknown>,
    fcmCredential,
    apnsCredential,
    operator: operatorName(ctx.user),
    updatedAt: new Date(),
  };
  const [row] = await ctx.db
    .insert(pushSettings)
    .values({ projectCode: ctx.project.code, env, ...values })
    .onConflictDoUpdate({ target: [pushSettings.projectCode, pushSettings.env], set: values })
    .returning();
  const after = settingsOf(row, env);
  await ctx.audit({
    area: PLUGIN_ID,
    action: 'pushSettingsUpdate',
    target: env,
    before: before ? prev : null,
    after: { ...after, ...(changes.length ? { credentials: changes } : {}) },
  });
  return { ...view(row, env), message: SETTINGS_MESSAGES.saved };
}

export const routes: ServerRoute[] = [
  routeOf(ep.settings, {
    rule: right,
    summary: "A project env's push settings; credentials only as whether they are set (never their values)",
    handler: async ({ db, project, query }) => view(await settingsRow(db, project.code, query.env), query.env),
  }),
  routeOf(ep.saveSettings, {
    rule: right,
    summary: "Save a project env's push settings; prod for owners and admins. Credentials are write-only and stored encrypted",
    handler: (ctx) => save(ctx, ctx.body),
  }),
  routeOf(ep.available, {
    rule: right,
    summary: "The push task list's availability check: which platforms take pushes in this env",
    handler: async ({ db, project, query }) => ({
      available: settingsOf(await settingsRow(db, project.code, query.env), query.env).platforms,
    }),
  }),
];
