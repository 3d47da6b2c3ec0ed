// The activity modal's defaults and messages (001 §5, §9).
import { describe, expect, it } from 'vitest';
import type { Activity } from '../shared';
import { formErrors, initialValues, modalTitle, toFields } from './activityForm';

const activity = {
  id: 12,
  env: 'sandbox',
  name: 'Spring',
  openAt: '2030-01-01T10:00:00.000Z',
  closeAt: '2030-01-05T10:00:00.000Z',
  priority: 3,
  enable: 0,
  rule: { a: 1 },
  version: ['1.0.0', '1.1.0', '1.0.0'],
} as unknown as Activity;

describe('activity form', () => {
  it('starts a new activity with the spec defaults', () => {
    const v = initialValues({ kind: 'create' }, Date.parse('2030-03-01T10:42:00Z'));
    expect(v).toMatchObject({ name: '', priority: 0, enable: true, rule: '{}', version: ['', '', '1.0.0'], file: null });
    expect(v.range.map((d) => d?.toISOString())).toEqual(['2030-03-01T10:00:00.000Z', '2030-03-08T10:00:00.000Z']);
    expect(modalTitle({ kind: 'create' })).toBe('Create New Activity');
  });

  it('edits with the activity’s values, and a copy runs from now', () => {
    const edit = initialValues({ kind: 'edit', activity });
    expect(edit).toMatchObject({ name: 'Spring', priority: 3, enable: false, version: ['1.0.0', '1.1.0', '1.0.0'] });
    expect(JSON.parse(edit.rule)).toEqual({ a: 1 });
    expect(edit.range[0]?.toISOString()).toBe(activity.openAt);
    expect(modalTitle({ kind: 'edit', activity })).toBe('Edit Activity id: 12');
    const copy = initialValues({ kind: 'copy', source: activity }, Date.parse('2030-03-01T10:42:00Z'));
    expect(copy.range[0]?.toISOString()).toBe('2030-03-01T10:00:00.000Z');
  });

  it('names each missing field, the file only for a new activity', () => {
    const v = { ...initialValues({ kind: 'create' }), range: [null, null] as [null, null], rule: '{x' };
    expect(formErrors(v, { kind: 'create' })).toEqual({
      name: "Please input activity's name",
      range: 'Please select the time range',
      rule: 'rule must be a JSON object',
      'version.0': 'Please input client version',
      'version.1': 'Please input client version',
      file: 'Please select a file',
    });
    const edit = initialValues({ kind: 'edit', activity });
    expect(formErrors(edit, { kind: 'edit', activity })).toEqual({});
    expect(formErrors(initialValues({ kind: 'copy', source: activity }), { kind: 'copy', source: activity })).toEqual({});
    expect(toFields(edit)).toMatchObject({ enable: 0, env: 'sandbox' });
  });
});
