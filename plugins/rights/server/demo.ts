// Demo groups: one with every built-in right, so assigning a whole role is one pick.
import type { DemoContext } from '../../../core/server/plugin';
import { builtInRights } from './catalog';
import { rightGroups } from './db';

export async function seedGroups({ db, plugins }: DemoContext): Promise<void> {
  const all = builtInRights(plugins).map((r) => r.name);
  await db.insert(rightGroups).values([{ name: 'Everything', rightNames: all }]);
}
