import { describe, expect, it } from 'vitest';
import { emptyField, eventTypeErrors, toEventType, toFormValues } from './eventTypeForm';

describe('event-type form', () => {
  it('round-trips an event type through the form values', () => {
    const t = {
      type: 'game_finish',
      description: 'Done',
      fields: [{ field: 'level', type: 'integer' as const, required: true, values: ['1', '2'], min: 0, max: null }],
    };
    expect(toFormValues(t).fields[0]).toEqual({ field: 'level', type: 'integer', required: true, values: '1, 2', min: 0, max: '' });
    expect(toEventType(toFormValues(t))).toEqual(t);
  });

  it('gives the shared messages per field, and refuses a name the catalog has', () => {
    const v = {
      type: ' ',
      description: '',
      fields: [
        { ...emptyField() },
        { ...emptyField(), field: 'level', type: 'string' as const },
        { ...emptyField(), field: 'props.x', type: 'number' as const, min: 5, max: 1 },
      ],
    };
    expect(eventTypeErrors(v, [])).toEqual({
      type: 'event type should not be null',
      'fields.0.field': 'field can not be null',
      'fields.1.type': 'level is a number: choose number or integer',
      'fields.2.max': 'min must not be greater than max',
    });
    expect(eventTypeErrors({ type: 'install', description: '', fields: [] }, ['install'])).toEqual({
      type: "Event type 'install' is listed twice",
    });
    expect(eventTypeErrors({ type: 'install', description: '', fields: [] }, [])).toEqual({});
  });
});
