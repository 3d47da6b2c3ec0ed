// Experiments v2 (000 §3, §5, §9): the wizard's one schema, which the web form validates step by
// step and the server validates as the body of create and update, with the spec's messages.
// Level bounds: 0 leaves that side open (as client version 0.0.0 does), so the default lv [0, 0]
// means every level. The spec shows the join-rule message in Chinese without its words: ours is
// V2_MESSAGES.joinRuleInside.
import { z } from 'zod';
import { EXPERIMENT_PLATFORMS, type JoinRule, type WizardFilter, type WizardGroup } from '../../../core/shared/experiments';
import { CLIENT_VERSION_PATTERN, compareVersions, OPEN_VERSION } from '../../../core/shared/version';
import { checkWhenValid, envNameField, idField, INT4_MAX, MAX_CHARS, requiredText } from '../../../core/shared/zod';

export const V2_MESSAGES = {
  name: 'Please input Experiment name!',
  group: 'Please input Group!',
  puzzleLength: 'Please input puzzle length!',
  weightsSum: 'The weights must sum to 100% !',
  /** 000 §5 shows it in Chinese: "the join rule's level range must lie within the filter's level range". */
  joinRuleInside: '加入规则的关卡范围必须在过滤条件的关卡范围内',
  weight: 'A weight is a whole number from 0 to 100',
  percent: 'Percent is a whole number from 1 to 100',
  level: 'A level is a whole number from 0 (open) up',
  levelOrder: 'The minimum level must not be above the maximum',
  version: 'Use a version such as 1.2.3',
  versionOrder: 'The minimum client version must not be above the maximum',
  date: 'Use a date such as 2026-05-01',
  dateOrder: 'The start date must not be after the end date',
  country: 'Use two-letter country codes such as US',
  platform: 'Please select a platform',
  env: 'Please select an env',
  duplicateTag: 'Each group needs its own tag',
  tagsMatch: 'The groups must be the tags of Group, in order',
  puzzleId: 'A puzzle id is a whole number from 1',
  duplicatePuzzle: 'duplicate puzzle',
  aaNoLevels: 'AA experiments have no levels',
  levelsLength: (tag: string, n: number) => `Group ${tag} needs ${n} puzzle ids (the puzzle length), or none to play the default puzzles`,
  tooManyGroups: 'At most 26 groups',
} as const;

/** 000 §9: puzzleLength min 1; the largest we take (an operator never reaches it). */
export const MAX_PUZZLE_LENGTH = 1000;
export const MAX_GROUPS = 26;
export const DEFAULT_PERCENT = 100;

const whole = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const version = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() ? v.trim() : OPEN_VERSION),
  z.string().regex(CLIENT_VERSION_PATTERN, V2_MESSAGES.version),
);
const level = whole(V2_MESSAGES.level, 0, INT4_MAX);
const levelRange = z.tuple([level, level]).refine(([lo, hi]) => hi === 0 || lo <= hi, { message: V2_MESSAGES.levelOrder, path: [1] });
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string()
    .regex(ISO_DAY, V2_MESSAGES.date)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), V2_MESSAGES.date)
    .nullable(),
);

export const filterSchema = z
  .object({
    clientVersion: z.tuple([version, version]).default([OPEN_VERSION, OPEN_VERSION]),
    lv: levelRange.default([0, 0]),
    startAt: day.optional(),
    endAt: day.optional(),
    country: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, V2_MESSAGES.country),
      )
      .max(300, V2_MESSAGES.country)
      .default([]),
  })
  .superRefine((f, ctx) => {
    const [min, max] = f.clientVersion;
    if (max !== OPEN_VERSION && compareVersions(min, max) > 0)
      ctx.addIssue({ code: 'custom', message: V2_MESSAGES.versionOrder, path: ['clientVersion', 1] });
    if (f.startAt && f.endAt && f.startAt > f.endAt) ctx.addIssue({ code: 'custom', message: V2_MESSAGES.dateOrder, path: ['endAt'] });
  });

export const joinRuleSchema = z.object({ lv: levelRange.default([0, 0]) });

const puzzleId = whole(V2_MESSAGES.puzzleId, 1, INT4_MAX);

export const groupSchema = z.object({
  tag: requiredText(V2_MESSAGES.group, MAX_CHARS.name),
  weight: whole(V2_MESSAGES.weight, 0, 100),
  total: whole(V2_MESSAGES.puzzleLength, 0, MAX_PUZZLE_LENGTH).optional(),
  folderId: idField('Not a valid folder').nullable().optional(),
  data: z
    .object({ levels: z.array(puzzleId).max(MAX_PUZZLE_LENGTH, `At most ${MAX_PUZZLE_LENGTH} puzzles`).default([]) })
    .default({ levels: [] }),
});

/** A level range with 0 as an open side: [lo, hi] where hi is Infinity when open. */
export function span(lv: readonly [number, number]): [number, number] {
  return [lv[0], lv[1] === 0 ? Infinity : lv[1]];
}

/** Does the join rule's level range lie within the filter's (0 is an open side on either)? */
export function joinRuleInside(join: readonly [number, number], filter: readonly [number, number]): boolean {
  const [jl, jh] = span(join);
  const [fl, fh] = span(filter);
  return jl >= fl && jh <= fh;
}

/** The tags of the Group field ('A,B,C'): trimmed, blanks dropped. */
export const tagsOf = (group: string): string[] =>
  group
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** 000 §5: 100 split evenly, the remainder one each to the first groups (3 groups: 34, 33, 33). */
export function defaultWeights(n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(100 / n);
  const rest = 100 - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

const weightsSumIssue = (weights: number[]) => weights.length > 0 && weights.reduce((a, b) => a + b, 0) !== 100;

const wizardFields = {
  name: requiredText(V2_MESSAGES.name, MAX_CHARS.name),
  /** 1 AA (groups without levels), 0 AB. */
  aaTag: z.union([z.literal(0), z.literal(1)], { error: 'aaTag is 0 (AB) or 1 (AA)' }).default(0),
  /** Absent: 100 on create (000 §9), unchanged on update. */
  percent: whole(V2_MESSAGES.percent, 1, 100).optional(),
  copyFrom: idField('Not a valid experiment').nullable().optional(),
  filter: filterSchema.default({ clientVersion: [OPEN_VERSION, OPEN_VERSION], lv: [0, 0], country: [] }),
  joinRule: joinRuleSchema.nullable().default(null),
  /** The wizard's comma-separated tags ('A,B,C'); derived from `groups` when a call leaves it out. */
  group: z
    .string({ error: V2_MESSAGES.group })
    .max(MAX_CHARS.text)
    .refine((s) => tagsOf(s).length > 0, V2_MESSAGES.group),
  /** How many puzzles each group plays; derived from the groups when a call leaves it out. */
  puzzleLength: whole(V2_MESSAGES.puzzleLength, 1, MAX_PUZZLE_LENGTH),
  groups: z.array(groupSchema).max(MAX_GROUPS, V2_MESSAGES.tooManyGroups),
};

type WizardShape = {
  aaTag: 0 | 1;
  filter: { lv: [number, number] };
  joinRule: { lv: [number, number] } | null;
  group: string;
  puzzleLength: number;
  groups: { tag: string; weight: number; data: { levels: number[] } }[];
};

// Each cross-field check runs as soon as the fields it reads parsed (checkWhenValid), so a step
// of the wizard shows its messages while a later step is still empty.
function checkGroups(v: WizardShape, ctx: z.RefinementCtx) {
  const tags = tagsOf(v.group);
  if (tags.length !== v.groups.length || tags.some((t, i) => t !== v.groups[i]?.tag))
    ctx.addIssue({ code: 'custom', message: V2_MESSAGES.tagsMatch, path: ['group'] });
  else if (new Set(tags).size !== tags.length) ctx.addIssue({ code: 'custom', message: V2_MESSAGES.duplicateTag, path: ['group'] });
}

function checkWeights(v: WizardShape, ctx: z.RefinementCtx) {
  if (weightsSumIssue(v.groups.map((g) => g.weight))) ctx.addIssue({ code: 'custom', message: V2_MESSAGES.weightsSum, path: ['groups'] });
}

function checkJoinRule(v: WizardShape, ctx: z.RefinementCtx) {
  if (v.joinRule && !joinRuleInside(v.joinRule.lv, v.filter.lv))
    ctx.addIssue({ code: 'custom', message: V2_MESSAGES.joinRuleInside, path: ['joinRule', 'lv'] });
}

function checkLevels(v: WizardShape, ctx: z.RefinementCtx) {
  v.groups.forEach((g, i) => {
    const levels = g.data.levels;
    if (v.aaTag === 1 && levels.length)
      ctx.addIssue({ code: 'custom', message: V2_MESSAGES.aaNoLevels, path: ['groups', i, 'data', 'levels'] });
    else if (levels.length && levels.length !== v.puzzleLength)
      ctx.addIssue({ code: 'custom', message: V2_MESSAGES.levelsLength(g.tag, v.puzzleLength), path: ['groups', i, 'data', 'levels'] });
    else if (new Set(levels).size !== levels.length) {
      const dup = levels.find((id, k) => levels.indexOf(id) !== k);
      ctx.addIssue({
        code: 'custom',
        message: `${V2_MESSAGES.duplicatePuzzle}: #${dup} twice in group ${g.tag}`,
        path: ['groups', i, 'data', 'levels'],
      });
    }
  });
}

/** A call that sends only the spec's body (no wizard fields) gets them from its groups. */
function deriveWizardFields(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = v as Record<string, unknown>;
  const groups = Array.isArray(o.groups) ? (o.groups as { tag?: unknown; total?: unknown; data?: { levels?: unknown } }[]) : null;
  const out = { ...o };
  if (out.group === undefined && groups) out.group = groups.map((g) => (g && typeof g.tag === 'string' ? g.tag : '')).join(',');
  if (out.puzzleLength === undefined && groups?.[0]) {
    const g = groups[0];
    out.puzzleLength = typeof g.total === 'number' ? g.total : Array.isArray(g.data?.levels) ? g.data.levels.length : undefined;
  }
  return out;
}

const as = (check: (v: WizardShape, ctx: z.RefinementCtx) => void) => (v: unknown, ctx: z.RefinementCtx) => check(v as WizardShape, ctx);
const wizard = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess(
    deriveWizardFields,
    z
      .object(shape)
      .superRefine(as(checkGroups), checkWhenValid('group', 'groups'))
      .superRefine(as(checkWeights), checkWhenValid('groups'))
      .superRefine(as(checkJoinRule), checkWhenValid('filter', 'joinRule'))
      .superRefine(as(checkLevels), checkWhenValid('aaTag', 'puzzleLength', 'groups')),
  );

/** The wizard form's values and the update body (PUT): platform and env stay as created. */
export const experimentV2Schema = wizard(wizardFields);
/** The create body (POST): the wizard's fields and the list's platform and env tabs. */
export const createExperimentV2Schema = wizard({
  ...wizardFields,
  platform: z.enum(EXPERIMENT_PLATFORMS, { error: V2_MESSAGES.platform }),
  env: envNameField(V2_MESSAGES.env),
});

export type ExperimentV2Input = z.input<typeof experimentV2Schema>;
export type ExperimentV2Values = z.output<typeof experimentV2Schema>;

/** The wizard's steps and the fields each validates (000 §4: validated step by step). */
export const WIZARD_STEPS = [
  { title: 'Base Info', fields: ['name', 'aaTag', 'percent', 'copyFrom'] },
  { title: 'Rules', fields: ['filter', 'joinRule'] },
  { title: 'Group Detail', fields: ['group', 'puzzleLength', 'groups'] },
] as const;

/** The errors of one step: those whose path starts with one of its fields. */
export function stepErrors(errors: Record<string, string>, step: number): Record<string, string> {
  const fields: readonly string[] = WIZARD_STEPS[step]?.fields ?? [];
  return Object.fromEntries(Object.entries(errors).filter(([key]) => fields.some((f) => key === f || key.startsWith(`${f}.`))));
}

/** A running edit ("Adjust"): only the weights, the percent and the filter change; a new phase starts. */
export const adjustExperimentV2Schema = z
  .object({
    percent: whole(V2_MESSAGES.percent, 1, 100),
    filter: filterSchema,
    weights: z
      .array(whole(V2_MESSAGES.weight, 0, 100))
      .min(1, V2_MESSAGES.weightsSum)
      .max(MAX_GROUPS, V2_MESSAGES.tooManyGroups),
  })
  .superRefine((v, ctx) => {
    if (weightsSumIssue(v.weights)) ctx.addIssue({ code: 'custom', message: V2_MESSAGES.weightsSum, path: ['weights'] });
  }, checkWhenValid('weights'));

/** Deploy: the percent to run at (default: the experiment's). Under 100 is a gray publish. */
export const deployExperimentV2Schema = z.object({ percent: whole(V2_MESSAGES.percent, 1, 100).optional() }).default({});

export const listExperimentsV2Query = z.object({
  env: envNameField(V2_MESSAGES.env),
  platform: z.enum(EXPERIMENT_PLATFORMS, { error: V2_MESSAGES.platform }),
});

/** An experiment v2 as the API answers it. */
export interface ExperimentV2 {
  id: number;
  name: string;
  aaTag: number;
  platform: string;
  env: string;
  status: string;
  percent: number;
  filter: WizardFilter;
  joinRule: JoinRule | null;
  groups: WizardGroup[];
  copyFrom: number | null;
  phase: number;
  operator: string;
  createdAt: string;
  updatedAt: string;
}

export interface FolderOption {
  id: number;
  name: string;
  puzzles: number;
}

export interface FolderPuzzle {
  id: number;
  name: string;
}
