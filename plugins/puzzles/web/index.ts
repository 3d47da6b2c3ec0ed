// The puzzles plugin's manifest: the folder screen (reached from the folders list through the
// route `puzzles`), and palette commands to open a folder, find a puzzle by id, create a puzzle,
// export a folder and import translations. Data only: it imports no zod and no screen code.
import { IconFileExport, IconFileImport, IconPlus, IconPuzzle, IconSearch } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { fillPath } from '../../../core/shared/plugin';
import { definePlugin, type CommandContext } from '../../../core/web/plugin';
import { EXPORT_KINDS, EXPORT_LABELS, PLUGIN_ID, paths, RIGHT_PUZZLES, rights } from '../shared';

const api = () => import('./api');
const right = rule.right(RIGHT_PUZZLES);

const folderStep = {
  kind: 'pick' as const,
  id: 'folder',
  title: 'Which folder?',
  load: async (ctx: CommandContext) => {
    const { folders } = await (await api()).puzzlesApi.folders(ctx.code ?? '');
    // Found by its name (the option's title) or its id (in the description).
    return folders.map((f) => ({
      value: String(f.id),
      label: f.name || `#${f.id}`,
      description: [`#${f.id}`, f.type].filter(Boolean).join(' · '),
    }));
  },
};
const folderPath = (ctx: CommandContext, query: Record<string, string>) =>
  `${fillPath(paths.puzzles, { code: ctx.code ?? '', folderId: ctx.values.folder })}?${new URLSearchParams(query)}`;

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Puzzles',
  icon: IconPuzzle,
  rights,
  routes: [{ path: paths.puzzles, name: 'puzzles', title: 'Puzzles', rule: right, screen: () => import('./screens/PuzzlesPage') }],
  commands: [
    {
      id: 'puzzles.openPuzzles',
      title: "Open a folder's puzzles …",
      description: "A folder's puzzles: attributes, order, moves, copies, exports",
      keywords: ['puzzle', 'puzzles', 'folder', 'open', 'level'],
      rule: right,
      needsProject: true,
      icon: IconPuzzle,
      steps: [folderStep],
      run: (ctx) => ctx.navigate(folderPath(ctx, {})),
    },
    {
      id: 'puzzles.findPuzzle',
      title: 'Find a puzzle by id …',
      description: 'Open the folder that holds a puzzle, on that puzzle',
      keywords: ['puzzle', 'search', 'id', 'level'],
      rule: right,
      needsProject: true,
      icon: IconSearch,
      steps: [
        {
          kind: 'text',
          id: 'id',
          title: 'Puzzle id',
          placeholder: 'e.g. 1024',
          validate: (v) => (/^\d{1,10}$/.test(v.trim()) && Number(v) >= 1 && Number(v) < 2 ** 31 ? null : 'Please input a puzzle id'),
        },
      ],
      run: async (ctx) => {
        const found = await (await api()).puzzlesApi.find(ctx.code ?? '', Number(ctx.values.id.trim()));
        const folder = found.folders[0];
        if (!folder) return ctx.toast(`Puzzle ${found.puzzle.id} is in no folder`);
        ctx.navigate(`${fillPath(paths.puzzles, { code: ctx.code ?? '', folderId: folder.id })}?id=${found.puzzle.id}`);
      },
    },
    {
      id: 'puzzles.exportFolder',
      title: 'Export a folder of puzzles …',
      description: 'Difficulty, translation, price, data, attributes or all puzzles as xlsx; level data as bin; pictures as a zip of webp',
      keywords: ['puzzle', 'export', 'xlsx', 'download', 'webp'],
      rule: right,
      needsProject: true,
      icon: IconFileExport,
      steps: [
        folderStep,
        {
          kind: 'pick',
          id: 'kind',
          title: 'What to export?',
          load: () => EXPORT_KINDS.map((k) => ({ value: k, label: EXPORT_LABELS[k] })),
        },
      ],
      run: async (ctx) => {
        const { jobId } = await (
          await api()
        ).puzzlesApi.exportFolder(ctx.code ?? '', Number(ctx.values.folder), ctx.values.kind as (typeof EXPORT_KINDS)[number]);
        ctx.navigate(folderPath(ctx, { job: String(jobId) }));
      },
    },
    {
      id: 'puzzles.createPuzzle',
      title: 'Create a puzzle …',
      description: 'A new puzzle in a folder: name, pictures, attributes (projects that allow create)',
      keywords: ['puzzle', 'new', 'add', 'create', 'picture'],
      rule: right,
      needsProject: true,
      icon: IconPlus,
      steps: [folderStep],
      run: (ctx) => ctx.navigate(folderPath(ctx, { create: '1' })),
    },
    {
      id: 'puzzles.importTranslations',
      title: 'Import puzzle translations …',
      description: "Fill a folder's puzzle names from an xlsx (id and one column per language)",
      keywords: ['puzzle', 'translation', 'import', 'xlsx', 'upload'],
      rule: right,
      needsProject: true,
      icon: IconFileImport,
      steps: [folderStep],
      run: (ctx) => ctx.navigate(folderPath(ctx, { import: 'translation' })),
    },
  ],
});
