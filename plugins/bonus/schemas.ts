// The bonus plugin's zod schemas: one serves the create modal and the server, so each message
// is written once (shared.ts holds the texts).
import { z } from 'zod';
import { atMost, MAX_CHARS, requiredText, wholeNumber } from '../../core/shared/zod';
import { BONUS_ENVS, DEFAULT_MAX_CONSUME, MAX_REWARD_COUNT, MAX_REWARD_TYPE, MESSAGES, type BonusContent } from './shared';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const toNumber = (v: unknown) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v) : v);

const rewardCount = (required: string) =>
  wholeNumber({
    label: 'count',
    min: 1,
    max: MAX_REWARD_COUNT,
    required,
    notWhole: MESSAGES.countWhole,
    tooSmall: MESSAGES.countPositive,
    tooBig: MESSAGES.countMax,
  });

const singleReward = z.object({
  type: z.preprocess((v) => v ?? '', requiredText(MESSAGES.typeRequired, 60)),
  count: z.preprocess(toNumber, rewardCount(MESSAGES.countRequired)),
});

/** A list entry: a missing type or count is the spec's 'can not be null'. */
const listReward = z.object({
  type: z.preprocess((v) => v ?? '', requiredText(MESSAGES.rewardNull, 60)),
  count: z.preprocess(toNumber, rewardCount(MESSAGES.rewardNull)),
});

const listContent = z.object({
  rewards: z.array(listReward, { error: MESSAGES.rewardNull }).min(1, MESSAGES.rewardNull).max(100, 'At most 100 rewards'),
});

/** A list when `rewards` is there, else one reward; each field keeps its own message. */
export const contentSchema = z.unknown().transform((v, ctx): BonusContent => {
  const value = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const parsed =
    'rewards' in value
      ? listContent.safeParse({ rewards: value.rewards })
      : singleReward.safeParse({ type: value.type, count: value.count });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as (string | number)[] });
    return z.NEVER;
  }
  return parsed.data;
});

export const bonusFormSchema = z.object({
  name: z.preprocess((v) => v ?? '', requiredText(MESSAGES.nameRequired, 120)),
  expire: z.preprocess(
    (v) => v ?? '',
    z
      .string({ error: MESSAGES.expireRequired })
      .trim()
      .min(1, MESSAGES.expireRequired)
      .refine((s) => !s || (/^\d{4}-\d\d-\d\d$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))), MESSAGES.expireFormat),
  ),
  maxConsume: z.preprocess(
    (v) => (isBlank(v) ? DEFAULT_MAX_CONSUME : toNumber(v)),
    wholeNumber({ label: 'Max consume', min: 0, max: 1e9, tooSmall: MESSAGES.maxConsumeMin }),
  ),
  description: z.preprocess((v) => v ?? '', z.string().trim().max(MAX_CHARS.text, atMost(MAX_CHARS.text))),
  env: z.enum(BONUS_ENVS, { error: 'env must be sandbox or prod' }).default('sandbox'),
  content: contentSchema,
});
export type BonusForm = z.output<typeof bonusFormSchema>;

export const envQuerySchema = z.object({ env: z.enum(BONUS_ENVS, { error: 'env must be sandbox or prod' }).default('sandbox') });
export const switchBodySchema = z.object({
  enable: z.preprocess(
    (v) => (v === true || v === 1 || v === '1' ? 1 : v === false || v === 0 || v === '0' ? 0 : v),
    z.union([z.literal(0), z.literal(1)], { error: 'enable must be 1 or 0' }),
  ),
});

export const rewardTypeBodySchema = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z.string({ error: 'The reward type name must be text' }).max(MAX_REWARD_TYPE, MESSAGES.typeTooLong),
  ),
});

export const redeemBodySchema = z.object({
  code: z
    .string({ error: 'code is required' })
    .trim()
    .min(1, 'code is required')
    .max(64, 'Unknown bonus code')
    .transform((s) => s.toUpperCase()),
  userId: z.string({ error: 'userId is required' }).trim().min(1, 'userId is required').max(200, 'userId is at most 200 characters'),
});
/** The console's redeem test: a game client's redeem in a chosen env, optionally only checked. */
export const redeemTestBodySchema = redeemBodySchema.extend({
  env: z.enum(BONUS_ENVS, { error: 'env must be sandbox or prod' }),
  dryRun: z.boolean().default(false),
});

/** POST /client/v1/:code/:env/bonus/redeem: what the player receives. */
export const redeemAnswerSchema = z.object({
  rewards: z
    .array(
      z.object({
        type: z.string().describe("A reward type the project declared (e.g. 'coins'): grant it in the game"),
        count: z.number().int().describe('How many of it'),
      }),
    )
    .describe('The rewards to grant the player, in the order the code lists them; the code is used up for this player'),
});
