// The bonus form's messages (001 §5) on the fields a Mantine form shows them on.
import { describe, expect, it } from 'vitest';
import { zodFormErrors } from '../../core/shared/zod';
import { rewardsOf } from './shared';
import { bonusFormSchema, redeemBodySchema, rewardTypeBodySchema } from './schemas';

const ok = {
  name: 'Welcome',
  expire: '2030-12-31',
  maxConsume: 0,
  description: '',
  env: 'sandbox',
  content: { type: 'coins', count: 100 },
};
const errors = (v: unknown) => zodFormErrors(bonusFormSchema, v);

describe('bonusFormSchema', () => {
  it('accepts a single reward or a list, with the defaults', () => {
    expect(bonusFormSchema.parse({ name: ' Hi ', expire: '2030-01-01', content: { type: 'coins', count: '5' } })).toEqual({
      name: 'Hi',
      expire: '2030-01-01',
      maxConsume: 0,
      description: '',
      env: 'sandbox',
      content: { type: 'coins', count: 5 },
    });
    const list = bonusFormSchema.parse({
      ...ok,
      content: {
        rewards: [
          { type: 'coins', count: 1 },
          { type: 'gems', count: 2 },
        ],
      },
    });
    expect(rewardsOf(list.content)).toEqual([
      { type: 'coins', count: 1 },
      { type: 'gems', count: 2 },
    ]);
    expect(rewardsOf(bonusFormSchema.parse(ok).content)).toEqual([{ type: 'coins', count: 100 }]);
  });

  it('names each missing field of the single form', () => {
    expect(errors({ content: {} })).toEqual({
      name: "Please input bonus's name",
      expire: 'Please select expire time',
      'content.type': 'Please select reward type',
      'content.count': 'Please input reward count',
    });
    expect(errors({ ...ok, content: { type: 'coins', count: 0 } })).toEqual({ 'content.count': 'count should > 0' });
    expect(errors({ ...ok, maxConsume: -1 })).toEqual({ maxConsume: 'Max consume must be 0 or more' });
    // Each failure says what is wrong (issue 9): a huge count is too big, not "should > 0".
    expect(errors({ ...ok, content: { type: 'coins', count: 1e20 } })).toEqual({ 'content.count': 'count must be at most 1000000000' });
    expect(errors({ ...ok, content: { type: 'coins', count: '1e20' } })).toEqual({ 'content.count': 'count must be at most 1000000000' });
    expect(errors({ ...ok, content: { type: 'coins', count: 2.5 } })).toEqual({ 'content.count': 'count must be a whole number' });
    expect(errors({ ...ok, content: { rewards: [{ type: 'coins', count: 1e20 }] } })).toEqual({
      'content.rewards.0.count': 'count must be at most 1000000000',
    });
    expect(errors({ ...ok, maxConsume: 1e20 })).toEqual({ maxConsume: 'Max consume must be at most 1000000000' });
    expect(errors({ ...ok, expire: '31/12/2030' })).toEqual({ expire: 'Expire time must look like 2030-12-31' });
  });

  it('wants every list entry complete with a count above 0', () => {
    expect(errors({ ...ok, content: { rewards: [] } })).toEqual({ 'content.rewards': 'reward type and count can not be null' });
    expect(errors({ ...ok, content: { rewards: [{ type: 'coins', count: 0 }, { type: '', count: 2 }, { type: 'gems' }] } })).toEqual({
      'content.rewards.0.count': 'count should > 0',
      'content.rewards.1.type': 'reward type and count can not be null',
      'content.rewards.2.count': 'reward type and count can not be null',
    });
  });
});

describe('small schemas', () => {
  it('trims reward type names and redeem input', () => {
    expect(rewardTypeBodySchema.parse({ name: '  gems ' })).toEqual({ name: 'gems' });
    expect(rewardTypeBodySchema.parse({})).toEqual({ name: '' });
    expect(redeemBodySchema.parse({ code: ' abc123 ', userId: ' u1 ' })).toEqual({ code: 'ABC123', userId: 'u1' });
    expect(redeemBodySchema.safeParse({ code: '', userId: 'u' }).error?.issues[0].message).toBe('code is required');
  });
});
