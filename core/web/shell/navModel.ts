// The navbar's groups (pure): items the user may open here, by area, areas in the order
// plugins first name them, with Admin last.
import { fillPath } from '../../shared/plugin';
import type { InstalledNavItem } from '../registry';

export interface NavEntry {
  key: string;
  label: string;
  href: string;
  item: InstalledNavItem;
}

export interface NavGroup {
  area: string;
  entries: NavEntry[];
}

const LAST_AREAS = ['Admin'];

export function buildNavGroups(
  items: readonly InstalledNavItem[],
  code: string | null,
  visible: (item: InstalledNavItem) => boolean,
): NavGroup[] {
  const groups = new Map<string, NavEntry[]>();
  for (const item of items) {
    if (item.projectScoped && !code) continue;
    if (!visible(item)) continue;
    const area = item.area ?? 'General';
    const href = fillPath(item.path, { code });
    if (!groups.has(area)) groups.set(area, []);
    groups.get(area)!.push({ key: `${item.pluginId}:${item.path}`, label: item.label, href, item });
  }
  const areas = [...groups.keys()];
  areas.sort((a, b) => Number(LAST_AREAS.includes(a)) - Number(LAST_AREAS.includes(b)));
  return areas.map((area) => ({ area, entries: groups.get(area)! }));
}

/** The entry the location is in: the longest href that is the location or a parent of it. */
export function activeHref(groups: readonly NavGroup[], location: string): string | null {
  let best: string | null = null;
  for (const g of groups)
    for (const e of g.entries)
      if ((location === e.href || location.startsWith(e.href === '/' ? '/' : e.href + '/')) && (!best || e.href.length > best.length))
        best = e.href;
  return best;
}
