// The catalog part's demo: a "local" server (127.0.0.1, no credential: the deploys part's local
// runner), three remote game servers (throwaway keys made now, sealed like any credential), the
// demo games' services (one probed at the console's own /healthz: Running once it is up; one at
// a closed port: Error!), their API tokens (hashes only) and a week of API error counts.
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
// ssh2 is CommonJS: its default export (named ones do not resolve in the ESM build).
import ssh2 from 'ssh2';
import type { DemoContext } from '../../../../core/server/plugin';
import { serviceApiLogs, servers, services } from '../db';
import { recordApiLogs } from './apiLogs';
import { hashApiToken, newApiToken } from './tokens';

/** The local runner's server name (the deploys part looks it up by this name). */
export const LOCAL_SERVER = 'local';

export async function seedCatalog(ctx: DemoContext): Promise<void> {
  const { db, config, services: core } = ctx;
  const key = () => core.secrets.encrypt(ssh2.utils.generateKeyPairSync('ed25519').private);
  await db.insert(servers).values([
    {
      name: LOCAL_SERVER,
      ip: '127.0.0.1',
      intranetIp: '127.0.0.1',
      sshUser: 'root',
      sshPort: 22,
      credentialSealed: '',
      serviceRootDir: path.resolve(config.dataDir, 'services'),
    },
    {
      name: 'game-eu-1',
      ip: '203.0.113.21',
      intranetIp: '10.20.0.21',
      sshUser: 'deploy',
      sshPort: 22,
      credentialSealed: key(),
      serviceRootDir: '/srv/services',
    },
    {
      name: 'game-us-1',
      ip: '198.51.100.14',
      intranetIp: '10.30.0.14',
      sshUser: 'deploy',
      sshPort: 2222,
      credentialSealed: key(),
      serviceRootDir: '/srv/services',
    },
    {
      name: 'tools-1',
      ip: 'tools-1.studio.example',
      intranetIp: '10.10.0.5',
      sshUser: 'root',
      sshPort: 22,
      credentialSealed: '',
      serviceRootDir: '/opt/services',
    },
  ]);

  const self = `http://127.0.0.1:${config.port}/healthz`;
  const rows = await db
    .insert(services)
    .values([
      {
        name: 'jigsaw-api',
        projectCode: 'jigsaw',
        repository: 'git@github.com:studio/jigsaw-api.git',
        host: 'https://api.jigsaw.studio.example',
        livenessProbe: self,
      },
      // Port 9 (discard): nothing answers there, so the probe sees the connection refused.
      {
        name: 'jigsaw-push-gateway',
        projectCode: 'jigsaw',
        repository: 'git@github.com:studio/jigsaw-push-gateway.git',
        host: 'https://push.jigsaw.studio.example',
        livenessProbe: 'http://127.0.0.1:9/healthz',
      },
      {
        name: 'words-api',
        projectCode: 'words',
        repository: 'git@github.com:studio/words-api.git',
        host: 'https://api.words.studio.example',
        livenessProbe: self,
      },
      {
        name: 'leaderboard',
        projectCode: null,
        repository: 'git@github.com:studio/leaderboard.git',
        host: 'https://leaderboard.studio.example',
        livenessProbe: '',
      },
    ])
    .returning();
  // Tokens are shown once: the demo keeps only their hashes (an admin makes a new one to try the report).
  for (const s of rows)
    await db
      .update(services)
      .set({ apiTokenHash: hashApiToken(newApiToken()) })
      .where(eq(services.id, s.id));

  const byName = Object.fromEntries(rows.map((s) => [s.name, s.id]));
  const reports: [string, string, [string, string, number][]][] = [
    [
      'jigsaw-api',
      'game-eu-1',
      [
        ['/v2/puzzles/daily', '500', 12],
        ['/v2/user/login', 'E_TOKEN_EXPIRED', 38],
        ['/v2/shop/purchase', 'E_RECEIPT_INVALID', 6],
        ['/v2/collections', '504', 2],
        ['/v2/user/profile', '404', 1],
      ],
    ],
    [
      'jigsaw-api',
      'game-us-1',
      [
        ['/v2/user/login', 'E_TOKEN_EXPIRED', 21],
        ['/v2/shop/purchase', 'E_RECEIPT_INVALID', 3],
        ['/v2/puzzles/daily', '500', 4],
      ],
    ],
    [
      'jigsaw-push-gateway',
      'game-eu-1',
      [
        ['/push/send', 'FCM_UNAVAILABLE', 9],
        ['/push/send', 'APNS_BAD_DEVICE_TOKEN', 57],
        ['/push/register', '400', 2],
      ],
    ],
    [
      'words-api',
      'game-us-1',
      [
        ['/api/garden/level', '500', 3],
        ['/api/words/validate', 'E_DICT_MISS', 15],
        ['/api/user/sync', '409', 5],
        ['/api/ads/reward', 'E_AD_NOT_READY', 1],
      ],
    ],
  ];
  for (const [service, server, entries] of reports) {
    await recordApiLogs(db, byName[service], { server, entries: entries.map(([api, errCode, count]) => ({ api, errCode, count })) });
  }
  // Spread over the last days, as a week of reports would leave them.
  await db.execute(sql`update ${serviceApiLogs} set updated_at = now() - (id % 7) * interval '1 day' - (id * 37 % 24) * interval '1 hour'`);
}
