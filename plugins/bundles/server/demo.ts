// Demo data: per project, Android bundles of both types (uploaded to sandbox and prod) and an
// iOS bundle (on sandbox, after a failed upload), with small resource files in storage.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { projects, uploads, users } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { BUNDLE_TYPE, dayToDate, laDateToUnix, laDay, PUBLISH_KIND, type BundlePlatform } from '../shared';
import type { BundleContent } from '../schemas';
import { bundles, bundleUploadFailures } from './db';
import { platformRows, publishedContent } from './bundles';

interface DemoBundle {
  name: string;
  description: string;
  /** Days from today (Los Angeles) to the first and, for Normal bundles, the last day. */
  from: number;
  to?: number;
  switches?: (0 | 1)[];
}

const ANDROID: DemoBundle[] = [
  { name: 'starter_pack', description: 'Coins and hints for new players', from: 0, to: 6 },
  { name: 'summer_sale', description: 'Summer bundle at 50% off', from: 20, to: 34 },
  { name: 'weekend_deal', description: 'On the last two days of every week', from: 0, switches: [0, 0, 0, 0, 0, 1, 1] },
  { name: 'coins_x2', description: 'Double coins every third day', from: 0, switches: [1, 0, 0] },
];
const IOS: DemoBundle[] = [{ name: 'starter_pack', description: 'Coins and hints for new players', from: 0, to: 6 }];

export async function seedBundles({ db, services }: DemoContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator = { id: admin?.id ?? null, mail: admin?.mail ?? 'demo', displayName: admin?.displayName ?? 'Demo' };
  const today = laDay(Math.floor(Date.now() / 1000));
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);

  for (const code of codes) {
    const add = async (platform: BundlePlatform, b: DemoBundle) => {
      const key = `${code}/bundle/${platform}/demo${platform}/${b.name}.zip`;
      const data = new TextEncoder().encode(`demo bundle ${code} ${b.name}`);
      await services.storage.put(key, data, 'application/zip');
      const md5 = createHash('md5').update(data).digest('hex');
      const url = services.storage.url(key);
      await db.insert(uploads).values({
        projectCode: code,
        key,
        url,
        md5,
        size: data.byteLength,
        contentType: 'application/zip',
        fileName: `${b.name}.zip`,
        operatorId: operator.id,
        operatorMail: operator.mail,
      });
      const start = laDateToUnix(dayToDate(today + b.from));
      const loop = !!b.switches;
      const content: BundleContent = {
        type: loop ? BUNDLE_TYPE.loop : BUNDLE_TYPE.normal,
        start,
        end: loop ? null : laDateToUnix(dayToDate(today + (b.to ?? b.from)), true),
        resource: { url, size: data.byteLength, md5 },
        switchList: b.switches ?? [],
        loopIntervalDays: b.switches?.length ?? 0,
        loopTag: loop ? b.name : '',
      };
      await db
        .insert(bundles)
        .values({ projectCode: code, platform, name: b.name, description: b.description, content, operator: operator.displayName });
    };
    for (const b of ANDROID) await add(1, b);
    for (const b of IOS) await add(2, b);

    const publish = async (platform: BundlePlatform, env: 'sandbox' | 'prod') => {
      const content = publishedContent(platform, await platformRows(db, code, platform));
      await services.publish.publish({ project: code, env, kind: PUBLISH_KIND, key: String(platform) }, content, { operator });
    };
    await publish(1, 'sandbox');
    await publish(1, 'prod');
    // An earlier iOS upload failed: its resource had gone missing.
    const yesterday = laDateToUnix(dayToDate(today - 1));
    await db.insert(bundleUploadFailures).values({
      projectCode: code,
      platform: 2,
      env: 'sandbox',
      uploadContent: [
        {
          id: 0,
          productID: 'old_pack',
          name: 'old_pack',
          description: '',
          rule: {},
          type: 1,
          start: yesterday,
          end: yesterday + 7 * 86_400,
          resource: { url: `/cdn/${code}/bundle/2/gone1/old_pack.zip` },
          switchList: [],
          loopIntervalDays: 0,
          loopTag: '',
        },
      ],
      error: 'The resource file of old_pack is missing: upload it again',
      operator: operator.displayName,
      createdAt: new Date(Date.now() - 3_600_000),
    });
    await publish(2, 'sandbox');
  }
}
