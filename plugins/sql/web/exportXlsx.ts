// Export to spreadsheet: the result as shown (header row, then the rows) in one sheet, written with
// core's xlsx helper (the library loads on the first export only).
import { downloadXlsx, sheetCell, xlsxFileName } from '../../../core/web/xlsx';
import type { SqlResult } from '../shared';

export async function exportXlsx(code: string, result: SqlResult): Promise<string> {
  return downloadXlsx(xlsxFileName('sql', code), [
    { name: 'Result', rows: [result.columns.map((c) => c.name), ...result.rows.map((r) => r.map(sheetCell))] },
  ]);
}
