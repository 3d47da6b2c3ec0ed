// Plugin `bonus` (001 Bonus and Reward Types, 002 reward types): redeem codes with rewards per
// env, uploaded to prod through the publish pipeline; game clients redeem them.
// One zod schema serves the create modal and the server.
import { z } from 'zod';
import type { RightDecl } from '../../core/shared/access';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec, type PublishableRef } from '../../core/shared/publish';
import { atMost, MAX_CHARS, requiredText, wholeNumber } from '../../core/shared/zod';

export const PLUGIN_ID = 'bonus';
/** The publish pipeline's kind; the key is the bonus code. */
export const PUBLISH_KIND = 'bonus';

export const paths = { bonus: '/:code/bonus', rewardTypes: '/:code/bonus/reward-types' } as const;
export const RIGHT_BONUS = 'bonus';
export const rights: RightDecl[] = [{ name: RIGHT_BONUS, url: paths.bonus, title: 'Bonus and reward types' }];

/** What the plugin publishes: one bonus per key (kind 'bonus', key = its redeem code). */
export const releases: PublishableRef<typeof PLUGIN_ID> = { id: PLUGIN_ID, title: 'bonuses', right: RIGHT_BONUS, kinds: [PUBLISH_KIND] };
export const publishable = /* @__PURE__ */ publishableSpec(releases);

export const BONUS_ENVS = ['sandbox', 'prod'] as const;
export type BonusEnv = (typeof BONUS_ENVS)[number];

/** 001 §9. */
export const PAGE_SIZES = [10, 20, 50, 100];
export const EXPIRE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_MAX_CONSUME = 0;
/** Expiry runs on the game's clock: a code works until the end of its expire day there. */
export const EXPIRE_TIMEZONE = 'America/Los_Angeles';

/** 001 §5 and §8 texts, exact; those marked "ours" fill gaps the spec leaves. */
export const MESSAGES = {
  nameRequired: "Please input bonus's name",
  expireRequired: 'Please select expire time',
  typeRequired: 'Please select reward type',
  countRequired: 'Please input reward count',
  countPositive: 'count should > 0',
  countWhole: 'count must be a whole number', // ours
  countMax: 'count must be at most 1000000000', // ours
  rewardNull: 'reward type and count can not be null',
  maxConsumeMin: 'Max consume must be 0 or more', // ours
  expireFormat: 'Expire time must look like 2030-12-31', // ours
  unknownType: (type: string) => `Unknown reward type '${type}'`, // ours
  typeTooLong: 'A reward type is at most 60 characters', // ours
  typeExists: (type: string) => `Reward type '${type}' already exists`, // ours
};

export const TOASTS = {
  created: 'Create bonus success',
  uploaded: 'Upload bonus success',
  typeCreated: 'Create reward type successfully',
  typeDeleted: 'Delete reward type successfully',
};

export const CONFIRM = {
  prodStatus: 'Are you sure to change status on Prod?',
  upload: 'Are you sure to upload to Prod?',
};

/** Client-API refusals: each its own status, code and message (ours: the spec is silent). */
export const REDEEM_ERRORS = {
  unknown: { status: 404, code: 'bonus_unknown', message: 'Unknown bonus code' },
  disabled: { status: 403, code: 'bonus_disabled', message: 'This bonus code is disabled' },
  expired: { status: 409, code: 'bonus_expired', message: 'This bonus code has expired' },
  exhausted: { status: 409, code: 'bonus_exhausted', message: 'This bonus code has been used up' },
  redeemed: { status: 409, code: 'bonus_redeemed', message: 'You have already redeemed this bonus code' },
} as const;

export interface Reward {
  type: string;
  count: number;
}
/** Either one reward or a list (001 §3). */
export type BonusContent = Reward | { rewards: Reward[] };

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const toNumber = (v: unknown) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v) : v);

/** A reward's count: 1 or more ('count should > 0'), at most MAX_REWARD_COUNT, each case its own message. */
export const MAX_REWARD_COUNT = 1_000_000_000;
const rewardCount = (required: string) =>
  wholeNumber({ label: 'count', min: 1, max: MAX_REWARD_COUNT, required, notWhole: MESSAGES.countWhole, tooSmall: MESSAGES.countPositive, tooBig: MESSAGES.countMax });

const singleReward = z.object({
  type: z.preprocess((v) => v ?? '', requiredText(MESSAGES.typeRequired, 60)),
  count: z.preprocess(toNumber, rewardCount(MESSAGES.countRequired)),
});

/** A list entry: a missing type or count is the spec's 'can not be null'. */
const listReward = z.object({
  type: z.preprocess((v) => v ?? '', requiredText(MESSAGES.rewardNull, 60)),
  count: z.preprocess(toNumber, rewardCount(MESSAGES.rewardNull)),
});

const listContent = z.object({ rewards: z.array(listReward, { error: MESSAGES.rewardNull }).min(1, MESSAGES.rewardNull).max(100, 'At most 100 rewards') });

/** A list when `rewards` is there, else one reward; each field keeps its own message. */
export const contentSchema = z.unknown().transform((v, ctx): BonusContent => {
  const value = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const parsed = 'rewards' in value ? listContent.safeParse({ rewards: value.rewards }) : singleReward.safeParse({ type: value.type, count: value.count });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as (string | number)[] });
    return z.NEVER;
  }
  return parsed.data;
});

/** The content as a list, whichever form it has. */
export const rewardsOf = (c: BonusContent): Reward[] => ('rewards' in c ? c.rewards : [{ type: c.type, count: c.count }]);

export const bonusFormSchema = z.object({
  name: z.preprocess((v) => v ?? '', requiredText(MESSAGES.nameRequired, 120)),
  expire: z.preprocess(
    (v) => (v ?? ''),
    z
      .string({ error: MESSAGES.expireRequired })
      .trim()
      .min(1, MESSAGES.expireRequired)
      .refine((s) => !s || (/^\d{4}-\d\d-\d\d$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))), MESSAGES.expireFormat),
  ),
  maxConsume: z.preprocess((v) => (isBlank(v) ? DEFAULT_MAX_CONSUME : toNumber(v)), wholeNumber({ label: 'Max consume', min: 0, max: 1e9, tooSmall: MESSAGES.maxConsumeMin })),
  description: z.preprocess((v) => v ?? '', z.string().trim().max(MAX_CHARS.text, atMost(MAX_CHARS.text))),
  env: z.enum(BONUS_ENVS, { error: 'env must be sandbox or prod' }).default('sandbox'),
  content: contentSchema,
});
export type BonusForm = z.output<typeof bonusFormSchema>;

export const envQuerySchema = z.object({ env: z.enum(BONUS_ENVS, { error: 'env must be sandbox or prod' }).default('sandbox') });
export const switchBodySchema = z.object({
  enable: z.preprocess((v) => (v === true || v === 1 || v === '1' ? 1 : v === false || v === 0 || v === '0' ? 0 : v), z.union([z.literal(0), z.literal(1)], { error: 'enable must be 1 or 0' })),
});

/** Reward type names: trimmed; a blank one is ignored (001 §5). */
export const MAX_REWARD_TYPE = 60;
export const rewardTypeBodySchema = z.object({
  name: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v ?? ''), z.string({ error: 'The reward type name must be text' }).max(MAX_REWARD_TYPE, MESSAGES.typeTooLong)),
});

export const redeemBodySchema = z.object({
  code: z.string({ error: 'code is required' }).trim().min(1, 'code is required').max(64, 'Unknown bonus code').transform((s) => s.toUpperCase()),
  userId: z.string({ error: 'userId is required' }).trim().min(1, 'userId is required').max(200, 'userId is at most 200 characters'),
});
/** The console's redeem test: a game client's redeem in a chosen env, optionally only checked. */
export const redeemTestBodySchema = redeemBodySchema.extend({
  env: z.enum(BONUS_ENVS, { error: 'env must be sandbox or prod' }),
  dryRun: z.boolean().default(false),
});

/** API shapes. */
export interface Bonus {
  id: number;
  env: BonusEnv;
  name: string;
  code: string;
  content: BonusContent;
  expire: string;
  maxConsume: number;
  consumeCount: number;
  description: string;
  enable: 0 | 1;
  returnId: number | null;
  prodId: number | null;
  sandboxId: number | null;
  operator: string;
  createdAt: string;
  updatedAt: string;
}
export interface RewardType {
  id: number;
  name: string;
}

const BONUS_API = '/v1/:code/bonus';
type Types = { types: RewardType[] };

/** The typed console endpoints both halves use (core/shared/endpoint.ts); the game client's redeem is not one. */
export const endpoints = {
  list: endpoint({ method: 'GET', path: BONUS_API, query: envQuerySchema, response: typeOf<{ rows: Bonus[]; total: number }>() }),
  get: endpoint({ method: 'GET', path: `${BONUS_API}/:id`, response: typeOf<{ bonus: Bonus }>() }),
  create: endpoint({ method: 'POST', path: BONUS_API, body: bonusFormSchema, response: typeOf<{ bonus: Bonus }>() }),
  setEnable: endpoint({ method: 'POST', path: `${BONUS_API}/:id/switch`, query: envQuerySchema.partial(), body: switchBodySchema, response: typeOf<{ bonus: Bonus }>() }),
  deploy: endpoint({ method: 'POST', path: `${BONUS_API}/:id/deploy`, response: typeOf<{ bonus: Bonus; returnId: number | null }>() }),
  redeemTest: endpoint({ method: 'POST', path: `${BONUS_API}/redeemTest`, body: redeemTestBodySchema, response: typeOf<{ rewards: Reward[]; dryRun: boolean }>() }),
  types: endpoint({ method: 'GET', path: `${BONUS_API}/reward/types`, response: typeOf<Types>() }),
  addType: endpoint({ method: 'POST', path: `${BONUS_API}/reward/types`, body: rewardTypeBodySchema, response: typeOf<Types>() }),
  deleteType: endpoint({ method: 'DELETE', path: `${BONUS_API}/reward/types`, body: rewardTypeBodySchema, response: typeOf<Types>() }),
};
