// The demo projects' event-type catalog: the README's event vocabulary (core/shared/events.ts)
// written as rules, so the check of a demo player's events shows what a well-behaved client sends.
import { EVENTS } from '../../../core/shared/events';
import type { EventType, FieldRule } from '../shared';

const rule = (field: string, type: FieldRule['type'], over: Partial<FieldRule> = {}): FieldRule => ({
  field,
  type,
  required: true,
  values: [],
  min: null,
  max: null,
  ...over,
});
const levelFields = [rule('level', 'integer', { min: 0 }), rule('puzzleId', 'string')];
const levelProps = [rule('props.difficulty', 'string', { required: false, values: ['Easy', 'Medium', 'Hard', 'Expert'] })];
const revenue = [rule('value', 'number', { min: 0 }), rule('props.network', 'string')];
const inLevel = [rule('level', 'integer', { required: false, min: 0 })];

export const DEMO_CATALOG: EventType[] = [
  { type: EVENTS.install, description: 'First start of the app', fields: [] },
  { type: EVENTS.sessionStart, description: 'Each session', fields: [] },
  { type: EVENTS.gameEnter, description: 'A level attempt starts', fields: [...levelFields, ...levelProps] },
  { type: EVENTS.gameSection, description: "The level's first section is done", fields: [...levelFields] },
  { type: EVENTS.gameHalf, description: 'Half of the level is done', fields: [...levelFields] },
  {
    type: EVENTS.gameFinish,
    description: 'The level is finished',
    fields: [
      ...levelFields,
      rule('duration', 'number', { min: 0 }),
      rule('props.hint', 'integer', { min: 0 }),
      rule('props.coins', 'integer', { required: false, min: 0 }),
    ],
  },
  {
    type: EVENTS.gameGiveUp,
    description: 'The player leaves the level unfinished',
    fields: [...levelFields, rule('duration', 'number', { min: 0 }), rule('props.hint', 'integer', { min: 0 })],
  },
  {
    type: EVENTS.gameFindItem,
    description: 'An item or shape is found',
    fields: [
      ...levelFields,
      rule('duration', 'number', { min: 0 }),
      rule('props.shapeIdx', 'integer', { min: 1 }),
      rule('props.hint', 'integer', { values: ['0', '1'] }),
    ],
  },
  { type: EVENTS.gameLike, description: 'The player likes the level', fields: [...levelFields] },
  { type: EVENTS.gameDislike, description: 'The player dislikes the level', fields: [...levelFields] },
  {
    type: EVENTS.accountLink,
    description: 'An account is linked',
    fields: [rule('props.extType', 'string', { values: ['Facebook', 'Apple', 'Google'] })],
  },
  { type: EVENTS.pushToken, description: 'The device gave a push token', fields: [] },
  { type: EVENTS.adRewardedClick, description: 'A rewarded video is clicked', fields: inLevel },
  { type: EVENTS.adRewardedShowing, description: 'A rewarded video is shown', fields: inLevel },
  { type: EVENTS.adRewardedEnd, description: 'A rewarded video is watched to the end', fields: inLevel },
  { type: EVENTS.adInterstitialShow, description: 'An interstitial is shown', fields: inLevel },
  { type: EVENTS.adBannerRevenue, description: 'A banner paid (USD)', fields: revenue },
  { type: EVENTS.adInterstitialRevenue, description: 'An interstitial paid (USD)', fields: revenue },
  { type: EVENTS.adRewardedRevenue, description: 'A rewarded video paid (USD)', fields: revenue },
  {
    type: EVENTS.purchase,
    description: 'An in-app purchase',
    fields: [rule('value', 'number', { min: 0 }), rule('props.productId', 'string'), rule('props.currency', 'string')],
  },
];
