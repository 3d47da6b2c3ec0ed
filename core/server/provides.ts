// Data one plugin offers others (DESIGN §1: a plugin never imports another plugin). The contracts
// (a name and a function type) are declared here in core, like typed links; a providing plugin
// declares `provides: { '<name>': fn }` in its server manifest, and a consumer asks
// `ctx.services.provided('<name>')`: the function, or undefined when no enabled plugin provides
// it (so the consumer still works alone). A provider takes the caller's `db` (a request's
// transaction) and reads only what it owns.
import type { Db } from './db/connect';

/** An Adjust app of a project (plugin adjust-apps): at most one per platform (1 Android, 2 iOS). */
export interface ProvidedAdjustApp {
  platform: number;
  token: string;
}

/** A category of a project's tree (plugin categories), flat in tree order (parents before children, siblings by sort). */
export interface ProvidedCategory {
  id: number;
  parentId: number;
  /** Its English name. */
  name: string;
  /** The English names from the root down, joined by ' / ' (a label that tells two same-named categories apart). */
  path: string;
  /** 0 at the root. */
  depth: number;
}

/** A published release's levels in play order (plugin releases; experiments show each level's default puzzle). */
export interface ProvidedReleaseLevels {
  release: { id: number; name: string; type: string; publishedAt: string | null; puzzleCount: number; extra: Record<string, number> };
  /** Level n (from 1) is the release's n-th puzzle: its folders in the release's order, each folder's puzzles by sort. */
  levels: { level: number; puzzleId: number; name: string; folderId: number }[];
}

/** Every contract: its name and what the provider's function looks like. */
export interface ProvidedContracts {
  /** The project's Adjust apps (the app tokens its installs are attributed to). */
  'adjust.apps': (db: Db, projectCode: string) => Promise<ProvidedAdjustApp[]>;
  /** The project's category tree, flat (folders pick a folder's category from it). */
  'categories.tree': (db: Db, projectCode: string) => Promise<ProvidedCategory[]>;
  /** The project's latest published release (of `type`; of any type when null) with its levels, or null when none is published. */
  'releases.latestLevels': (db: Db, projectCode: string, type: string | null) => Promise<ProvidedReleaseLevels | null>;
}

export type ProvidedName = keyof ProvidedContracts;
/** What a server manifest may provide. */
export type Provides = Partial<ProvidedContracts>;
/** `ctx.services.provided(name)`: the enabled provider of `name`, or undefined. */
export type ProvidedLookup = <K extends ProvidedName>(name: K) => ProvidedContracts[K] | undefined;

/** The lookup over the enabled plugins; two plugins providing one name is a start-up error. */
export function providedBy(plugins: readonly { id: string; provides?: Provides }[]): ProvidedLookup {
  const byName = new Map<string, { plugin: string; fn: unknown }>();
  for (const p of plugins) {
    for (const [name, fn] of Object.entries(p.provides ?? {})) {
      if (!fn) continue;
      const taken = byName.get(name);
      if (taken) throw new Error(`"${name}" is provided by both ${taken.plugin} and ${p.id}`);
      byName.set(name, { plugin: p.id, fn });
    }
  }
  return <K extends ProvidedName>(name: K) => byName.get(name)?.fn as ProvidedContracts[K] | undefined;
}
