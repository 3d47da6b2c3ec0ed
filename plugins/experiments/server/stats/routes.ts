// The experiment stats route (001 "Experiment stats"): right `experiment`, either kind (one id
// space); an experiment of another project is a 404 like one that does not exist.
import { and, eq } from 'drizzle-orm';
import { rule } from '../../../../core/shared/access';
import { experiments } from '../../../../core/server/db/experiments';
import { notFound } from '../../../../core/server/errors';
import { routeOf, type ServerRoute } from '../../../../core/server/plugin';
import { RIGHT_EXPERIMENTS } from '../../shared';
import { statsEndpoint } from '../../endpoints/stats';
import { experimentStats } from './stats';

export const EXPERIMENT_NOT_FOUND = 'Experiment not found';

export const routes: ServerRoute[] = [
  routeOf(statsEndpoint, {
    // It reads only: no transaction held open while the warehouse works.
    transaction: false,
    rule: rule.right(RIGHT_EXPERIMENTS),
    summary:
      "An experiment's stats for {start, end, platform}: users, level table and finish-rate difference per group, sample-ratio mismatch, D1/D7 retention",
    async handler({ db, project, params, body, services }) {
      const id = Number(params.id);
      if (!/^[1-9]\d{0,9}$/.test(params.id) || id > 2 ** 31 - 1) throw notFound(EXPERIMENT_NOT_FOUND);
      const [exp] = await db
        .select()
        .from(experiments)
        .where(and(eq(experiments.projectCode, project.code), eq(experiments.id, id)));
      if (!exp) throw notFound(EXPERIMENT_NOT_FOUND);
      return experimentStats(services.warehouse, exp, body);
    },
  }),
];
