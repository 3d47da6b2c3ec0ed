// The Test Task form's values and their body: the body is what POST push/testPush takes, checked
// by the same schema as the server (its messages are the spec's).
import { zodFormErrors } from '../../../../core/shared/zod';
import type { Env } from '../../../../core/shared/constants';
import { splitFirebaseIds, splitUserIds, testPushBodySchema, type TestPushInput } from '../../schemas/delivery';

export interface TestTaskValues {
  env: Env | '';
  platform: '' | '1' | '2';
  userIds: string;
  firebaseIds: string;
  title: string;
  body: string;
  isDataType: boolean;
  byTimezone: boolean;
  startAt: string;
}

export const emptyTestTask = (env: Env, platform: 1 | 2): TestTaskValues => ({
  env,
  platform: String(platform) as '1' | '2',
  userIds: '',
  firebaseIds: '',
  title: '',
  body: '',
  isDataType: false,
  byTimezone: false,
  startAt: '',
});

export function testTaskBody(v: TestTaskValues): TestPushInput {
  return {
    env: v.env as Env,
    platform: (v.platform ? Number(v.platform) : undefined) as 1 | 2,
    notification: { alert: { en: { title: v.title, subtitle: '', body: v.body } }, isDataType: v.isDataType ? 1 : 0 },
    userId: splitUserIds(v.userIds),
    firebaseId: splitFirebaseIds(v.firebaseIds),
    isPushByTimezone: v.byTimezone ? 1 : 0,
    startAt: v.byTimezone ? v.startAt.trim() : '',
  };
}

/** The schema's issues on the form's fields. */
export function validateTestTask(v: TestTaskValues): Record<string, string> {
  const errors = zodFormErrors(testPushBodySchema, testTaskBody(v));
  const out: Record<string, string> = {};
  const rename: Record<string, string> = {
    env: 'env',
    platform: 'platform',
    userId: 'userIds',
    firebaseId: 'firebaseIds',
    'notification.alert.en.title': 'title',
    'notification.alert.en.body': 'body',
    startAt: 'startAt',
  };
  for (const [path, message] of Object.entries(errors)) {
    const field = rename[path] ?? (path.startsWith('userId') ? 'userIds' : path.startsWith('firebaseId') ? 'firebaseIds' : path);
    if (!(field in out)) out[field] = message;
  }
  return out;
}
