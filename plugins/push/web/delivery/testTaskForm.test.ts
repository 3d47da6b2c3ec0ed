// The Test Task form: the spec's messages on its fields and the id lists split as 002 §5 says.
import { describe, expect, it } from 'vitest';
import { splitFirebaseIds } from '../../schemas/delivery';
import { emptyTestTask, testTaskBody, validateTestTask } from './testTaskForm';

describe('the Test Task form', () => {
  it('shows the spec messages on env, platform and the id lists', () => {
    const v = { ...emptyTestTask('sandbox', 1), env: '' as const, platform: '' as const, title: 'Hi' };
    expect(validateTestTask(v)).toMatchObject({
      env: 'Please select Env',
      platform: 'Please select Platform',
      userIds: 'You can only fill in the user ID or firebase ID. Do not fill in both of them or leave them blank',
    });
    expect(validateTestTask({ ...emptyTestTask('sandbox', 1), title: 'Hi', userIds: 'a', firebaseIds: 'b' }).userIds).toBe(
      'You can only fill in the user ID or firebase ID. Do not fill in both of them or leave them blank',
    );
    expect(validateTestTask({ ...emptyTestTask('sandbox', 1), title: 'Hi', userIds: 'a' })).toEqual({});
    expect(validateTestTask({ ...emptyTestTask('sandbox', 1), userIds: 'a' }).title).toBe('title can not be null');
    expect(
      validateTestTask({ ...emptyTestTask('sandbox', 1), title: 'Hi', userIds: 'a', byTimezone: true, startAt: 'tomorrow' }).startAt,
    ).toBe('Use the format YYYY-MM-DD HH:mm:00');
  });
  it('splits firebase ids on newlines, tabs, spaces and commas', () => {
    expect(splitFirebaseIds('a\nb\tc d,e,, \n')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(testTaskBody({ ...emptyTestTask('prod', 2), title: 'T', userIds: 'u1, u2\nu3' })).toMatchObject({
      env: 'prod',
      platform: 2,
      userId: ['u1', 'u2', 'u3'],
      firebaseId: [],
      isPushByTimezone: 0,
      startAt: '',
    });
  });
});
