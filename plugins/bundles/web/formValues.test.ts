// The bundle form: dates as Los Angeles dates both ways, Normal vs Loop bodies, and every
// message on its field.
import { describe, expect, it } from 'vitest';
import { dateToDay, dayToDate, laDateToUnix, laDay, type Bundle } from '../shared';
import { emptyValues, fromYmd, toBody, validateBundle, valuesOf, ymd } from './formValues';

const now = Math.floor(Date.now() / 1000);
const todayDate = () => fromYmd(dayToDate(laDay(now)));
const inDays = (n: number) => fromYmd(dayToDate(laDay(now) + n));
const resource = { url: '/cdn/words/bundle/1/abcde/pack.zip', size: 3, md5: 'x' };

describe('bundle form values', () => {
  it('sends a Normal range as the first and last second of its Los Angeles days', () => {
    const v = { ...emptyValues(1), name: 'p', range: [fromYmd('2030-01-02'), fromYmd('2030-01-05')] as [Date, Date], resource };
    const body = toBody(v, null) as { content: Record<string, unknown> };
    expect(body.content).toMatchObject({
      type: 1,
      start: laDateToUnix('2030-01-02'),
      end: laDateToUnix('2030-01-05', true),
      switchList: [],
      loopIntervalDays: 0,
      loopTag: '',
    });
  });

  it('sends a Loop start, optional end, interval and switches', () => {
    const v = {
      ...emptyValues(2),
      name: 'l',
      type: '2',
      loopStart: fromYmd('2030-06-01'),
      loopIntervalDays: 3,
      switchList: [1, 0, 1],
      loopTag: 'tag',
      resource,
    };
    expect((toBody(v, 5) as { id: number; content: unknown }).content).toMatchObject({
      type: 2,
      start: laDateToUnix('2030-06-01'),
      end: null,
      switchList: [1, 0, 1],
      loopIntervalDays: 3,
      loopTag: 'tag',
    });
  });

  it('reads a bundle back into the same days', () => {
    const b: Bundle = {
      id: 1,
      platform: 1,
      name: 'p',
      description: '',
      rule: { clientVersions: ['1.0.0', '0.0.0'] },
      operator: '',
      createdAt: '',
      updatedAt: '',
      content: {
        type: 1,
        start: laDateToUnix('2030-03-07'),
        end: laDateToUnix('2030-03-09', true),
        resource,
        switchList: [],
        loopIntervalDays: 0,
        loopTag: '',
      },
    };
    const v = valuesOf(b);
    expect(v.range.map((d) => ymd(d!))).toEqual(['2030-03-07', '2030-03-09']);
    expect([v.minVersion, v.maxVersion]).toEqual(['1.0.0', '']);
    expect(dateToDay(ymd(v.range[0]!))).toBe(dateToDay('2030-03-07'));
  });

  it('puts every message on its field', () => {
    const errors = validateBundle({ ...emptyValues(1), platform: '' }, null, now);
    expect(errors).toMatchObject({
      platform: 'Please select platform',
      name: "Please input bundle's name",
      range: 'Please select start date',
      resource: '请上传资源文件',
    });
    const loop = validateBundle(
      { ...emptyValues(1), type: '2', name: 'l', loopStart: todayDate(), loopIntervalDays: '', switchList: [], resource },
      null,
      now,
    );
    expect(loop).toEqual({ loopIntervalDays: 'Please input loop interval days' });
    const badFile = validateBundle(
      { ...emptyValues(1), name: 'x', range: [todayDate(), inDays(1)], resource: { url: '/cdn/w/bundle/1/a/my pack.zip' } },
      null,
      now,
    );
    expect(badFile).toEqual({ resource: '文件名只能由字母数字_-.组成' });
  });

  it('asks for the loop interval while other fields are missing too (all messages at once)', () => {
    const loop = validateBundle({ ...emptyValues(1), type: '2', name: 'l', loopIntervalDays: '', switchList: [] }, null, now);
    expect(loop).toEqual({
      loopStart: 'Please select start date',
      loopIntervalDays: 'Please input loop interval days',
      resource: '请上传资源文件',
    });
  });

  it('says a loop interval is too long rather than saving 366 (issue 9)', () => {
    const v = {
      ...emptyValues(1),
      type: '2',
      name: 'l',
      loopStart: todayDate(),
      loopIntervalDays: 99999999,
      switchList: new Array(366).fill(0),
      resource,
    };
    expect(validateBundle(v, null, now)).toEqual({ loopIntervalDays: 'Loop interval days can not be more than 366' });
    expect(validateBundle({ ...v, loopIntervalDays: 2.5 }, null, now)).toMatchObject({
      loopIntervalDays: 'Loop interval days must be a whole number',
    });
  });

  it('refuses a new start before today, but keeps a running bundle’s start', () => {
    const past = { ...emptyValues(1), name: 'p', range: [inDays(-2), inDays(3)] as [Date, Date], resource };
    expect(validateBundle(past, null, now)).toEqual({ range: 'Start date can not be earlier than today' });
    expect(validateBundle(past, laDateToUnix(ymd(inDays(-2))), now)).toEqual({});
    const reversed = { ...past, range: [inDays(4), inDays(2)] as [Date, Date] };
    expect(validateBundle(reversed, null, now)).toEqual({ range: 'Start date can not be later than end date' });
  });
});
