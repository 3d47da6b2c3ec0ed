// Experiments v1 (001 §3, §5): the one zod schema of the three-step form, which the Mantine form
// validates step by step and the server validates whole, the deploy and switch bodies, and the
// list query. The spec's messages are in V1_MESSAGES; the rest are ours (the spec is silent).
import { z } from 'zod';
import { atMost, checkWhenValid, envNameField, idField, INT4_MAX, MAX_CHARS, pagingFields, wholeNumber } from '../../../core/shared/zod';
import { CLIENT_VERSION_PATTERN } from '../../../core/shared/version';
import { PAGE_SIZE, PAGE_SIZES } from '../shared';

export const V1_MESSAGES = {
  nameRequired: 'Please input Experiment name!',
  scopeOrder: 'The start value should be less than the end value!',
  weightsSum: 'The weights must add up to 100!',
  envRequired: 'Please select Env!',
  // The release the default puzzles come from (ours, the releases screen's wording).
  releaseTypeUnknown: (t: string) => `Unknown release type '${t}': use one of the project's release types`,
  // Ours from here.
  scopeStartRequired: 'Please input the start level!',
  scopeEndRequired: 'Please input the end level!',
  scopeTooLong: `A scope covers at most 1000 levels`,
  groupRequired: 'Please input Group!',
  groupTagsUnique: 'Each group tag may be used once',
  groupCount: 'At most 10 groups',
  puzzleRequired: 'Please input puzzle id!',
  levelsMismatch: 'Each group needs one puzzle per level of the scope',
  versionIllegal: 'Illegal version!',
  ownersOnly: "Only the project's owners and admins can deploy experiments or switch them on and off",
  notDeployed: (env: string) => `Not deployed to ${env}: deploy it first`,
  /** 'duplicate puzzle' plus which puzzle, which group and which levels (001 §5). */
  duplicatePuzzle: (puzzleId: number, tag: string, levels: number[]) =>
    `duplicate puzzle ${puzzleId} in group ${tag}: levels ${levels.join(', ')}`,
} as const;

export const MAX_SCOPE_LEVELS = 1000;
export const MAX_GROUPS = 10;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

const level = (label: string, required: string) => z.preprocess(blank, wholeNumber({ label, min: 1, max: INT4_MAX, required }));

export const scopeSchema = z
  .object({ min: level('Start level', V1_MESSAGES.scopeStartRequired), max: level('End level', V1_MESSAGES.scopeEndRequired) })
  .superRefine((s, ctx) => {
    if (s.min >= s.max) ctx.addIssue({ code: 'custom', message: V1_MESSAGES.scopeOrder, path: ['max'] });
    else if (s.max - s.min + 1 > MAX_SCOPE_LEVELS) ctx.addIssue({ code: 'custom', message: V1_MESSAGES.scopeTooLong, path: ['max'] });
  });

export const scopeLevelSchema = z.object({
  level: z.number().int().min(1).max(INT4_MAX),
  puzzleId: z.preprocess(blank, idField(V1_MESSAGES.puzzleRequired)),
});

export const groupSchema = z.object({
  tag: z
    .string({ error: V1_MESSAGES.groupRequired })
    .trim()
    .min(1, V1_MESSAGES.groupRequired)
    .max(MAX_CHARS.name, atMost(MAX_CHARS.name))
    .regex(/^[^,]+$/, 'A tag has no comma'),
  weight: z.preprocess(blank, wholeNumber({ label: 'Weight', min: 0, max: 100 })),
  data: z.array(scopeLevelSchema).max(MAX_SCOPE_LEVELS).default([]),
});

/** The levels of a scope, in order. */
export const scopeLevels = (s: { min: number; max: number }): number[] => Array.from({ length: s.max - s.min + 1 }, (_, i) => s.min + i);

/** A puzzle a group plays at more than one level: which, and where. */
export function duplicatePuzzles(data: { level: number; puzzleId: number }[]): { puzzleId: number; levels: number[] }[] {
  const at = new Map<number, number[]>();
  for (const d of data) at.set(d.puzzleId, [...(at.get(d.puzzleId) ?? []), d.level]);
  return [...at].filter(([, levels]) => levels.length > 1).map(([puzzleId, levels]) => ({ puzzleId, levels }));
}

/** Create and update (PUT) body, and the form's values: 002 §7 {name, filter, scope, groups}. */
export const experimentV1Schema = z
  .object({
    name: z.string({ error: V1_MESSAGES.nameRequired }).trim().min(1, V1_MESSAGES.nameRequired).max(MAX_CHARS.name, atMost(MAX_CHARS.name)),
    filter: z
      .object({
        clientVersion: z
          .string()
          .trim()
          .max(20, atMost(20))
          .refine((v) => v === '' || CLIENT_VERSION_PATTERN.test(v), V1_MESSAGES.versionIllegal)
          .optional(),
      })
      .default({}),
    scope: scopeSchema,
    groups: z
      .array(groupSchema, { error: V1_MESSAGES.groupRequired })
      .min(1, V1_MESSAGES.groupRequired)
      .max(MAX_GROUPS, V1_MESSAGES.groupCount),
  })
  .superRefine(
    (v, ctx) => {
      const tags = v.groups.map((g) => g.tag);
      if (new Set(tags).size !== tags.length) ctx.addIssue({ code: 'custom', message: V1_MESSAGES.groupTagsUnique, path: ['groups'] });
      if (v.groups.reduce((sum, g) => sum + g.weight, 0) !== 100)
        ctx.addIssue({ code: 'custom', message: V1_MESSAGES.weightsSum, path: ['weights'] });
      if (v.scope.min >= v.scope.max || v.scope.max - v.scope.min + 1 > MAX_SCOPE_LEVELS) return;
      const levels = scopeLevels(v.scope).join(',');
      v.groups.forEach((g, i) => {
        if (g.data.map((d) => d.level).join(',') !== levels) {
          ctx.addIssue({ code: 'custom', message: V1_MESSAGES.levelsMismatch, path: ['groups', i, 'data'] });
          return;
        }
        for (const dup of duplicatePuzzles(g.data)) {
          const j = g.data.findIndex((d) => d.level === dup.levels[1]);
          ctx.addIssue({
            code: 'custom',
            message: V1_MESSAGES.duplicatePuzzle(dup.puzzleId, g.tag, dup.levels),
            path: ['groups', i, 'data', j, 'puzzleId'],
          });
        }
      });
    },
    checkWhenValid('scope', 'groups'),
  );
export type ExperimentV1Input = z.input<typeof experimentV1Schema>;
export type ExperimentV1Body = z.output<typeof experimentV1Schema>;

export const deploySchema = z.object({ env: envNameField(V1_MESSAGES.envRequired) });
export const switchEnableSchema = z.object({
  env: envNameField(V1_MESSAGES.envRequired),
  enable: z.boolean({ error: 'enable is true or false' }),
});

export const listQuerySchema = z.object(pagingFields(PAGE_SIZES, PAGE_SIZE));

/** The default puzzles' query: the release type (the project's first when absent). */
export const releaseLevelsQuerySchema = z.object({ type: z.string().trim().max(40, atMost(40)).optional() });
