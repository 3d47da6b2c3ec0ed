// The default puzzle of each level, for the v1 form and detail (000 §7 "Older kind: detail,
// releases list and release read"; 002 §7 release detail with extra boss_begin, boss_interval;
// 000 §9 "Boss level index from boss_begin and boss_interval"). The releases plugin owns releases:
// it is read through the `releases.latestLevels` contract (core/server/provides.ts), never imported.
import type { Db } from '../../../../core/server/db/connect';
import { badRequest } from '../../../../core/server/errors';
import type { ProvidedLookup } from '../../../../core/server/provides';
import type { ProjectRow } from '../../../../core/server/plugin';
import { bossLevelsOf, isBossLevel } from '../../../../core/shared/levelKind';
import { coreConfigSchema, readConfigKey } from '../../../../core/shared/projectConfig';
import type { ReleaseLevels } from '../../endpoints/v1';
import { V1_MESSAGES } from '../../schemas/v1';

const RELEASES_PLUGIN = 'releases';

/**
 * The latest published release of `asked` (default: the project's first release type, its main
 * levels; any type when the project names none), its boss levels from its own extra, and each
 * level's puzzle. No release, or no releases plugin: `release` null and no levels (an empty state).
 */
export async function releaseLevels(
  ctx: { db: Db; project: ProjectRow; services: { provided: ProvidedLookup } },
  asked: string | undefined,
): Promise<ReleaseLevels> {
  const types = readConfigKey(coreConfigSchema, 'releaseTypes', ctx.project.config, [] as string[]);
  if (asked && types.length && !types.includes(asked))
    throw badRequest(V1_MESSAGES.releaseTypeUnknown(asked), [{ path: 'type', message: V1_MESSAGES.releaseTypeUnknown(asked) }]);
  const type = asked || types[0] || null;
  const latest = ctx.project.disabledPlugins.includes(RELEASES_PLUGIN) ? undefined : ctx.services.provided('releases.latestLevels');
  const empty: ReleaseLevels = { enabled: latest !== undefined, types, type, release: null, boss: null, levels: [] };
  if (!latest) return empty;
  const found = await latest(ctx.db, ctx.project.code, type);
  if (!found) return empty;
  const boss = bossLevelsOf(found.release.extra);
  return {
    ...empty,
    release: found.release,
    boss,
    levels: found.levels.map((l) => ({ ...l, boss: boss !== null && isBossLevel(l.level, boss) })),
  };
}
