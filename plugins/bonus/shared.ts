// Plugin `bonus` (001 Bonus and Reward Types, 002 reward types): redeem codes with rewards per
// env, uploaded to prod through the publish pipeline; game clients redeem them.
// Zod-free (the web manifest imports this file into the entry chunk): the schemas are in
// schemas.ts, the typed endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';
import type { PublishableRef } from '../../core/shared/release';

export const PLUGIN_ID = 'bonus';
/** The publish pipeline's kind; the key is the bonus code. */
export const PUBLISH_KIND = 'bonus';

export const paths = { bonus: '/:code/bonus', rewardTypes: '/:code/bonus/reward-types' } as const;
export const RIGHT_BONUS = 'bonus';
export const rights: RightDecl[] = [{ name: RIGHT_BONUS, url: paths.bonus, title: 'Bonus and reward types' }];

/** What the plugin publishes: one bonus per key (kind 'bonus', key = its redeem code). */
export const releases: PublishableRef<typeof PLUGIN_ID> = { id: PLUGIN_ID, title: 'bonuses', right: RIGHT_BONUS, kinds: [PUBLISH_KIND] };

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

// Core's (the bonuses table is core's): re-exported for the plugin's code.
/** One reward of a bonus code (001 §3). */
export interface Reward {
  type: string;
  count: number;
}
/** A bonus code's content: either one reward or a list (001 §3). */
export type BonusContent = Reward | { rewards: Reward[] };

/** A reward's count: 1 or more ('count should > 0'), at most MAX_REWARD_COUNT, each case its own message. */
export const MAX_REWARD_COUNT = 1_000_000_000;

/** The content as a list, whichever form it has. */
export const rewardsOf = (c: BonusContent): Reward[] => ('rewards' in c ? c.rewards : [{ type: c.type, count: c.count }]);

/** Reward type names: trimmed; a blank one is ignored (001 §5). */
export const MAX_REWARD_TYPE = 60;

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
