// The folders plugin's manifest: the folders screen and random puzzles, and palette commands to
// open them and pick puzzles into a folder in steps. Opening a folder by name (its puzzles) is the
// puzzles plugin's command `puzzles.openPuzzles`.
import { IconDice5, IconFolderPlus, IconFolders, IconListCheck } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, paths, pickSourceDisabled, RIGHT_FOLDER, rights, TOASTS } from '../shared';

const api = () => import('./api');
const right = rule.right(RIGHT_FOLDER);
const folderOptions = async (code: string | null) => {
  const { folders } = await (await api()).foldersApi.all(code ?? '');
  return folders;
};

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Folders',
  icon: IconFolders,
  rights,
  nav: [{ label: 'Folders', path: paths.folders, rule: right, icon: IconFolders, area: 'Content' }],
  routes: [
    {
      path: paths.randomPuzzles,
      name: 'randomPuzzles',
      title: 'Random puzzles',
      rule: right,
      screen: () => import('./screens/RandomPuzzlesPage'),
    },
    { path: paths.folders, name: 'folders', title: 'Folders', rule: right, screen: () => import('./screens/FoldersPage') },
  ],
  commands: [
    {
      id: 'folders.openFolders',
      title: 'Folders',
      description: 'Folders: tags, translations, attributes, copy, pick',
      keywords: ['folder', 'tag'],
      rule: right,
      goTo: paths.folders,
      icon: IconFolders,
      priority: 1,
    },
    {
      id: 'folders.createFolder',
      title: 'Create folder',
      description: 'A new folder: its English name and type',
      keywords: ['folder', 'new', 'add'],
      rule: right,
      goTo: `${paths.folders}?create=1`,
      icon: IconFolderPlus,
    },
    {
      id: 'folders.pickPuzzles',
      title: 'Pick puzzles into a folder',
      description: 'Take the first puzzles of a source folder into a target folder from a start sort',
      keywords: ['folder', 'pick', 'puzzles', 'rule'],
      rule: right,
      needsProject: true,
      icon: IconListCheck,
      steps: [
        {
          kind: 'pick',
          id: 'target',
          title: 'Target folder',
          load: async (ctx) =>
            (await folderOptions(ctx.code)).map((f) => ({
              value: String(f.id),
              label: f.name.en ?? String(f.id),
              description: `#${f.id}`,
            })),
        },
        {
          kind: 'text',
          id: 'startSort',
          title: 'Start sort (1 or more)',
          validate: (v) => (/^[1-9]\d{0,8}$/.test(v.trim()) ? null : 'start sort can not be less than 1'),
        },
        {
          kind: 'pick',
          id: 'source',
          title: 'Source folder',
          load: async (ctx) =>
            (await folderOptions(ctx.code)).map((f) => ({
              value: String(f.id),
              label: f.name.en ?? String(f.id),
              description: `#${f.id} · ${f.puzzleCount} puzzles`,
              disabled: pickSourceDisabled(f, Number(ctx.values.target))
                ? f.needPub
                  ? 'needs publishing'
                  : 'the target folder'
                : undefined,
            })),
        },
        {
          kind: 'text',
          id: 'count',
          title: 'How many puzzles (1 or more)',
          validate: (v) => (/^[1-9]\d{0,4}$/.test(v.trim()) ? null : 'pick count can not be less than 1'),
        },
        {
          kind: 'confirm',
          id: 'sure',
          title: 'Pick puzzles',
          message: (ctx) =>
            `Add ${ctx.values.count} puzzles of folder #${ctx.values.source} to folder #${ctx.values.target} from sort ${ctx.values.startSort}?`,
        },
      ],
      run: async (ctx) => {
        await (
          await api()
        ).foldersApi.pick(ctx.code ?? '', {
          targetFolderInfo: { targetId: Number(ctx.values.target), startSort: Number(ctx.values.startSort) },
          loopRule: [{ id: Number(ctx.values.source), pickCount: Number(ctx.values.count) }],
        });
        ctx.toast(TOASTS.success);
      },
    },
    {
      id: 'folders.openRandomPuzzles',
      title: 'Random puzzles',
      description: 'Make folders of random puzzles from a spreadsheet',
      keywords: ['random', 'xlsx', 'folder'],
      rule: right,
      goTo: paths.randomPuzzles,
      icon: IconDice5,
    },
  ],
});
