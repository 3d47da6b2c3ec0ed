// Loads the server half of every enabled plugin (the list lives in app/plugins.ts).
import type { ServerPlugin } from '../../core/server/plugin';
import { ENABLED_PLUGINS } from '../plugins';

export async function loadServerPlugins(ids: readonly string[] = ENABLED_PLUGINS): Promise<ServerPlugin[]> {
  const mods = await Promise.all(ids.map((id) => import(`../../plugins/${id}/server/index.ts`)));
  return mods.map((m, i) => {
    const plugin = m.default as ServerPlugin;
    if (plugin.id !== ids[i]) throw new Error(`plugins/${ids[i]}/server exports plugin id '${plugin.id}'`);
    return plugin;
  });
}
