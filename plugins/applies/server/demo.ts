// Demo data: for the jigsaw demo, one sandbox apply of its first v1 experiment (each level of the
// scope takes the last group's puzzle, as if that group won). Nothing when the project has no v1
// experiment (the experiments demo makes them; the lead orders the demos).
import { and, asc, eq } from 'drizzle-orm';
import { experiments } from '../../../core/server/db/experiments';
import type { DemoContext } from '../../../core/server/plugin';
import { sortedConf, toExperiment } from './applies';
import { applies, applyModifications } from './db';

const DEMO_PROJECT = 'jigsaw';
const OPERATOR = 'Demo';

export async function seedApplies({ db }: Pick<DemoContext, 'db'>): Promise<void> {
  const [first] = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.projectCode, DEMO_PROJECT), eq(experiments.kind, 1)))
    .orderBy(asc(experiments.id))
    .limit(1);
  if (!first?.scope) return;
  const exists = await db.select({ id: applies.id }).from(applies).where(eq(applies.experimentId, first.id));
  if (exists.length) return;
  const levels = toExperiment(first).levels.filter((l) => l.choices.length > 0);
  const conf = sortedConf(Object.fromEntries(levels.map((l) => [String(l.level), l.choices[l.choices.length - 1].puzzleId])));
  if (!Object.keys(conf).length) return;
  const [row] = await db
    .insert(applies)
    .values({ projectCode: DEMO_PROJECT, experimentId: first.id, env: 'sandbox', conf, operator: OPERATOR })
    .returning();
  await db.insert(applyModifications).values({ applyId: row.id, env: 'sandbox', experimentId: first.id, conf, operator: OPERATOR });
}
