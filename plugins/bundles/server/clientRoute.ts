// GET /client/v1/:code/:env/bundles?platform=&version= -> { bundles }: the bundles of
// the live set that are on now (Loop bundles by today's switch, Los Angeles days); with a
// version, only those whose rule takes it.
import { z } from 'zod';
import { rule as access } from '../../../core/shared/access';
import { clientEnv, clientJson } from '../../../core/server/clientApi';
import { route } from '../../../core/server/plugin';
import { activeAt } from '../schedule';
import { compareVersions, OPEN_VERSION, PUBLISH_KIND, type BundleRule, type PublishedBundles } from '../shared';

const PLATFORM_NAMES: Record<string, number> = { android: 1, ios: 2 };

export const clientQuerySchema = z.object({
  platform: z.preprocess(
    (v) => (typeof v === 'string' ? (PLATFORM_NAMES[v.toLowerCase()] ?? Number(v)) : v),
    z.union([z.literal(1), z.literal(2)], { error: 'platform must be 1 (Android) or 2 (iOS)' }),
  ),
  version: z.string().trim().regex(/^\d{1,6}\.\d{1,6}\.\d{1,6}$/, 'version must look like 1.2.3').optional(),
});

function takesVersion(rule: BundleRule, version: string | undefined): boolean {
  if (!version) return true;
  const [min, max] = rule.clientVersions ?? [OPEN_VERSION, OPEN_VERSION];
  return (min === OPEN_VERSION || compareVersions(version, min) >= 0) && (max === OPEN_VERSION || compareVersions(version, max) <= 0);
}

export const clientRoute = route({
  method: 'GET',
  path: '/client/v1/:code/:env/bundles',
  rule: access.clientKey,
  summary: 'Game clients: the bundles on now for a platform (ETag, 304)',
  query: clientQuerySchema,
  async handler({ c, project, params, query, services }) {
    const env = clientEnv(params.env);
    const live = await services.publish.current<PublishedBundles>({ project: project.code, env, kind: PUBLISH_KIND, key: String(query.platform) });
    const now = Math.floor(Date.now() / 1000);
    const on = (live?.content?.bundles ?? []).filter((b) => activeAt(b, now) && takesVersion(b.rule, query.version));
    return clientJson(c, { bundles: on });
  },
});
