import { projectTexts } from './provided';
import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { mlCommonKeys, mlProjectKeys, mlTags, mlVersions } from './db';
import { routes as commonRoutes } from './common/routes';
import { seedTranslations } from './demo';
import { runMachineTranslate } from './mt/job';
import { routes as mtRoutes } from './mt/routes';
import { MT_JOB } from '../endpoints/mt';
import { IMPORT_JOB } from '../endpoints/common';
import { EXCEL_JOB } from '../endpoints/project';
import { FILE_JOB } from '../endpoints/publish';
import { runImport } from './importJob';
import { runExcelExport } from './project/excelExport';
import { routes as projectRoutes } from './project/routes';
import { runFileExport } from './publish/fileExport';
import { routes as publishRoutes } from './publish/routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Translations',
  rights,
  // The project part last: its `/v1/:code/mlTranslate/:id` would otherwise take the publish
  // part's static paths under the same prefix (gate, history, getI18nFile).
  routes: [...commonRoutes, ...publishRoutes, ...mtRoutes, ...projectRoutes],
  tables: { mlTags, mlCommonKeys, mlProjectKeys, mlVersions },
  jobs: { [MT_JOB]: runMachineTranslate, [IMPORT_JOB]: runImport, [EXCEL_JOB]: runExcelExport, [FILE_JOB]: runFileExport },
  demo: seedTranslations,
  provides: { 'translations.projectTexts': projectTexts },
});
