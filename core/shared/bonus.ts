// A bonus code's content (001 §3), core's because the bonuses table is (core/server/db/bonuses.ts):
// the bonus plugin edits it and push tasks name a code in their extra data.

export interface Reward {
  type: string;
  count: number;
}
/** Either one reward or a list (001 §3). */
export type BonusContent = Reward | { rewards: Reward[] };
