// The releases plugin's manifest: the puzzle-content releases screen (area Content) and palette
// commands to open it, create a release, and roll back what a release type serves.
import { IconFileStack, IconPlus } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { rollbackCommand } from '../../../core/web/release/commands';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, paths, releases, RIGHT_RELEASES, rights } from '../shared';

const right = rule.right(RIGHT_RELEASES);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Releases',
  icon: IconFileStack,
  rights,
  nav: [{ label: 'Releases', path: paths.releases, rule: right, icon: IconFileStack, area: 'Content' }],
  routes: [{ path: paths.releases, name: 'releases', title: 'Releases', rule: right, screen: () => import('./screens/ReleasesPage') }],
  commands: [
    { id: 'releases.openReleases', title: 'Releases', description: 'Puzzle-content releases: diff, publish, data file, upload', keywords: ['release', 'content', 'puzzle', 'upload'], rule: right, goTo: paths.releases, icon: IconFileStack },
    { id: 'releases.createRelease', title: 'Create release', description: 'A puzzle-content release of folders (and categories)', keywords: ['release', 'new', 'content'], rule: right, goTo: `${paths.releases}?create=1`, icon: IconPlus },
    rollbackCommand(releases),
  ],
});
