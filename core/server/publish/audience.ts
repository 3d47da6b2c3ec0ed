// Audiences (README.md "Audiences"): which game clients each live entry of a publishable is
// served to, read across plugins. A plugin lists the publishables that declare an audience in
// `publishables` (core/server/plugin.ts); `liveAudiences` reads their live pointers on an env.
import type { Audience, LiveAudience } from '../../shared/audience';
import type { Env } from '../../shared/constants';
import type { RouteContext } from '../plugin';
import type { Snapshot } from './types';

/** What `definePublishable` makes of a declared `audience`: the kinds to read and the reader. */
export interface AudienceSource {
  kinds: readonly string[];
  /** The audiences of one live snapshot (its content is not null). */
  of: (snapshot: Snapshot) => Audience[];
}

/** What a server plugin lists in `publishables`: a `definePublishable` result. */
export interface DeclaredPublishable {
  spec: { id: string };
  audience: AudienceSource | null;
}

/**
 * Every entry live on `env` in the project whose publishable declares an audience, newest
 * snapshot first. A plugin the project turned off serves nothing to its game clients (its
 * client routes answer 404), so its entries are not counted; a cleared pointer serves nothing.
 */
export async function liveAudiences(ctx: Pick<RouteContext, 'plugins' | 'project' | 'services'>, env: Env): Promise<LiveAudience[]> {
  const out: LiveAudience[] = [];
  for (const plugin of ctx.plugins) {
    if (plugin.toggleable !== false && ctx.project.disabledPlugins.includes(plugin.id)) continue;
    for (const p of plugin.publishables ?? []) {
      if (!p.audience) continue;
      for (const kind of p.audience.kinds) {
        const live = await ctx.services.publish.currentAll({ project: ctx.project.code, env, kind });
        for (const s of live) {
          if (s.content === null) continue;
          for (const a of p.audience.of(s)) out.push({ ...a, publishable: p.spec.id, env, kind: s.kind, key: s.key, snapshotId: s.id });
        }
      }
    }
  }
  return out.sort((a, b) => b.snapshotId - a.snapshotId);
}
