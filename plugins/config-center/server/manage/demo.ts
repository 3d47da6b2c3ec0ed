// The manage part's demo: for jigsaw and words, namespaces 'default' and 'gameplay' in dev, sandbox
// and prod with the files a live game keeps there (feature flags, server endpoints, level tuning,
// the economy). Dev is ahead of sandbox, and prod a little behind sandbox (a flag not yet on, the
// previous tuning), as when a change waits for its prod release.
import { inArray } from 'drizzle-orm';
import { projects } from '../../../../core/server/db/schema';
import type { DemoContext } from '../../../../core/server/plugin';
import type { CcEnv } from '../../shared';
import { ccFiles, ccNamespaces } from '../db';

const GAMES: Record<string, { title: string; host: string; mode: string }> = {
  jigsaw: { title: 'Jigsaw Journey', host: 'jigsaw', mode: 'pieces' },
  words: { title: 'Word Garden', host: 'words', mode: 'words' },
};
/** How far along each env is: prod 0, sandbox 1, dev 2. */
const STAGE: Record<CcEnv, number> = { prod: 0, sandbox: 1, dev: 2 };
const HOSTS: Record<CcEnv, string> = { prod: 'api', sandbox: 'sandbox-api', dev: 'dev-api' };

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

function featureFlags(stage: number) {
  return json({
    dailyChallenge: true,
    seasonPass: stage >= 1,
    seasonPassPriceTier: stage >= 1 ? 'tier_4' : 'tier_5',
    interstitialEveryNLevels: stage >= 1 ? 4 : 3,
    rewardedVideoDoubleCoins: true,
    newOnboarding: { enabled: stage >= 1, rolloutPercent: [0, 25, 100][stage] },
    friendsLeaderboard: stage >= 2,
  });
}

function serverEndpoints(game: string, env: CcEnv) {
  const base = `https://${HOSTS[env]}.${GAMES[game].host}.example.com`;
  return [
    `# ${GAMES[game].title}: where the client talks to (${env})`,
    `api:`,
    `  base: ${base}/v2`,
    `  timeoutMs: ${env === 'prod' ? 8000 : 15000}`,
    `  retries: 3`,
    `events:`,
    `  url: https://events.${GAMES[game].host}.example.com/collect`,
    `  batchSize: 50`,
    `  flushSeconds: ${env === 'prod' ? 30 : 5}`,
    `cdn:`,
    `  assets: https://cdn.${GAMES[game].host}.example.com/${env}/assets`,
    `  bundles: https://cdn.${GAMES[game].host}.example.com/${env}/bundles`,
    `maintenance:`,
    `  enabled: false`,
    `  message: "We are tidying up the ${GAMES[game].mode}. Back in a few minutes!"`,
    '',
  ].join('\n');
}

function levelTuning(game: string, stage: number) {
  const unit = GAMES[game].mode;
  return json({
    version: 40 + stage,
    [`${unit}ByChapter`]: [
      { chapter: 1, min: 24, max: 48 },
      { chapter: 2, min: 48, max: 100 },
      { chapter: 3, min: 100, max: stage >= 1 ? 180 : 160 },
    ],
    hints: { free: 3, refillMinutes: stage >= 1 ? 20 : 30, coinPrice: 60 },
    difficultyCurve: { easy: [1, 12], medium: [13, 40], hard: [41, stage >= 2 ? 80 : 60] },
  });
}

function economy(stage: number) {
  return [
    '# Coins and rewards',
    'startingCoins: 200',
    'levelReward:',
    '  base: 20',
    `  perStar: ${stage >= 1 ? 10 : 8}`,
    'dailyBonus:',
    '  days: [50, 75, 100, 150, 200, 300, 500]',
    `  streakResetHours: ${stage >= 1 ? 48 : 36}`,
    'shop:',
    '  - sku: coins_small',
    '    coins: 500',
    '  - sku: coins_large',
    `    coins: ${stage >= 1 ? 3000 : 2500}`,
    ...(stage >= 2 ? ['  - sku: starter_pack', '    coins: 1200', '    hints: 5'] : []),
    '',
  ].join('\n');
}

export async function seedManage({ db }: DemoContext): Promise<void> {
  const present = (
    await db
      .select({ code: projects.code })
      .from(projects)
      .where(inArray(projects.code, Object.keys(GAMES)))
  ).map((p) => p.code);
  for (const code of present) {
    for (const env of Object.keys(STAGE) as CcEnv[]) {
      const stage = STAGE[env];
      const files: Record<string, Record<string, string>> = {
        default: { 'feature_flags.json': featureFlags(stage), 'server_endpoints.yaml': serverEndpoints(code, env) },
        gameplay: { 'level_tuning.json': levelTuning(code, stage), 'economy.yaml': economy(stage) },
      };
      for (const [name, contents] of Object.entries(files)) {
        const [ns] = await db
          .insert(ccNamespaces)
          .values({ projectCode: code, env, name, operator: 'demo' })
          .onConflictDoNothing()
          .returning({ id: ccNamespaces.id });
        if (!ns) continue;
        await db
          .insert(ccFiles)
          .values(
            Object.entries(contents).map(([fileName, content]) => ({ namespaceId: ns.id, name: fileName, content, operator: 'demo' })),
          );
      }
    }
  }
}
