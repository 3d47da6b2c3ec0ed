// The stats config (001 §7): POST /v1/{code}/config {modifies: [{jsonPath, newValue}]} -> {project}.
// Writes only the stats config fields (schemas.ts admits no other jsonPath), merged into the
// stored config in one statement so a concurrent change of another key is not lost; audited.
import { eq, sql } from 'drizzle-orm';
import { rule } from '../../../core/shared/access';
import { projects } from '../../../core/server/db/schema';
import { routeOf, type ProjectRow } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { usersByIds } from '../../../core/server/users';
import { RIGHTS } from '../shared';
import { STATS_CONFIG_FIELDS } from '../schemas';

export const configRoutes = [
  routeOf(endpoints.config, {
    rule: rule.right(RIGHTS.config),
    summary: 'Stats config: set the values of stats config fields (countries) of the project config',
    async handler({ db, body, project, audit }) {
      const patch: Record<string, string[]> = {};
      for (const m of body.modifies) patch[STATS_CONFIG_FIELDS.find((f) => f.jsonPath === m.jsonPath)!.key] = m.newValue;
      const [row] = (await db
        .update(projects)
        .set({ config: sql`${projects.config} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
        .where(eq(projects.code, project.code))
        .returning()) as ProjectRow[];
      const before = Object.fromEntries(Object.keys(patch).map((k) => [k, project.config[k] ?? null]));
      await audit({ area: 'stats', action: 'config', target: project.code, before, after: patch });
      const owners = await usersByIds(db, row.ownerIds);
      return {
        project: {
          code: row.code,
          nickname: row.nickname,
          description: row.description,
          domain: row.domain,
          disabledPlugins: row.disabledPlugins,
          config: row.config,
          owners,
          service: { host: row.serviceHost },
        },
      };
    },
  }),
];
