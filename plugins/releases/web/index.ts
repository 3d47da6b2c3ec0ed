// The releases plugin's manifest: the puzzle-content releases screen (area Content) and palette
// commands to open it, create a release, publish one, open an unpublished one's upload (its check
// first), and roll back what a release type serves.
import { rule } from '../../../core/shared/access';
import { rollbackCommand } from '../../../core/web/release/commands';
import { fillPath } from '../../../core/shared/plugin';
import { definePlugin } from '../../../core/web/plugin';
import { IconCloudUpload, IconFileStack, IconLock, IconPlus } from '@tabler/icons-react';
import { CONFIRM, PLUGIN_ID, paths, releases, RIGHT_RELEASES, rights, TOASTS } from '../shared';

const right = rule.right(RIGHT_RELEASES);
// The calls load with the command's run, not with the manifest (which is in the first screen).
const api = () => import('./api');
/** The newest 100 releases as picker options, filtered by state. */
const releaseOptions = async (code: string | null, published: boolean) => {
  const { rows } = await (await api()).releasesApi.list(code ?? '', { pn: 1, ps: 100 });
  return rows
    .filter((r) => r.published === published)
    .map((r) => ({ value: String(r.id), label: r.name, description: `#${r.id} · ${r.type} · ${r.puzzleCount} puzzles` }));
};

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Releases',
  icon: IconFileStack,
  rights,
  nav: [{ label: 'Releases', path: paths.releases, rule: right, icon: IconFileStack, area: 'Content' }],
  routes: [{ path: paths.releases, name: 'releases', title: 'Releases', rule: right, screen: () => import('./screens/ReleasesPage') }],
  commands: [
    {
      id: 'releases.openReleases',
      title: 'Releases',
      description: 'Puzzle-content releases: diff, publish, data file, upload',
      keywords: ['release', 'content', 'puzzle', 'upload'],
      rule: right,
      goTo: paths.releases,
      icon: IconFileStack,
    },
    {
      id: 'releases.createRelease',
      title: 'Create release',
      description: 'A puzzle-content release of folders (and categories)',
      keywords: ['release', 'new', 'content'],
      rule: right,
      goTo: `${paths.releases}?create=1`,
      icon: IconPlus,
    },
    {
      id: 'releases.publishRelease',
      title: 'Publish (lock) a release',
      description: 'Freeze a release’s content and lock its puzzles',
      keywords: ['release', 'publish', 'lock'],
      rule: right,
      needsProject: true,
      icon: IconLock,
      steps: [
        { kind: 'pick', id: 'release', title: 'Which release?', load: (ctx) => releaseOptions(ctx.code, false) },
        { kind: 'confirm', id: 'sure', title: 'Publish', message: (ctx) => CONFIRM.publish(`#${ctx.values.release}`) },
      ],
      run: async (ctx) => {
        await (await api()).releasesApi.publish(ctx.code ?? '', Number(ctx.values.release));
        ctx.toast(TOASTS.published);
      },
    },
    {
      id: 'releases.uploadToSandbox',
      title: 'Upload a release to sandbox',
      description: 'Try an unpublished release on sandbox: its upload check, then the upload (nothing is locked)',
      keywords: ['release', 'upload', 'sandbox', 'try'],
      rule: right,
      needsProject: true,
      icon: IconCloudUpload,
      steps: [{ kind: 'pick', id: 'release', title: 'Which unpublished release?', load: (ctx) => releaseOptions(ctx.code, false) }],
      run: (ctx) => ctx.navigate(`${fillPath(paths.releases, { code: ctx.code ?? '' })}?upload=${ctx.values.release}`),
    },
    rollbackCommand(releases),
  ],
});
