// The wizard's schema (000 §5) and the default weights (even split, remainder to the first groups).
import { describe, expect, it } from 'vitest';
import { zodFormErrors } from '../../../core/shared/zod';
import { adjustExperimentV2Schema, defaultWeights, experimentV2Schema, joinRuleInside, stepErrors, tagsOf } from './v2';

describe('defaultWeights', () => {
  it('splits 100 evenly, the remainder one each to the first groups', () => {
    expect(defaultWeights(1)).toEqual([100]);
    expect(defaultWeights(2)).toEqual([50, 50]);
    expect(defaultWeights(3)).toEqual([34, 33, 33]);
    expect(defaultWeights(6)).toEqual([17, 17, 17, 17, 16, 16]);
    expect(defaultWeights(7)).toEqual([15, 15, 14, 14, 14, 14, 14]);
    expect(defaultWeights(0)).toEqual([]);
    for (let n = 1; n <= 26; n++) expect(defaultWeights(n).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('wizard schema', () => {
  const valid = {
    name: 'Hard start',
    aaTag: 0,
    percent: 100,
    filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [0, 0], country: [] },
    joinRule: { lv: [5, 8] },
    group: 'A, B',
    puzzleLength: 2,
    groups: [
      { tag: 'A', weight: 50, data: { levels: [] } },
      { tag: 'B', weight: 50, data: { levels: [11, 12] } },
    ],
  };
  it('takes a valid wizard', () => expect(zodFormErrors(experimentV2Schema, valid)).toEqual({}));
  it('gives each step its own messages', () => {
    const errors = zodFormErrors(experimentV2Schema, {
      ...valid,
      name: '',
      filter: { ...valid.filter, lv: [6, 7] },
      group: '',
      groups: [],
    });
    expect(stepErrors(errors, 0)).toEqual({ name: 'Please input Experiment name!' });
    expect(stepErrors(errors, 1)).toEqual({ 'joinRule.lv': '加入规则的关卡范围必须在过滤条件的关卡范围内' });
    expect(stepErrors(errors, 2)).toEqual({ group: 'Please input Group!' });
  });
  it('checks the weights while other steps are still wrong', () => {
    const errors = zodFormErrors(experimentV2Schema, { ...valid, name: '', groups: [{ ...valid.groups[0], weight: 10 }, valid.groups[1]] });
    expect(errors.groups).toBe('The weights must sum to 100% !');
  });
  it('reads level 0 as an open side', () => {
    expect(joinRuleInside([5, 8], [0, 0])).toBe(true);
    expect(joinRuleInside([5, 0], [1, 0])).toBe(true);
    expect(joinRuleInside([5, 0], [1, 20])).toBe(false);
    expect(joinRuleInside([0, 8], [1, 20])).toBe(false);
    expect(joinRuleInside([1, 20], [1, 20])).toBe(true);
  });
  it('splits tags on commas (also the full-width one)', () => expect(tagsOf(' A,B，C ,, ')).toEqual(['A', 'B', 'C']));
  it('adjust: weights sum to 100', () => {
    expect(zodFormErrors(adjustExperimentV2Schema, { percent: 50, filter: valid.filter, weights: [30, 30] })).toEqual({
      weights: 'The weights must sum to 100% !',
    });
    expect(zodFormErrors(adjustExperimentV2Schema, { percent: 50, filter: valid.filter, weights: [30, 70] })).toEqual({});
  });
});
