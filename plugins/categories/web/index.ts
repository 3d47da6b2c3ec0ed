// The categories plugin's manifest: the screen (Content), and palette commands to open it, create
// a category, import names and export names. Data only: no zod, no screen code.
import { IconCategory, IconFileExport, IconFileImport, IconPlus } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, paths, RIGHT_CATEGORIES, rights, TOASTS } from '../shared';

const right = rule.right(RIGHT_CATEGORIES);
// The calls load with the command's run, not with the manifest (which is in the first screen).
const api = () => import('./api');

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Categories',
  icon: IconCategory,
  rights,
  nav: [{ label: 'Categories', path: paths.categories, rule: right, icon: IconCategory, area: 'Content' }],
  routes: [
    { path: paths.categories, name: 'categories', title: 'Categories', rule: right, screen: () => import('./screens/CategoriesPage') },
  ],
  commands: [
    {
      id: 'categories.openCategories',
      title: 'Categories',
      description: 'The category tree: drag to reorder, check the order per country',
      keywords: ['category', 'tree', 'order', 'country'],
      rule: right,
      goTo: paths.categories,
      icon: IconCategory,
      priority: 2,
    },
    {
      id: 'categories.createCategory',
      title: 'Create category',
      description: 'A new category with its names, countries and custom orders',
      keywords: ['category', 'new', 'add'],
      rule: right,
      goTo: `${paths.categories}?create=1`,
      icon: IconPlus,
      priority: 1,
    },
    {
      id: 'categories.importNames',
      title: 'Import category names',
      description: 'Set category names in many languages from an xlsx file',
      keywords: ['category', 'translation', 'xlsx', 'upload', 'names'],
      rule: right,
      goTo: `${paths.categories}?import=1`,
      icon: IconFileImport,
    },
    {
      id: 'categories.exportNames',
      title: 'Export category names',
      description: "Download every category's names as xlsx",
      keywords: ['category', 'translation', 'xlsx', 'download', 'names'],
      rule: right,
      needsProject: true,
      icon: IconFileExport,
      run: async (ctx) => {
        await (await api()).categoriesApi.exportNames(ctx.code ?? '');
        ctx.toast(TOASTS.namesDownloaded);
      },
    },
  ],
});
