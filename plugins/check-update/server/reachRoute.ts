// GET /v1/:code/checkUpdateRules/reach?platform= (ours): the platform's rules, as a publish would
// release them, against the releases live on sandbox and on prod (read through core's
// liveAudiences: this plugin never reads another plugin's tables), with what the rules do to
// each release's clients (../shared.ts).
import { rule as access } from '../../../core/shared/access';
import type { Env } from '../../../core/shared/constants';
import { routeOf } from '../../../core/server/plugin';
import { liveAudiences } from '../../../core/server/publish/audience';
import { endpoints } from '../endpoints';
import { forcesUpdate, platformMatches, reachOf, type ReachRule, RIGHT_CHECK_UPDATE, type EnvReach } from '../shared';
import { publishedContent } from './rules';

export const reachRoute = routeOf(endpoints.reach, {
  rule: access.right(RIGHT_CHECK_UPDATE),
  summary:
    "Which live releases' clients (sandbox and prod) the platform's rules would prompt, and which they would strand (a forcing rule for every client version)",
  async handler(ctx) {
    const { platform } = ctx.query;
    const { rules: published } = await publishedContent(ctx.db, ctx.project.code, platform);
    const rules: ReachRule[] = published.map((r) => ({
      id: r.id,
      startVersion: r.startVersion,
      endVersion: r.endVersion,
      force: forcesUpdate(r.data.buttons),
    }));
    const onEnv = async (env: Env): Promise<EnvReach> => {
      const releases = (await liveAudiences(ctx, env)).filter((a) => platformMatches(platform, a.platform));
      return { releases, reach: reachOf(platform, rules, releases) };
    };
    return { platform, rules, sandbox: await onEnv('sandbox'), prod: await onEnv('prod') };
  },
});
