// The activity schemas read the web form and multipart fields alike; the gray group and the
// life-cycle rules of 001 §4.
import { describe, expect, it } from 'vitest';
import { zodFormErrors } from '../../core/shared/zod';
import { canCreateProd, canDelete, canSyncResource, isHistory } from './shared';
import { activityFieldsSchema, grayGroupSchema } from './schemas';

const DAY = 86400000;

describe('activityFieldsSchema', () => {
  it('reads form values and multipart strings the same way', () => {
    const open = new Date('2030-01-01T10:00:00Z');
    const close = new Date('2030-01-08T10:00:00Z');
    const fromForm = activityFieldsSchema.parse({
      name: ' Spring ',
      openAt: open,
      closeAt: close,
      priority: 2,
      enable: true,
      rule: { a: 1 },
      version: ['1.0.0', '1.1.0', '1.0.0'],
    });
    const fromMultipart = activityFieldsSchema.parse({
      name: 'Spring',
      openAt: open.toISOString(),
      closeAt: close.toISOString(),
      priority: '2',
      enable: '1',
      rule: '{"a":1}',
      version: '["1.0.0","1.1.0","1.0.0"]',
    });
    expect(fromForm).toEqual(fromMultipart);
    expect(fromForm).toEqual({
      name: 'Spring',
      openAt: open,
      closeAt: close,
      priority: 2,
      enable: 1,
      rule: { a: 1 },
      version: ['1.0.0', '1.1.0', '1.0.0'],
    });
  });

  it('takes only ISO date-times for the window', () => {
    const base = { name: 'Spring', closeAt: '2030-01-08T10:00:00Z', version: ['1.0.0', '1.0.0', '1.0.0'] };
    for (const openAt of ['hello 7', String(Date.UTC(2030, 0, 1)), '2030-01-01', '2030-02-30T10:00:00Z', '2030-01-01 10:00']) {
      expect(zodFormErrors(activityFieldsSchema, { ...base, openAt }).openAt, openAt).toBe(
        'Use an ISO date-time such as 2026-05-01T08:00:00Z',
      );
    }
    expect(activityFieldsSchema.parse({ ...base, openAt: '2030-01-01T12:00:00+02:00' }).openAt).toEqual(new Date('2030-01-01T10:00:00Z'));
  });

  it('gives the form its messages by field', () => {
    expect(zodFormErrors(activityFieldsSchema, { name: '', version: ['', '1.0', 'x'] })).toEqual({
      name: "Please input activity's name",
      openAt: 'Please select the time range',
      closeAt: 'Please select the time range',
      'version.0': 'Please input client version',
      'version.2': 'Client version must look like 1.2.3',
    });
  });
});

describe('grayGroupSchema', () => {
  const ok = {
    name: 'trial',
    members: [
      { id: 1, tag: 'A', weight: 50 },
      { id: 2, tag: 'B', weight: 50 },
    ],
  };
  it('wants activities, tags, distinct tags and weights summing to exactly 100', () => {
    expect(zodFormErrors(grayGroupSchema, ok)).toEqual({});
    expect(zodFormErrors(grayGroupSchema, { name: '', members: [] })).toEqual({
      name: 'Please input a name',
      members: 'Please select at least one activity',
    });
    expect(
      zodFormErrors(grayGroupSchema, {
        ...ok,
        members: [
          { id: 1, tag: '', weight: 50 },
          { id: 2, tag: 'B', weight: 49 },
        ],
      }),
    ).toEqual({
      'members.0.tag': 'Please input a tag',
      members: 'The weights must add up to 100!',
    });
    expect(
      zodFormErrors(grayGroupSchema, {
        ...ok,
        members: [
          { id: 1, tag: 'A', weight: 50 },
          { id: 2, tag: 'A', weight: 50 },
        ],
      }),
    ).toEqual({ 'members.1.tag': "Tag 'A' is used twice" });
    expect(zodFormErrors(grayGroupSchema, { ...ok, members: [{ id: 1, tag: 'A', weight: 120 }] })).toMatchObject({
      'members.0.weight': 'Weight must be 0 to 100',
    });
  });
});

describe('life cycle', () => {
  const now = Date.parse('2030-06-10T00:00:00Z');
  const old = new Date(now - 2 * DAY).toISOString();
  const recent = new Date(now - DAY / 2).toISOString();
  it('moves published activities closed over a day ago to history (sandbox: with a prod copy)', () => {
    expect(isHistory({ env: 'prod', returnId: 5, prodId: null, closeAt: old }, now)).toBe(true);
    expect(isHistory({ env: 'prod', returnId: null, prodId: null, closeAt: old }, now)).toBe(false);
    expect(isHistory({ env: 'prod', returnId: 5, prodId: null, closeAt: recent }, now)).toBe(false);
    expect(isHistory({ env: 'sandbox', returnId: 5, prodId: null, closeAt: old }, now)).toBe(false);
    expect(isHistory({ env: 'sandbox', returnId: 5, prodId: 9, closeAt: old }, now)).toBe(true);
  });
  it('offers delete, To Prod and resource sync in the right states', () => {
    const s = { env: 'sandbox' as const, returnId: null, prodId: null, closeAt: old };
    expect([canDelete(s), canCreateProd(s), canSyncResource(s)]).toEqual([true, false, false]);
    expect([canDelete({ ...s, returnId: 3 }), canCreateProd({ ...s, returnId: 3 })]).toEqual([true, true]);
    expect([
      canDelete({ ...s, returnId: 3, prodId: 4 }),
      canCreateProd({ ...s, returnId: 3, prodId: 4 }),
      canSyncResource({ ...s, prodId: 4 }),
    ]).toEqual([false, false, true]);
    expect(canDelete({ ...s, env: 'prod' })).toBe(false);
  });
});
