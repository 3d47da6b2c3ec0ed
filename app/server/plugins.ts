// Loads the server half of every enabled plugin (the list lives in app/plugins.ts).
import type { ServerPlugin } from '../../core/server/plugin';
import { ENABLED_PLUGINS } from '../plugins';

export async function loadServerPlugins(ids: readonly string[] = ENABLED_PLUGINS): Promise<ServerPlugin[]> {
  // Not rewritten by Vite (@vite-ignore): Vite turns a template import into a fixed list of the files
  // there when it transforms this module, and vitest's on-disk module cache kept that list, so a new
  // plugin was "Unknown variable dynamic import" until the cache was cleared. esbuild (tsup) still
  // bundles every match of the pattern.
  const mods = await Promise.all(ids.map((id) => import(/* @vite-ignore */ `../../plugins/${id}/server/index.ts`)));
  return mods.map((m, i) => {
    const plugin = m.default as ServerPlugin;
    if (plugin.id !== ids[i]) throw new Error(`plugins/${ids[i]}/server exports plugin id '${plugin.id}'`);
    return plugin;
  });
}
