// Upload tasks (002 §5 "Upload tasks", §8 the three error tables). The workbook (the template's
// layout, GET task/template):
//   sheet "Tasks":     one row per task; the columns of TASK_COLUMNS (by header name, any order)
//   sheet "Languages": taskName | language | title | subtitle | body, one row per task and language
// Every task row becomes a task body checked by the one task schema (schemas/tasks.ts); a problem in
// a cell is a Cell Error naming it (B7), a problem with a task's texts a Task Language Error, a
// bonusCode in extra data that the project's env does not have a Task Bonus Code Error. Any error:
// nothing is created.
import type { z } from 'zod';
import type { ProvidedContracts } from '../../../../core/server/provides';
import type { Db } from '../../../../core/server/db/connect';
import { badRequest } from '../../../../core/server/errors';
import { cellText, readBookSheets } from '../../../../core/server/xlsx';
import type { Env } from '../../../../core/shared/constants';
import { isLanguage } from '../../../../core/shared/languages';
import { linkValueProblem } from '../../../../core/shared/zod';
import type { CellError, TaskError } from '../../endpoints/list';
import { TASK_MESSAGES, taskBodySchema, type TaskBody } from '../../schemas/tasks';

export const TASKS_SHEET = 'Tasks';
export const LANGUAGES_SHEET = 'Languages';
export const MAX_UPLOAD_TASKS = 500;
/** The extra-data key that names a bonus code of the project (checked against its env's codes). */
export const BONUS_CODE_KEY = 'bonusCode';

/** The Tasks sheet's columns: header, what it holds, an example for the template. */
export const TASK_COLUMNS = [
  ['taskName', 'Task name (required, unique in the file)', 'Weekend coins'],
  ['description', 'Description', 'Reminds lapsed players of the weekend bonus'],
  ['platform', 'Android, iOS or Both (or 1, 2, 3)', 'Both'],
  ['isCycle', 'Repeat every N days; 0 once', 0],
  ['startAt', 'Local start YYYY-MM-DD HH:mm:00', '2026-12-05 18:00:00'],
  ['endAt', 'Local end (only when isCycle > 0)', ''],
  ['countryScope', 'Country codes, comma separated; empty: all', ''],
  ['timezone', 'Empty: each device at its local time; or an IANA zone for everyone at once', ''],
  ['country', 'Audience countries, comma separated', 'US,GB'],
  ['language', 'Audience languages, comma separated', ''],
  ['audienceTimezone', 'Audience IANA zones, comma separated', ''],
  ['startVersion', 'Lowest app version (1.2.3)', ''],
  ['endVersion', 'Highest app version', ''],
  ['lastLoginDayMoreThan', 'Last login more than N days ago', ''],
  ['lastLoginDayLessThan', 'Last login less than N days ago', 3],
  ['tokenReciveDay', 'Token received at least N days ago', 0],
  ['random', 'Random share of the audience, 1 to 100; empty: all', ''],
  ['imageUrl', 'Image URL', ''],
  ['channel_id', 'Android channel id', ''],
  ['notification_priority', 'Priority 0 to 5', 3],
  ['badge', 'Badge number', 1],
  ['sound', 'Sound', 'default'],
  ['transactional', '1: ignores the frequency cap and quiet hours', 0],
  ['extraData', 'key=value; key=value (bonusCode=... names a bonus code)', 'screen=shop'],
] as const;
export type TaskColumn = (typeof TASK_COLUMNS)[number][0];
export const LANGUAGE_COLUMNS = ['taskName', 'language', 'title', 'subtitle', 'body'] as const;

export const UPLOAD_MESSAGES = {
  noTasksSheet: `The file needs a sheet named ${TASKS_SHEET} (download the template)`,
  missingColumns: (cols: string[]) => `The ${TASKS_SHEET} sheet misses the columns ${cols.join(', ')} (download the template)`,
  noTasks: 'The file has no tasks',
  tooMany: `At most ${MAX_UPLOAD_TASKS} tasks per file`,
  twice: 'The task name is in the file twice',
  notNumber: 'Not a number',
  platform: 'Android, iOS or Both',
  flag: 'Use 1 or 0',
  extraData: 'Use key=value; key=value',
  unknownTask: (name: string) => `No task named ${name} in the ${TASKS_SHEET} sheet`,
  language: (code: string) => `${code}: not a supported language`,
  languageTwice: (code: string) => `${code} is given twice`,
  noEnglish: TASK_MESSAGES.englishRequired,
  noBonus: (code: string, env: string) => `Bonus code ${code} does not exist in ${env}`,
  failed: 'Nothing was uploaded: fix the errors below',
  success: 'Upload success',
} as const;

/** Column letters of a 0-based index: 0 A, 25 Z, 26 AA. */
export function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** The template: both sheets with their headers and one example task. */
export function templateSheets() {
  return [
    {
      name: TASKS_SHEET,
      rows: [TASK_COLUMNS.map((c) => c[0]), TASK_COLUMNS.map((c) => c[2])],
      widths: TASK_COLUMNS.map((c) => Math.max(12, c[0].length + 2)),
    },
    {
      name: LANGUAGES_SHEET,
      rows: [
        [...LANGUAGE_COLUMNS],
        ['Weekend coins', 'en', 'Your coins are waiting', '', 'Claim the weekend bonus now'],
        ['Weekend coins', 'fr', 'Vos pièces vous attendent', '', 'Réclamez le bonus du week-end'],
      ],
      widths: [20, 10, 30, 20, 40],
    },
    { name: 'Help', rows: [['column', 'meaning'], ...TASK_COLUMNS.map((c) => [c[0], c[1]])], widths: [24, 80] },
  ];
}

export interface UploadErrors {
  errorCells: CellError[];
  errorLanguageTasks: TaskError[];
  errorBonusCodes: TaskError[];
}

export interface ParsedUpload extends UploadErrors {
  bodies: { taskName: string; body: TaskBody }[];
}

/** Excel's day serial (1900 system) as 'YYYY-MM-DD HH:mm:00': a program may turn typed dates into numbers. */
function serialTime(n: number): string {
  const d = new Date(Math.round(((n - 25569) * 86_400_000) / 60_000) * 60_000);
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)}:00`;
}
const list = (v: unknown) =>
  cellText(v)
    .split(/[,;\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);
/** A blank cell: the schema's default; a number: itself; text: a number when it reads as one, else the text (the schema names it). */
const number = (v: unknown) => {
  if (typeof v === 'number') return v;
  const t = cellText(v);
  if (!t) return undefined;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
};
const nullableNumber = (v: unknown) => number(v) ?? null;
const time = (v: unknown) => (typeof v === 'number' ? serialTime(v) : cellText(v));

/** Reads and checks the workbook: the bodies to create, or the errors. */
/** `appSchemes`: the project's (`config.appSchemes`), which deep links in the extra data may use besides http(s). */
export async function parseUpload(
  db: Db,
  project: string,
  env: Env,
  bytes: Uint8Array,
  isDataType: 0 | 1,
  appSchemes: readonly string[] = [],
  /** The bonus plugin's `bonus.codes` (undefined without it: no code exists). */
  bonusCodes?: ProvidedContracts['bonus.codes'],
): Promise<ParsedUpload> {
  const sheets = readBookSheets(bytes, { maxRows: MAX_UPLOAD_TASKS * 30 });
  // By name in any case; a sheet named after the CSV it came from ('Tasks.csv', Gnumeric's merge) counts.
  const sheetOf = (name: string) =>
    [...sheets.entries()].find(
      ([n]) =>
        n
          .trim()
          .replace(/\.(csv|txt)$/i, '')
          .toLowerCase() === name.toLowerCase(),
    )?.[1];
  const taskRows = sheetOf(TASKS_SHEET);
  if (!taskRows) throw badRequest(UPLOAD_MESSAGES.noTasksSheet);
  const header = (taskRows[0] ?? []).map((h) => cellText(h).toLowerCase());
  const at = new Map<TaskColumn, number>();
  for (const [name] of TASK_COLUMNS) {
    const i = header.indexOf(name.toLowerCase());
    if (i >= 0) at.set(name, i);
  }
  const missing = (['taskName', 'platform', 'startAt'] as const).filter((c) => !at.has(c));
  if (missing.length) throw badRequest(UPLOAD_MESSAGES.missingColumns([...missing]));
  const rows = taskRows
    .map((cells, i) => ({ cells, row: i + 1 }))
    .slice(1)
    .filter((r) => r.cells.some((c) => cellText(c) !== ''));
  if (!rows.length) throw badRequest(UPLOAD_MESSAGES.noTasks);
  if (rows.length > MAX_UPLOAD_TASKS) throw badRequest(UPLOAD_MESSAGES.tooMany);

  const errors: UploadErrors = { errorCells: [], errorLanguageTasks: [], errorBonusCodes: [] };
  const cellError = (row: number, col: TaskColumn, message: string) => {
    if (errors.errorCells.some((e) => e.cell === `${columnName(at.get(col) ?? 0)}${row}`)) return;
    errors.errorCells.push({ cell: `${columnName(at.get(col) ?? 0)}${row}`, field: col, sheet: TASKS_SHEET, message });
  };
  const languageError = (taskName: string, errorInfo: string) =>
    errors.errorLanguageTasks.push({ taskName, errorInfo, sheet: LANGUAGES_SHEET });

  // The Languages sheet: alerts per task name.
  const alerts = new Map<string, Record<string, { title: string; subtitle: string; body: string }>>();
  const langRows = sheetOf(LANGUAGES_SHEET) ?? [];
  const lh = (langRows[0] ?? []).map((h) => cellText(h).toLowerCase());
  const li = Object.fromEntries(LANGUAGE_COLUMNS.map((c) => [c, lh.indexOf(c.toLowerCase())])) as Record<
    (typeof LANGUAGE_COLUMNS)[number],
    number
  >;
  const names = new Set(rows.map((r) => cellText(r.cells[at.get('taskName')!])));
  for (const cells of langRows.slice(1)) {
    if (!cells.some((c) => cellText(c) !== '')) continue;
    const get = (k: (typeof LANGUAGE_COLUMNS)[number]) => (li[k] >= 0 ? cellText(cells[li[k]]) : '');
    const taskName = get('taskName');
    const lang = get('language');
    if (!names.has(taskName)) {
      languageError(taskName, UPLOAD_MESSAGES.unknownTask(taskName));
      continue;
    }
    if (!isLanguage(lang)) {
      languageError(taskName, UPLOAD_MESSAGES.language(lang || '(blank)'));
      continue;
    }
    const own = alerts.get(taskName) ?? {};
    if (own[lang]) languageError(taskName, UPLOAD_MESSAGES.languageTwice(lang));
    own[lang] = { title: get('title'), subtitle: get('subtitle'), body: get('body') };
    alerts.set(taskName, own);
  }

  const seen = new Set<string>();
  const bodies: ParsedUpload['bodies'] = [];
  for (const { cells, row } of rows) {
    const cell = (col: TaskColumn) => (at.has(col) ? cells[at.get(col)!] : '');
    const taskName = cellText(cell('taskName'));
    if (taskName && seen.has(taskName)) cellError(row, 'taskName', UPLOAD_MESSAGES.twice);
    seen.add(taskName);
    const platformText = cellText(cell('platform')).toLowerCase();
    const platform =
      ({ android: 1, ios: 2, both: 3, '1': 1, '2': 2, '3': 3 } as Record<string, number>)[platformText] ??
      (platformText ? platformText : undefined);
    const flag = cellText(cell('transactional')).toLowerCase();
    const transactional = ['', '0', 'false', 'no'].includes(flag) ? false : ['1', 'true', 'yes'].includes(flag) ? true : flag;
    const extra: { key: string; value: string }[] = [];
    let extraBad = false;
    for (const part of cellText(cell('extraData'))
      .split(/[;\n]/)
      .map((p) => p.trim())
      .filter(Boolean)) {
      const eq = part.indexOf('=');
      if (eq < 0) extraBad = true;
      else extra.push({ key: part.slice(0, eq).trim(), value: part.slice(eq + 1).trim() });
    }
    if (extraBad) cellError(row, 'extraData', UPLOAD_MESSAGES.extraData);
    const more = nullableNumber(cell('lastLoginDayMoreThan'));
    const less = nullableNumber(cell('lastLoginDayLessThan'));
    const alert = alerts.get(taskName) ?? {};
    const input = {
      platform,
      name: taskName,
      description: cellText(cell('description')),
      notification: {
        alert,
        imageUrl: cellText(cell('imageUrl')),
        badge: number(cell('badge')),
        sound: cellText(cell('sound')) || undefined,
        channel_id: cellText(cell('channel_id')),
        notification_priority: number(cell('notification_priority')),
        isDataType,
      },
      scheduleRule: {
        isCycle: number(cell('isCycle')),
        startAt: time(cell('startAt')),
        endAt: time(cell('endAt')),
        countryScope: list(cell('countryScope')),
        timezone: cellText(cell('timezone')),
      },
      audienceRule: {
        country: list(cell('country')),
        timezone: list(cell('audienceTimezone')),
        startVersion: cellText(cell('startVersion')),
        endVersion: cellText(cell('endVersion')),
        language: list(cell('language')),
        lastLoginMode: more !== null && less !== null ? 'between' : more !== null ? 'min' : less !== null ? 'max' : '',
        lastLoginDayMoreThan: more,
        lastLoginDayLessThan: less,
        tokenReciveDay: number(cell('tokenReciveDay')),
        random: nullableNumber(cell('random')),
      },
      extraData: extra,
      transactional,
    };
    const parsed = taskBodySchema.safeParse(input);
    if (!Object.keys(alert).length && taskName) languageError(taskName, UPLOAD_MESSAGES.noEnglish);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) report(issue, row, taskName, cellError, languageError, Object.keys(alert).length > 0);
      continue;
    }
    const linkProblem = parsed.data.extraData.map((e) => linkValueProblem(e.value, appSchemes)).find(Boolean);
    if (linkProblem) cellError(row, 'extraData', linkProblem);
    else if (!extraBad) bodies.push({ taskName, body: parsed.data });
  }

  // Bonus codes the tasks name must exist in the project's env.
  const wanted = bodies.flatMap((b) =>
    b.body.extraData.filter((e) => e.key === BONUS_CODE_KEY).map((e) => ({ taskName: b.taskName, code: e.value })),
  );
  if (wanted.length) {
    const found = bonusCodes
      ? await bonusCodes(
          db,
          project,
          env,
          wanted.map((w) => w.code),
        )
      : new Set<string>();
    for (const w of wanted)
      if (!found.has(w.code))
        errors.errorBonusCodes.push({ taskName: w.taskName, errorInfo: UPLOAD_MESSAGES.noBonus(w.code, env), sheet: TASKS_SHEET });
  }
  return { ...errors, bodies };
}

/** Where a schema issue goes: a Tasks cell, or the task's language errors. */
function report(
  issue: z.core.$ZodIssue,
  row: number,
  taskName: string,
  cellError: (row: number, col: TaskColumn, m: string) => void,
  languageError: (t: string, m: string) => void,
  hasAlerts: boolean,
) {
  const [a, b, c] = issue.path.map(String);
  if (a === 'notification' && b === 'alert') {
    // No alert at all is already reported once (noEnglish).
    if (hasAlerts)
      languageError(
        taskName,
        c && issue.path.length > 3 && issue.message !== TASK_MESSAGES.englishRequired ? `${c}: ${issue.message}` : issue.message,
      );
    return;
  }
  const col: TaskColumn =
    a === 'name'
      ? 'taskName'
      : a === 'description' || a === 'platform' || a === 'transactional' || a === 'extraData'
        ? a
        : a === 'scheduleRule'
          ? ((b as TaskColumn) ?? 'startAt')
          : a === 'audienceRule'
            ? b === 'timezone'
              ? 'audienceTimezone'
              : b === 'lastLoginMode'
                ? 'lastLoginDayLessThan'
                : ((b as TaskColumn) ?? 'country')
            : a === 'notification'
              ? ((b as TaskColumn) ?? 'imageUrl')
              : 'taskName';
  cellError(row, TASK_COLUMNS.some((x) => x[0] === col) ? col : 'taskName', issue.message);
}
