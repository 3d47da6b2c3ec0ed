// The check of one event against its rules: each reason, and success when every rule holds.
import { describe, expect, it } from 'vitest';
import type { EventType, FieldRule } from '../shared';
import { checkEvent, checkField, type StoredEvent } from './check';

const rule = (field: string, type: FieldRule['type'], over: Partial<FieldRule> = {}): FieldRule => ({
  field,
  type,
  required: false,
  values: [],
  min: null,
  max: null,
  ...over,
});
const ev = (over: Partial<StoredEvent> = {}): StoredEvent => ({
  event: 'game_finish',
  level: 3,
  puzzleId: '30',
  duration: 12.5,
  value: null,
  appVersion: '1.0.0',
  country: 'US',
  props: { hint: '2' },
  ...over,
});
const catalog = (...types: EventType[]) => new Map(types.map((t) => [t.type, t]));

describe('checkField', () => {
  it('requires what is required; absent optional fields pass', () => {
    expect(checkField(rule('props.coins', 'integer', { required: true }), undefined)).toEqual(['props.coins is required']);
    expect(checkField(rule('props.coins', 'integer', { required: true }), '')).toEqual(['props.coins is required']);
    expect(checkField(rule('props.coins', 'integer'), undefined)).toEqual([]);
  });

  it('checks types on stored text and numbers', () => {
    expect(checkField(rule('props.hint', 'number'), 'abc')).toEqual(["props.hint must be a number (got 'abc')"]);
    expect(checkField(rule('props.hint', 'integer'), '1.5')).toEqual(["props.hint must be a whole number (got '1.5')"]);
    expect(checkField(rule('level', 'integer'), 2.5)).toEqual(['level must be a whole number (got 2.5)']);
    expect(checkField(rule('props.hint', 'integer'), '-3')).toEqual([]);
    expect(checkField(rule('props.on', 'boolean'), 'yes')).toEqual(["props.on must be true or false (got 'yes')"]);
    expect(checkField(rule('props.on', 'boolean'), 'false')).toEqual([]);
    expect(checkField(rule('props.name', 'string'), '12')).toEqual([]);
  });

  it('checks allowed values (numbers as numbers) and bounds', () => {
    expect(checkField(rule('props.extType', 'string', { values: ['Apple', 'Google'] }), 'Yahoo')).toEqual([
      "props.extType must be one of Apple, Google (got 'Yahoo')",
    ]);
    expect(checkField(rule('props.hint', 'integer', { values: ['0', '1.0'] }), '1')).toEqual([]);
    expect(checkField(rule('level', 'integer', { min: 1, max: 10 }), 0)).toEqual(['level must be at least 1 (got 0)']);
    expect(checkField(rule('level', 'integer', { min: 1, max: 10 }), 11)).toEqual(['level must be at most 10 (got 11)']);
    expect(checkField(rule('level', 'integer', { min: 1, max: 10, values: ['5'] }), 11)).toEqual([
      'level must be one of 5 (got 11)',
      'level must be at most 10 (got 11)',
    ]);
  });
});

describe('checkEvent', () => {
  const finish: EventType = {
    type: 'game_finish',
    description: '',
    fields: [
      rule('level', 'integer', { required: true, min: 0 }),
      rule('duration', 'number', { required: true }),
      rule('props.hint', 'integer', { required: true }),
      rule('puzzleId', 'string', { required: true }),
    ],
  };

  it('succeeds when every rule holds', () => {
    expect(checkEvent(ev(), catalog(finish))).toEqual({ result: 1, reasons: [] });
  });

  it('fails with every reason', () => {
    expect(checkEvent(ev({ level: null, puzzleId: '', props: { hint: 'x' } }), catalog(finish))).toEqual({
      result: 0,
      reasons: ['level is required', "props.hint must be a number (got 'x')", 'puzzleId is required'],
    });
  });

  it('fails an event the catalog does not know', () => {
    expect(checkEvent(ev({ event: 'mystery' }), catalog(finish))).toEqual({
      result: 0,
      reasons: ["No event type 'mystery' in the catalog"],
    });
  });
});
