// The puzzles' spreadsheets (the one module that touches the `xlsx` package): the exports' sheets
// and the translation and price imports (002 §7: multipart field `xlsx`). Layouts:
//   difficulty   id | sort | difficulty | isHard | quality | review_score
//   translation  id | sort | en | <other language codes…>        (import: id + language columns)
//   price        id | sort | priceList (JSON array)                (import: id | priceList)
//   data         id | sort | md5 | data (JSON)
//   attributes   id | sort | <every attr key seen>
//   all          id | originId | sort | name (JSON) | isReleased | md5 | pic1 | pic2 | attr (JSON) | priceList (JSON)
import { readSheetRows, writeXlsxAsync } from '../../../core/server/xlsx';
import type { PuzzleRow } from '../../../core/server/db/content';
import type { ExportKind } from '../shared';

/** Excel keeps at most 32,767 characters in a cell. */
const CELL_MAX = 32_767;
const cell = (v: unknown): string | number | boolean => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > CELL_MAX ? s.slice(0, CELL_MAX) : s;
};

export type SheetKind = Exclude<ExportKind, 'pics' | 'bin'>;

/** Builds rows for a kind; `columns` grows as keys are met (translation languages, attr keys). */
export class SheetBuilder {
  private rows: Record<string, unknown>[] = [];
  private extra = new Set<string>();
  constructor(readonly kind: SheetKind) {}

  add(p: PuzzleRow, sort: number): void {
    switch (this.kind) {
      case 'difficulty':
        this.rows.push({
          id: p.id,
          sort,
          difficulty: p.attr.difficulty,
          isHard: p.attr.isHard ?? false,
          quality: p.attr.quality,
          review_score: p.attr.review_score,
        });
        break;
      case 'translation':
        for (const k of Object.keys(p.name)) if (k !== 'en') this.extra.add(k);
        this.rows.push({ id: p.id, sort, ...p.name });
        break;
      case 'price':
        this.rows.push({ id: p.id, sort, priceList: p.priceList });
        break;
      case 'data':
        this.rows.push({ id: p.id, sort, md5: p.md5, data: p.data });
        break;
      case 'attributes':
        for (const k of Object.keys(p.attr)) this.extra.add(k);
        this.rows.push({ id: p.id, sort, ...p.attr });
        break;
      case 'all':
        this.rows.push({
          id: p.id,
          originId: p.originId,
          sort,
          name: p.name,
          isReleased: p.isReleased,
          md5: p.md5,
          pic1: p.pic1,
          pic2: p.pic2,
          attr: p.attr,
          priceList: p.priceList,
        });
        break;
    }
  }

  get size(): number {
    return this.rows.length;
  }

  columns(): string[] {
    const fixed: Record<SheetKind, string[]> = {
      difficulty: ['id', 'sort', 'difficulty', 'isHard', 'quality', 'review_score'],
      translation: ['id', 'sort', 'en'],
      price: ['id', 'sort', 'priceList'],
      data: ['id', 'sort', 'md5', 'data'],
      attributes: ['id', 'sort'],
      all: ['id', 'originId', 'sort', 'name', 'isReleased', 'md5', 'pic1', 'pic2', 'attr', 'priceList'],
    };
    return [...fixed[this.kind], ...[...this.extra].sort()];
  }

  toXlsx(): Promise<Uint8Array> {
    const header = this.columns();
    const aoa = [header, ...this.rows.map((r) => header.map((h) => cell(r[h])))];
    return writeXlsxAsync([{ name: this.kind, rows: aoa }]);
  }
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v)).trim();

export interface ParsedSheet {
  header: string[];
  rows: { row: number; cells: Record<string, string> }[];
}

/** The first sheet as a header and rows of text (null: not a readable workbook). */
export function readSheet(bytes: Uint8Array, maxRows = 200_000): ParsedSheet | null {
  try {
    const aoa = readSheetRows(bytes, { maxRows: maxRows + 1 });
    if (!aoa.length) return null;
    const header = (aoa[0] ?? []).map(text);
    const rows = aoa.slice(1).map((cells, i) => ({ row: i + 2, cells: Object.fromEntries(header.map((h, j) => [h, text(cells[j])])) }));
    return { header, rows };
  } catch {
    return null;
  }
}
