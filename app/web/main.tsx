// The web entry: every plugin's manifest is found here; only those listed in app/plugins.ts
// are handed to core's console app.
import '@mantine/core/styles.css';
import '@mantine/spotlight/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerProjectModules } from '../../core/shared/overrides';
import type { WebPlugin } from '../../core/web/plugin';
import { installLinks } from '../../core/web/links';
import { ConsoleApp } from '../../core/web/shell/ConsoleApp';
import { projectModules } from '../../projects';
import { LINKS } from '../links';
import { ENABLED_PLUGINS } from '../plugins';

const manifests = import.meta.glob<{ default: WebPlugin }>('../../plugins/*/web/index.ts', { eager: true });
const byId = new Map(Object.values(manifests).map((m) => [m.default.id, m.default]));

const plugins = ENABLED_PLUGINS.flatMap((id) => {
  const plugin = byId.get(id);
  // A plugin may be server-only (e.g. an audit log without screens).
  if (!plugin && import.meta.env.DEV) console.info(`Plugin "${id}" has no web manifest`);
  return plugin ? [plugin] : [];
});

registerProjectModules(projectModules);
installLinks(LINKS);

// After a deploy, an open tab asks for chunks that no longer exist: reload once to get the new build.
window.addEventListener('vite:preloadError', () => {
  const last = Number(sessionStorage.getItem('liveops.reloadedForChunks') ?? 0);
  if (Date.now() - last < 10_000) return;
  sessionStorage.setItem('liveops.reloadedForChunks', String(Date.now()));
  window.location.reload();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleApp plugins={plugins} />
  </StrictMode>,
);
