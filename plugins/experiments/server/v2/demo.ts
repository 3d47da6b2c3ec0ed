// Demo data: in jigsaw and tiles, experiments v2 over the demo puzzles: one READY (android
// sandbox), one RUNNING (ios sandbox, levels 5-8), one GRAY_PUBLISH at 30 % (android sandbox,
// levels 10-20), one FINISHED AA (ios sandbox), and what runs on sandbox published.
import { asc, eq, inArray } from 'drizzle-orm';
import { folderPuzzles, folders } from '../../../../core/server/db/content';
import { experiments } from '../../../../core/server/db/experiments';
import { projects, users } from '../../../../core/server/db/schema';
import type { DemoContext } from '../../../../core/server/plugin';
import type { ExperimentStatus, WizardGroup } from '../../../../core/shared/experiments';
import { defaultWeights } from '../../schemas/v2';
import { PUBLISH_KIND, RUNNING_KEY, runningExperiments } from '../live';

const DEMO_PROJECTS = ['jigsaw', 'tiles'];

interface Demo {
  name: string;
  platform: 'android' | 'ios';
  status: ExperimentStatus;
  percent: number;
  aa?: boolean;
  tags: string[];
  length: number;
  filterLv: [number, number];
  joinLv: [number, number];
  country?: string[];
}

const DEMOS: Demo[] = [
  {
    name: 'Old onboarding AA',
    platform: 'ios',
    status: 'FINISHED',
    percent: 100,
    aa: true,
    tags: ['A', 'B'],
    length: 3,
    filterLv: [0, 0],
    joinLv: [1, 3],
  },
  { name: 'Hard start', platform: 'ios', status: 'RUNNING', percent: 100, tags: ['A', 'B'], length: 4, filterLv: [1, 30], joinLv: [5, 8] },
  {
    name: 'Easier first week',
    platform: 'android',
    status: 'GRAY_PUBLISH',
    percent: 30,
    tags: ['A', 'B', 'C'],
    length: 5,
    filterLv: [5, 40],
    joinLv: [10, 20],
    country: ['US', 'CA', 'GB'],
  },
  {
    name: 'Bigger pieces early',
    platform: 'android',
    status: 'READY',
    percent: 100,
    tags: ['A', 'B'],
    length: 3,
    filterLv: [0, 0],
    joinLv: [30, 35],
  },
];

/** The first puzzles of the project's first folders that hold enough: each non-first group takes one folder. */
async function folderPuzzleLists(db: DemoContext['db'], code: string): Promise<{ id: number; puzzles: number[] }[]> {
  const list = await db
    .select({ id: folders.id })
    .from(folders)
    .where(eq(folders.projectCode, code))
    .orderBy(asc(folders.sort), asc(folders.id))
    .limit(12);
  if (!list.length) return [];
  const rows = await db
    .select({ folderId: folderPuzzles.folderId, puzzleId: folderPuzzles.puzzleId })
    .from(folderPuzzles)
    .where(
      inArray(
        folderPuzzles.folderId,
        list.map((f) => f.id),
      ),
    )
    .orderBy(asc(folderPuzzles.folderId), asc(folderPuzzles.sort), asc(folderPuzzles.puzzleId));
  return list.map((f) => ({
    id: f.id,
    puzzles: rows
      .filter((r) => r.folderId === f.id)
      .slice(0, 20)
      .map((r) => r.puzzleId),
  }));
}

export async function seedV2({ db, services }: DemoContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator = { id: admin?.id ?? null, mail: admin?.mail ?? 'demo', displayName: admin?.displayName || 'Demo' };
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code).filter((c) => DEMO_PROJECTS.includes(c));
  for (const code of codes) {
    const lists = (await folderPuzzleLists(db, code)).filter((l) => l.puzzles.length >= 10);
    // Each experiment takes its own puzzles (a running one must not share them with another).
    let cursor = 0;
    for (const d of DEMOS) {
      const weights = defaultWeights(d.tags.length);
      const groups: WizardGroup[] = d.tags.map((tag, i) => {
        const folder = !d.aa && i > 0 && lists.length ? lists[(cursor + i) % lists.length] : null;
        const offset = folder ? (cursor * 3) % Math.max(1, folder.puzzles.length - d.length) : 0;
        const levels = folder ? folder.puzzles.slice(offset, offset + d.length) : [];
        return {
          tag,
          weight: weights[i],
          total: d.length,
          folderId: levels.length === d.length ? folder!.id : null,
          data: { levels: levels.length === d.length ? levels : [] },
        };
      });
      cursor += d.tags.length;
      await db.insert(experiments).values({
        projectCode: code,
        kind: 2,
        name: d.name,
        aaTag: d.aa ? 1 : 0,
        platform: d.platform,
        env: 'sandbox',
        status: d.status,
        percent: d.percent,
        filter: { clientVersion: ['1.0.0', '0.0.0'], lv: d.filterLv, startAt: null, endAt: null, country: d.country ?? [] },
        joinRule: { lv: d.joinLv },
        groups,
        phase: 1,
        operator: operator.displayName,
      });
    }
    const content = { experiments: await runningExperiments(db, code, 'sandbox') };
    await services.publish.publish({ project: code, env: 'sandbox', kind: PUBLISH_KIND, key: RUNNING_KEY }, content, { operator });
  }
}
