// The task schema (002 §5 "Push form"): every message, isCycle 0 clearing the end, Both, the
// versions' order, and the API's create and update bodies.
import { describe, expect, it } from 'vitest';
import { zodFormErrors } from '../../../core/shared/zod';
import { createTaskSchema, isTaskTime, isTimeZone, TASK_API_MESSAGES, TASK_MESSAGES, taskBodySchema, updateTaskSchema } from './tasks';

const valid = () => ({
  platform: 2,
  name: 'Weekend sale',
  description: '',
  notification: { alert: { en: { title: 'Sale!', subtitle: '', body: '' } } },
  scheduleRule: { isCycle: 0, startAt: '2026-12-01 10:00:00', endAt: '' },
  audienceRule: {},
  extraData: [],
});
const errors = (over: (b: ReturnType<typeof valid>) => void) => {
  const b = valid();
  over(b);
  return zodFormErrors(taskBodySchema, b);
};

describe('taskBodySchema', () => {
  it('takes a minimal task and fills the defaults of 002 §3', () => {
    const t = taskBodySchema.parse(valid());
    expect(t.notification).toMatchObject({ badge: 1, sound: 'default', volume: 1, notification_priority: 0, isDataType: 0 });
    expect(t.audienceRule).toMatchObject({ tokenReciveDay: 0, random: null, lastLoginMode: '' });
    expect(t.transactional).toBe(false);
  });

  it('carries each message of the spec on its field', () => {
    expect(errors((b) => ((b as Record<string, unknown>).platform = undefined)).platform).toBe(TASK_MESSAGES.platform);
    expect(errors((b) => (b.name = ' ')).name).toBe(TASK_MESSAGES.name);
    expect(errors((b) => (b.notification.alert.en.title = ''))['notification.alert.en.title']).toBe(TASK_MESSAGES.title);
    expect(errors((b) => ((b.notification.alert as Record<string, unknown>) = { fr: { title: 'x' } }))['notification.alert.en.title']).toBe(
      TASK_MESSAGES.englishRequired,
    );
    expect(errors((b) => ((b.extraData as unknown[]) = [{ key: '', value: '' }]))).toMatchObject({
      'extraData.0.key': TASK_MESSAGES.key,
      'extraData.0.value': TASK_MESSAGES.value,
    });
    expect(errors((b) => (b.scheduleRule = { isCycle: 1, startAt: '2026-12-01 10:00:00', endAt: '' }))['scheduleRule.endAt']).toBe(
      TASK_MESSAGES.endAt,
    );
    expect(
      errors((b) => (b.scheduleRule = { isCycle: 1, startAt: '2026-12-02 10:00:00', endAt: '2026-12-01 10:00:00' }))[
        'scheduleRule.startAt'
      ],
    ).toBe(TASK_MESSAGES.startAfterEnd);
    const login = (a: Record<string, unknown>) => errors((b) => ((b.audienceRule as Record<string, unknown>) = a));
    expect(login({ lastLoginMode: 'max' })['audienceRule.lastLoginDayLessThan']).toBe(TASK_MESSAGES.lessThanNull);
    expect(login({ lastLoginMode: 'min' })['audienceRule.lastLoginDayMoreThan']).toBe(TASK_MESSAGES.moreThanNull);
    expect(login({ lastLoginMode: 'between', lastLoginDayLessThan: 5, lastLoginDayMoreThan: 5 })).toMatchObject({
      'audienceRule.lastLoginDayMoreThan': TASK_MESSAGES.minSmaller,
      'audienceRule.lastLoginDayLessThan': TASK_MESSAGES.maxGreater,
    });
    expect(login({ lastLoginMode: 'between', lastLoginDayLessThan: 9, lastLoginDayMoreThan: 2 })).toEqual({});
    expect(login({ lastLoginMode: 'min', lastLoginDayMoreThan: 0 })['audienceRule.lastLoginDayMoreThan']).toBe('The minimum is 1');
    expect(login({ tokenReciveDay: -1 })['audienceRule.tokenReciveDay']).toBe('tokenReciveDay must be at least 0');
    expect(login({ tokenReciveDay: 1.5 })['audienceRule.tokenReciveDay']).toBe('tokenReciveDay must be a whole number');
  });

  it('orders versions numerically: 1.9.0 before 1.10.0, and refuses a start after the end', () => {
    const v = (startVersion: string, endVersion: string) =>
      errors((b) => ((b.audienceRule as Record<string, unknown>) = { startVersion, endVersion }));
    expect(v('1.9.0', '1.10.0')).toEqual({});
    expect(v('1.10.0', '1.9.0')['audienceRule.startVersion']).toBe(TASK_MESSAGES.versionOrder);
    expect(v('1.x', '')['audienceRule.startVersion']).toBe(TASK_MESSAGES.version);
  });

  it('clears the end when isCycle is 0, keeps it otherwise; any whole number of days', () => {
    expect(
      taskBodySchema.parse({ ...valid(), scheduleRule: { isCycle: 0, startAt: '2026-12-01 10:00:00', endAt: '2026-12-09 10:00:00' } })
        .scheduleRule.endAt,
    ).toBe('');
    expect(
      taskBodySchema.parse({ ...valid(), scheduleRule: { isCycle: 3, startAt: '2026-12-01 10:00:00', endAt: '2026-12-09 10:00:00' } })
        .scheduleRule.endAt,
    ).toBe('2026-12-09 10:00:00');
    expect(
      errors((b) => (b.scheduleRule = { isCycle: 1.5, startAt: '2026-12-01 10:00:00', endAt: '2026-12-09 10:00:00' }))[
        'scheduleRule.isCycle'
      ],
    ).toBe('isCycle must be a whole number of days');
  });

  it("takes the date format 'YYYY-MM-DD HH:mm:00' only, and IANA zones", () => {
    expect(isTaskTime('2026-12-01 10:00:00')).toBe(true);
    for (const s of ['2026-12-01 10:00:30', '2026-02-30 10:00:00', '2026-12-01T10:00:00', '2026-12-01 24:00:00'])
      expect(isTaskTime(s)).toBe(false);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(
      errors((b) => ((b.scheduleRule as Record<string, unknown>) = { ...b.scheduleRule, timezone: 'Mars/Olympus' }))[
        'scheduleRule.timezone'
      ],
    ).toBe(TASK_MESSAGES.timezone);
  });

  it('takes Both (3) on create, not on update', () => {
    expect(createTaskSchema.safeParse({ ...valid(), platform: 3, env: 'prod' }).success).toBe(true);
    expect(createTaskSchema.safeParse({ ...valid(), platform: 4, env: 'prod' }).success).toBe(false);
    expect(zodFormErrors(createTaskSchema, { ...valid(), env: 'x' }).env).toBe(TASK_API_MESSAGES.env);
    expect(zodFormErrors(updateTaskSchema, { ...valid(), platform: 3, env: 'sandbox', id: 4 }).platform).toBe(
      TASK_API_MESSAGES.bothOnUpdate,
    );
    expect(updateTaskSchema.safeParse({ ...valid(), platform: 1, env: 'sandbox', id: 4 }).success).toBe(true);
  });
});

describe('links in the image and the extra data (the wizard shows these under the field)', () => {
  const errors = (over: Record<string, unknown>) => zodFormErrors(taskBodySchema, { ...valid(), ...over });
  it('refuses code-running schemes, also split by spaces or control characters; plain text and app links pass', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java script:alert(1)',
      'java\nscript:x',
      'data:text/html,<b>',
      'vbscript:x',
      'https://',
      '//evil.example/x',
    ]) {
      const r = taskBodySchema.safeParse({ ...valid(), extraData: [{ key: 'link', value }] });
      expect(r.success, value).toBe(false);
    }
    expect(errors({ extraData: [{ key: 'link', value: 'javascript:alert(1)' }] })).toEqual({
      'extraData.0.value': 'Use an http(s) link or an app link such as myapp://page',
    });
    for (const value of ['shop', 'level:3', 'a=b', 'https://example.com/x', 'jigsaw://shop', 'itms-apps://apps.apple.com/app/id1']) {
      expect(taskBodySchema.safeParse({ ...valid(), extraData: [{ key: 'k', value }] }).success, value).toBe(true);
    }
    expect(errors({ notification: { ...valid().notification, imageUrl: 'javascript:alert(1)' } })).toEqual({
      'notification.imageUrl': 'Use an uploaded file or an http(s) link',
    });
    expect(taskBodySchema.safeParse({ ...valid(), notification: { ...valid().notification, imageUrl: '/cdn/x/push/a.png' } }).success).toBe(
      true,
    );
  });
});
