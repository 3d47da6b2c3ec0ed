// The wizard's pure moves: regrouping by tags, and the body the shared schema checks.
import { describe, expect, it } from 'vitest';
import { zodFormErrors } from '../../../../core/shared/zod';
import { experimentV2Schema } from '../../schemas/v2';
import { bodyOf, countryChips, emptyWizard, regroup, wizardOf } from './wizardForm';

describe('regroup', () => {
  it('makes one group per tag with the even split, keeping groups by tag', () => {
    const ab = regroup('A,B,C', []);
    expect(ab.map((g) => [g.tag, g.weight])).toEqual([
      ['A', 34],
      ['B', 33],
      ['C', 33],
    ]);
    const kept = regroup('A,B,C', [{ ...ab[0], weight: 10 }, ab[1], ab[2]]);
    expect(kept[0].weight).toBe(10);
    const withLevels = [ab[0], { ...ab[1], folderId: '4', data: { levels: ['7', '8'] } }];
    const next = regroup('A,B,D', withLevels);
    expect(next[1]).toMatchObject({ tag: 'B', weight: 33, folderId: '4', data: { levels: ['7', '8'] } });
    expect(next[2]).toMatchObject({ tag: 'D', folderId: null, data: { levels: [] } });
  });
});

describe('bodyOf', () => {
  it('gives the empty form the spec messages', () => {
    const errors = zodFormErrors(experimentV2Schema, bodyOf(emptyWizard()));
    expect(errors).toMatchObject({
      name: 'Please input Experiment name!',
      group: 'Please input Group!',
      puzzleLength: 'Please input puzzle length!',
    });
  });
  it('round-trips an experiment', () => {
    const v = { ...emptyWizard(), name: 'X', group: 'A,B', puzzleLength: 2 as const, groups: regroup('A,B', []) };
    v.groups[1].data.levels = ['11', '12'];
    expect(zodFormErrors(experimentV2Schema, bodyOf(v))).toEqual({});
    const e = {
      id: 3,
      ...bodyOf(v),
      percent: 100,
      aaTag: 0,
      platform: 'ios',
      env: 'sandbox',
      status: 'READY',
      phase: 1,
      operator: '',
      createdAt: '',
      updatedAt: '',
      copyFrom: null,
      joinRule: { lv: [0, 0] as [number, number] },
      filter: { clientVersion: ['0.0.0', '0.0.0'] as [string, string], lv: [0, 0] as [number, number] },
      groups: [
        { tag: 'A', weight: 50, total: 2, data: { levels: [] } },
        { tag: 'B', weight: 50, total: 2, folderId: 9, data: { levels: [11, 12] } },
      ],
    };
    const copy = wizardOf(e, true);
    expect(copy).toMatchObject({ name: 'X (copy)', copyFrom: '3', puzzleLength: 2, group: 'A,B' });
    expect(copy.groups[1]).toEqual({ tag: 'B', weight: 50, folderId: '9', data: { levels: ['11', '12'] } });
  });
  it('marks a puzzle id that is not a number', () => {
    const v = { ...emptyWizard(), name: 'X', group: 'A,B', puzzleLength: 1 as const, groups: regroup('A,B', []) };
    v.groups[1].data.levels = ['abc'];
    expect(zodFormErrors(experimentV2Schema, bodyOf(v))['groups.1.data.levels.0']).toBe('A puzzle id is a whole number from 1');
  });
});

describe('countryChips', () => {
  it('splits what was typed or pasted on commas, semicolons and spaces, upper-cased, each once (issue 28)', () => {
    expect(countryChips(['us, gb'])).toEqual(['US', 'GB']);
    expect(countryChips(['FR', 'us gb;de', ' jp '])).toEqual(['FR', 'US', 'GB', 'DE', 'JP']);
    expect(countryChips(['us', 'US', ''])).toEqual(['US']);
    // What still is not a code stays one chip, and the schema names it.
    expect(countryChips(['usa'])).toEqual(['USA']);
  });
});
