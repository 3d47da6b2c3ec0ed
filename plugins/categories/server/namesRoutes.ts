// Names export (GET /category/{releaseType}/exportNames, an xlsx blob) and import (POST
// /category/importNames, multipart field xlsx). A project holds at most MAX_CATEGORIES categories,
// so both take well under a second (categories.test.ts prints the times for 2,000: about 0.3 s
// each on the 2-core machine): they answer directly, not as jobs.
import { rule as access } from '../../../core/shared/access';
import { fileNamePart } from '../../../core/shared/xlsx';
import { badRequest } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { MULTIPART_SLACK, readXlsxUpload, xlsxResponse } from '../../../core/server/xlsx';
import { endpoints } from '../endpoints';
import { MAX_IMPORT_BYTES, MESSAGES, RIGHT_CATEGORIES } from '../shared';
import { lockTree, projectRows } from './categories';
import { applyNames, namesXlsx, parseNamesImport } from './names';

const right = access.right(RIGHT_CATEGORIES);
const RELEASE_TYPE = /^[A-Za-z0-9_-]{1,40}$/;

export const namesRoutes = [
  routeOf(endpoints.importNames, {
    rule: right,
    summary: 'Import category names from an xlsx (multipart field xlsx): columns id and language codes; filled cells set that language',
    maxBodyBytes: MAX_IMPORT_BYTES + MULTIPART_SLACK,
    async handler({ c, db, project, user, audit }) {
      const { file, bytes } = await readXlsxUpload(c, 'xlsx', MAX_IMPORT_BYTES);
      await lockTree(db, project.code);
      const rows = await projectRows(db, project.code);
      const { changes, rows: read } = parseNamesImport(bytes, new Map(rows.map((r) => [r.id, r.name])));
      await applyNames(db, project.code, changes, user.displayName || user.mail);
      await audit({
        area: 'categories',
        action: 'importNames',
        target: file.name.slice(0, 255),
        before: changes.map((ch) => ({ id: ch.id, name: ch.before })),
        after: changes.map((ch) => ({ id: ch.id, name: ch.after })),
      });
      return { updated: changes.length, rows: read };
    },
  }),
  routeOf(endpoints.exportNames, {
    rule: right,
    summary: "Every category's names as an xlsx (id, parentId, path, then a column per language); the releaseType names the file",
    async handler({ db, project, params }) {
      if (!RELEASE_TYPE.test(params.releaseType))
        throw badRequest(MESSAGES.releaseType, [{ path: 'releaseType', message: MESSAGES.releaseType }]);
      const rows = await projectRows(db, project.code);
      return xlsxResponse(namesXlsx(rows), `${fileNamePart(project.code)}-${fileNamePart(params.releaseType)}-category-names.xlsx`);
    },
  }),
];
