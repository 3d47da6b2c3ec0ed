// Pure helpers of the rights assignment screen (002 "Rights").
import type { GroupItem } from '../shared';

/** Picking groups sets the rights to the union of theirs (only rights that exist here). */
export function unionOfGroups(groups: readonly GroupItem[], picked: readonly string[], available: readonly string[]): string[] {
  const exists = new Set(available);
  const out = new Set<string>();
  for (const g of groups) if (picked.includes(g.name)) for (const r of g.right_names) if (exists.has(r.name)) out.add(r.name);
  return available.filter((n) => out.has(n));
}

/** Inverse: every available right not checked now. */
export function inverse(checked: readonly string[], available: readonly string[]): string[] {
  const now = new Set(checked);
  return available.filter((n) => !now.has(n));
}

/** Groups whose rights are all checked (so the multi-select reflects a loaded user). */
export function groupsCovered(groups: readonly GroupItem[], checked: readonly string[]): string[] {
  const now = new Set(checked);
  return groups.filter((g) => g.right_names.length > 0 && g.right_names.every((r) => now.has(r.name))).map((g) => g.name);
}
