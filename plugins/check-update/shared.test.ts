// The check-update schema carries every 001 §5 message, in the shape a Mantine form reads
// ({ field: first message }), and normalises what it accepts.
import { describe, expect, it } from 'vitest';
import { zodFormErrors } from '../../core/shared/zod';
import { compareVersions, fromLangRows, toLangRows } from './shared';
import { checkUpdateRuleSchema, langRowsSchema, listQuerySchema, publishQuerySchema } from './schemas';

const valid = () => ({
  platform: 1,
  startVersion: '1.0.0',
  endVersion: '1.9.9',
  data: { title: { en: 'Update' }, msg: { en: 'Please update' }, buttons: [{ action: 'update', title: { en: 'Go' } }] },
});
const errors = (v: unknown) => zodFormErrors(checkUpdateRuleSchema, v);

describe('checkUpdateRuleSchema', () => {
  it('accepts a valid rule', () => {
    expect(errors(valid())).toEqual({});
  });

  it('names every missing field with the spec message, all at once', () => {
    expect(errors({})).toEqual({
      platform: 'Please select a platform!',
      startVersion: 'Please input version!',
      endVersion: 'Please input version!',
      'data.title.en': 'Please input title!',
      'data.msg.en': 'Please input message!',
      'data.buttons': 'Need at least one button!',
    });
    expect(errors({ ...valid(), startVersion: '', endVersion: '  ', platform: '' })).toMatchObject({
      startVersion: 'Please input version!',
      endVersion: 'Please input version!',
      platform: 'Please select a platform!',
    });
  });

  it.each(['1.10.0', '1.0', '1.0.0.0', 'a.b.c', '10.0.0', ' 1.0.0x'])('calls %j an illegal version', (v) => {
    expect(errors({ ...valid(), startVersion: v }).startVersion).toBe('Illegal version!');
  });

  it('wants startVersion below endVersion', () => {
    expect(errors({ ...valid(), startVersion: '2.0.0', endVersion: '1.9.9' })).toEqual({ startVersion: 'startVersion must be smaller than endVersion!' });
    expect(errors({ ...valid(), startVersion: '1.9.9', endVersion: '1.9.9' })).toEqual({ startVersion: 'startVersion must be smaller than endVersion!' });
  });

  it('refuses a platform other than 1, 2, 3 and takes a Select string', () => {
    expect(errors({ ...valid(), platform: 4 })).toEqual({ platform: 'Please select a platform!' });
    expect(checkUpdateRuleSchema.parse({ ...valid(), platform: '3' }).platform).toBe(3);
  });

  it('wants a title for each chosen button, a url for openUrl, and each action once', () => {
    const rule = valid();
    rule.data.buttons = [
      { action: 'update', title: {} },
      { action: 'openUrl', title: { en: 'Store' } },
      { action: 'skip', title: { en: '  ' } },
      { action: 'update', title: { en: 'Again' } },
    ] as never;
    expect(errors(rule)).toEqual({
      'data.buttons.0.title.en': "Need title for button 'update'",
      'data.buttons.1.url': "Need url for button 'openUrl'",
      'data.buttons.2.title.en': "Need title for button 'skip'",
      'data.buttons.3.action': "Button 'update' is chosen more than once",
    });
    rule.data.buttons = [{ action: 'later', title: { en: 'x' } }] as never;
    expect(errors(rule)).toEqual({ 'data.buttons.0.action': 'Please select an action' });
  });

  it('wants every language code and every text (edit form tabs)', () => {
    const rule = valid();
    rule.data.title = { en: 'Update', '': 'x', fr: '' } as never;
    rule.data.msg = { en: 'Please', ' ': 'y' } as never;
    rule.data.buttons = [{ action: 'update', title: { en: 'Go', '': 'z' } as never }];
    expect(errors(rule)).toEqual({
      'data.title.': 'title language can not be null',
      'data.title.fr': 'title can not be null',
      'data.msg.': 'message language can not be null',
      'data.buttons.0.title.': 'update language can not be null',
    });
    // The English entry cannot go.
    expect(errors({ ...valid(), data: { ...valid().data, title: { fr: 'x' } } })).toEqual({ 'data.title.en': 'Please input title!' });
  });

  it('trims, and keeps a url only on the openUrl button', () => {
    const out = checkUpdateRuleSchema.parse({
      ...valid(),
      startVersion: ' 1.0.0 ',
      data: {
        title: { ' en ': ' Update ' },
        msg: { en: 'Hi' },
        buttons: [
          { action: 'update', title: { en: 'Go' }, url: 'https://x' },
          { action: 'openUrl', title: { en: 'Store' }, url: ' market://details?id=x ' },
        ],
      },
    });
    expect(out.startVersion).toBe('1.0.0');
    expect(out.data.title).toEqual({ en: 'Update' });
    expect(out.data.buttons).toEqual([
      { action: 'update', title: { en: 'Go' } },
      { action: 'openUrl', title: { en: 'Store' }, url: 'market://details?id=x' },
    ]);
  });
});

describe('edit tabs as rows', () => {
  it('checks each row and the English one', () => {
    const schema = langRowsSchema('title', 'Please input title!');
    expect(zodFormErrors(schema, [{ lang: 'en', text: 'a' }])).toEqual({});
    expect(zodFormErrors(schema, [{ lang: 'en', text: '' }, { lang: '', text: 'b' }])).toEqual({ '0.text': 'title can not be null', '1.lang': 'title language can not be null' });
    expect(zodFormErrors(langRowsSchema('message', 'Please input message!'), [{ lang: 'fr', text: 'b' }])).toEqual({ '': 'Please input message!' });
    expect(fromLangRows(toLangRows({ en: 'a', fr: 'b' }))).toEqual({ en: 'a', fr: 'b' });
  });
});

describe('helpers', () => {
  it('compares versions by number', () => {
    expect(compareVersions('1.2.10', '1.2.9')).toBe(1);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('0.9.9', '1.0.0')).toBe(-1);
  });

  it('reads list and publish queries', () => {
    expect(listQuerySchema.parse({ platform: '2' })).toEqual({ platform: 2, ps: 10, pn: 1 });
    expect(listQuerySchema.parse({ platform: '1', ps: '500', pn: '3' })).toEqual({ platform: 1, ps: 500, pn: 3 });
    expect(publishQuerySchema.parse({ env: 'Prod', platform: '3' })).toEqual({ env: 'prod', platform: 3 });
    expect(publishQuerySchema.safeParse({ env: 'staging', platform: '1' }).error?.issues[0].message).toBe('env must be Sandbox or Prod');
  });
});
