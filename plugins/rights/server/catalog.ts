// The rights catalogue: built-in rights of the installed plugins plus the admins' own.
import { asc } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import type { ProjectRow, ServerPlugin } from '../../../core/server/plugin';
import type { GroupItem, RightItem } from '../shared';
import { customRights, rightGroups } from './db';

export function builtInRights(plugins: readonly ServerPlugin[], project?: ProjectRow): RightItem[] {
  return plugins
    .filter((p) => !project || p.toggleable === false || !project.disabledPlugins.includes(p.id))
    .flatMap((p) => (p.rights ?? []).map((r) => ({ name: r.name, url: r.url, builtIn: true, plugin: p.id })));
}

export async function allRights(db: Db, plugins: readonly ServerPlugin[], project?: ProjectRow): Promise<RightItem[]> {
  const custom = await db.select().from(customRights).orderBy(asc(customRights.name));
  const builtIn = builtInRights(plugins, project);
  const names = new Set(builtIn.map((r) => r.name));
  return [...builtIn, ...custom.filter((c) => !names.has(c.name)).map((c) => ({ ...c, builtIn: false }))];
}

export async function allGroups(db: Db): Promise<GroupItem[]> {
  const rows = await db.select().from(rightGroups).orderBy(asc(rightGroups.name));
  return rows.map(toGroupItem);
}

export const toGroupItem = (g: typeof rightGroups.$inferSelect): GroupItem => ({
  name: g.name,
  right_names: g.rightNames.map((name) => ({ name })),
});

/** Names in `wanted` that are not rights here; the caller answers 400 naming them. */
export function unknownRights(wanted: readonly string[], known: readonly RightItem[]): string[] {
  const names = new Set(known.map((r) => r.name));
  return [...new Set(wanted)].filter((w) => !names.has(w));
}
