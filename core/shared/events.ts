// Game events as clients send them to POST /client/v1/:code/events (README "Game events"): their
// names and limits. Zod-free, for the screens that name events; the schema is in eventSchema.ts.

/** The event vocabulary the console's statistics read (others are accepted and stored too). */
export const EVENTS = {
  install: 'install',
  sessionStart: 'session_start',
  gameEnter: 'game_enter',
  /** The first section of the level is done. */
  gameSection: 'game_section',
  gameHalf: 'game_half',
  gameFinish: 'game_finish',
  gameGiveUp: 'game_giveup',
  gameLike: 'game_like',
  gameDislike: 'game_dislike',
  gameFindItem: 'game_find_item',
  accountLink: 'account_link',
  pushToken: 'push_token',
  adRewardedClick: 'Ad_rewarded_video_click',
  adRewardedShowing: 'Ad_rewarded_video_showing',
  adRewardedEnd: 'Ad_rewarded_video_end',
  adInterstitialShow: 'Ad_total_interstitial_show',
  adBannerRevenue: 'Ad_banner_revenue',
  adInterstitialRevenue: 'Ad_interstitial_revenue',
  adRewardedRevenue: 'Ad_rewarded_revenue',
  purchase: 'purchase',
} as const;
export type KnownEvent = (typeof EVENTS)[keyof typeof EVENTS];

/** The events of one level attempt, in the order a player meets them. */
export const LEVEL_EVENTS = [EVENTS.gameEnter, EVENTS.gameSection, EVENTS.gameHalf, EVENTS.gameFinish, EVENTS.gameGiveUp] as const;

/** account_link props.extType values. */
export const ACCOUNT_TYPES = ['Facebook', 'Apple', 'Google'] as const;
/** Ad formats of the revenue events (props.format is not needed: the event names them). */
export const AD_FORMATS = ['Banner', 'Interstitial', 'Rewarded'] as const;

export const MAX_EVENTS_PER_BATCH = 1000;
export const MAX_PROPS = 32;
/** Events older than this are refused as a broken clock (2015-01-01). */
export const MIN_EVENT_TS = Date.UTC(2015, 0, 1);
/** How far ahead of the server's clock an event may be. */
export const MAX_CLOCK_SKEW_MS = 24 * 3600 * 1000;

export const EVENT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const PROP_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export interface IngestResponse {
  accepted: number;
}
