// Demo data: a few rules per project; Android released to sandbox and prod, iOS to sandbox
// only, Mac never (so the screen shows each state, 'waiting for sync' included).
import { eq } from 'drizzle-orm';
import { projects, users } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { PUBLISH_KIND } from '../shared';
import type { CheckUpdateRuleForm } from '../schemas';
import { checkUpdateRules } from './db';
import { publishedContent } from './rules';

const texts = (en: string, zh: string, fr: string) => ({ en, 'zh-CN': zh, fr });

const RULES: Omit<CheckUpdateRuleForm, 'platform'>[] = [
  {
    startVersion: '1.0.0',
    endVersion: '1.9.9',
    data: {
      title: texts('Update required', '需要更新', 'Mise à jour requise'),
      msg: texts(
        'This version is no longer supported. Please update to keep playing.',
        '此版本已不再支持，请更新后继续游戏。',
        "Cette version n'est plus prise en charge. Mettez à jour pour continuer.",
      ),
      buttons: [{ action: 'update', title: texts('Update', '更新', 'Mettre à jour') }],
    },
  },
  {
    startVersion: '2.0.0',
    endVersion: '2.3.9',
    data: {
      title: texts('New version available', '有新版本', 'Nouvelle version disponible'),
      msg: texts(
        'New puzzles and a faster game are waiting for you.',
        '新的关卡和更流畅的体验等着你。',
        'De nouveaux puzzles vous attendent.',
      ),
      buttons: [
        { action: 'update', title: texts('Update', '更新', 'Mettre à jour') },
        { action: 'skip', title: texts('Later', '稍后', 'Plus tard') },
      ],
    },
  },
];

const IOS_EXTRA: Omit<CheckUpdateRuleForm, 'platform'> = {
  startVersion: '2.4.0',
  endVersion: '2.4.9',
  data: {
    title: { en: 'Please update from the App Store' },
    msg: { en: 'This build has a known issue with purchases.' },
    buttons: [
      { action: 'openUrl', title: { en: 'Open App Store' }, url: 'itms-apps://itunes.apple.com/app/id000000000' },
      { action: 'cancel', title: { en: 'Not now' } },
    ],
  },
};

export async function seedCheckUpdate({ db, services }: DemoContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator = { id: admin?.id ?? null, mail: admin?.mail ?? 'demo', displayName: admin?.displayName ?? 'Demo' };
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  for (const code of codes) {
    const rows = [
      ...RULES.map((r) => ({ ...r, platform: 1 })),
      ...[...RULES, IOS_EXTRA].map((r) => ({ ...r, platform: 2 })),
      { ...RULES[1], platform: 3 },
    ];
    await db.insert(checkUpdateRules).values(rows.map((r) => ({ ...r, projectCode: code, operator: operator.displayName })));
    const publish = (env: 'sandbox' | 'prod', platform: number) =>
      publishedContent(db, code, platform).then((content) =>
        services.publish.publish({ project: code, env, kind: PUBLISH_KIND, key: String(platform) }, content, { operator }),
      );
    await publish('sandbox', 1);
    await publish('prod', 1);
    await publish('sandbox', 2);
  }
}
