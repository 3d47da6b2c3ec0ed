import { describe, expect, it } from 'vitest';
import { bonusErrors, emptyBonus, toBody } from './bonusForm';

describe('bonus form', () => {
  it('names each missing field of the single reward', () => {
    expect(bonusErrors(emptyBonus())).toEqual({
      name: "Please input bonus's name",
      expire: 'Please select expire time',
      type: 'Please select reward type',
      count: 'Please input reward count',
    });
  });

  it('checks every list row, and sends the list', () => {
    const v = {
      ...emptyBonus(),
      name: 'Gift',
      expire: new Date(2030, 0, 31),
      mode: 'list' as const,
      rewards: [
        { type: 'coins', count: 0 },
        { type: null, count: 2 },
        { type: 'gems', count: '' },
      ],
    };
    expect(bonusErrors(v)).toEqual({
      'rewards.0.count': 'count should > 0',
      'rewards.1.type': 'reward type and count can not be null',
      'rewards.2.count': 'reward type and count can not be null',
    });
    const ok = { ...v, rewards: [{ type: 'coins', count: 10 }] };
    expect(bonusErrors(ok)).toEqual({});
    expect(toBody(ok)).toEqual({
      name: 'Gift',
      expire: '2030-01-31',
      maxConsume: 0,
      description: '',
      env: 'sandbox',
      content: { rewards: [{ type: 'coins', count: 10 }] },
    });
    expect(bonusErrors({ ...ok, rewards: [] })).toEqual({ rewards: 'reward type and count can not be null' });
  });
});
