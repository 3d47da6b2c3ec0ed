// Demo data: every project has a self ad per platform (with an icon and creatives in storage);
// each project's in-house ads promote two other games: Android published on sandbox and prod,
// iOS a sandbox draft.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { projects, uploads, users } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { PUBLISH_KIND, type AdPlatform } from '../shared';
import { publishedContent, stampResources } from './ads';
import { adReleases, internalAds } from './db';

export async function seedAds({ db, services }: DemoContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator = { id: admin?.id ?? null, mail: admin?.mail ?? 'demo', displayName: admin?.displayName ?? 'Demo' };
  const all = await db.select({ code: projects.code, nickname: projects.nickname }).from(projects);

  const store = async (code: string, key: string, text: string, type: string) => {
    const data = new TextEncoder().encode(text);
    const fullKey = `${code}/${key}`;
    await services.storage.put(fullKey, data, type);
    const md5 = createHash('md5').update(data).digest('hex');
    const url = services.storage.url(fullKey);
    await db.insert(uploads).values({
      projectCode: code,
      key: fullKey,
      url,
      md5,
      size: data.byteLength,
      contentType: type,
      fileName: key.split('/').pop() ?? key,
      operatorId: operator.id,
      operatorMail: operator.mail,
    });
    return { url, md5, size: data.byteLength };
  };

  const adIds = new Map<string, number>();
  for (const p of all) {
    for (const platform of [1, 2] as AdPlatform[]) {
      const icon = await store(
        p.code,
        `ads/${platform}/demo/icon.svg`,
        `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="14" fill="#4c6ef5"/><text x="32" y="40" font-size="22" text-anchor="middle" fill="white">${p.code.slice(0, 2).toUpperCase()}</text></svg>`,
        'image/svg+xml',
      );
      const list = await store(p.code, `ads/${platform}/demo/list.zip`, `list creative of ${p.code}`, 'application/zip');
      const mrect = await store(p.code, `ads/${platform}/demo/mrect.zip`, `mrect creative of ${p.code}`, 'application/zip');
      const [row] = await db
        .insert(internalAds)
        .values({
          projectCode: p.code,
          platform,
          name: { en: p.nickname, fr: p.nickname },
          attr: { icon: icon.url, campaign: `xpromo_${p.code}` },
          resources: { list: stampResources([list], [], operator.displayName), mrect: stampResources([mrect], [], operator.displayName) },
          operator: operator.displayName,
        })
        .returning();
      adIds.set(`${p.code}:${platform}`, row.id);
    }
  }

  for (const [i, p] of all.entries()) {
    const others = [all[(i + 1) % all.length], all[(i + 2) % all.length]];
    for (const platform of [1, 2] as AdPlatform[]) {
      const ads = others.map((o) => ({ id: adIds.get(`${o.code}:${platform}`)!, projectCode: o.code }));
      const [sandbox] = await db
        .insert(adReleases)
        .values({ projectCode: p.code, platform, env: 'sandbox', conf: { ads }, operator: operator.displayName })
        .returning();
      if (platform === 2) continue;
      const publish = async (row: typeof sandbox) => {
        const { snapshot } = await services.publish.publish(
          { project: p.code, env: row.env as 'sandbox' | 'prod', kind: PUBLISH_KIND, key: String(platform) },
          await publishedContent(db, row),
          { operator },
        );
        await db.update(adReleases).set({ published: true, returnId: snapshot.id }).where(eq(adReleases.id, row.id));
      };
      await publish(sandbox);
      const [prod] = await db
        .insert(adReleases)
        .values({ projectCode: p.code, platform, env: 'prod', conf: { ads }, sandboxId: sandbox.id, operator: operator.displayName })
        .returning();
      await publish(prod);
    }
  }
}
