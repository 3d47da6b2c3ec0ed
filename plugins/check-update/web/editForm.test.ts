// The edit modal's tabs: rows per language, the spec's messages on the field they concern,
// and the tab each message opens.
import { describe, expect, it } from 'vitest';
import type { CheckUpdateRule } from '../shared';
import { duplicateLanguage, editErrors, editToRule, ruleToEdit, tabOf } from './editForm';

const rule: CheckUpdateRule = {
  id: 7,
  platform: 2,
  startVersion: '1.0.0',
  endVersion: '1.9.9',
  data: {
    title: { fr: 'Mise à jour', en: 'Update' },
    msg: { en: 'Please update' },
    buttons: [
      { action: 'update', title: { en: 'Go' } },
      { action: 'openUrl', title: { en: 'Store' }, url: 'https://x' },
    ],
  },
  operator: 'Admin',
  createdAt: '',
  updatedAt: '',
};

describe('edit form', () => {
  it('round-trips a rule, English first', () => {
    const v = ruleToEdit(rule);
    expect(v.title[0]).toEqual({ lang: 'en', text: 'Update' });
    expect(editToRule(v, 2)).toEqual({ platform: 2, startVersion: '1.0.0', endVersion: '1.9.9', data: rule.data });
    expect(editErrors(v, 2)).toEqual({});
  });

  it('puts each message on its field', () => {
    const v = ruleToEdit(rule);
    v.startVersion = '2.0.0';
    v.endVersion = '1.x';
    v.title.push({ lang: '', text: 'x' });
    v.msg = [{ lang: 'fr', text: '' }];
    v.buttons[1].url = ' ';
    v.buttons[0].title.push({ lang: 'fr', text: 'a' }, { lang: 'fr', text: 'b' });
    expect(editErrors(v, 2)).toEqual({
      endVersion: 'Illegal version!',
      'title.2.lang': 'title language can not be null',
      'msg.0.text': 'title can not be null',
      msg: 'Please input message!',
      'buttons.0.title.2.lang': duplicateLanguage('fr'),
      'buttons.1.url': "Need url for button 'openUrl'",
    });
    v.endVersion = '1.9.9';
    expect(editErrors(v, 2).startVersion).toBe('startVersion must be smaller than endVersion!');
    v.buttons = [];
    expect(editErrors(v, 2).buttons).toBe('Need at least one button!');
  });

  it("names a missing English button title with the button's action", () => {
    const v = ruleToEdit(rule);
    v.buttons[0].title = [{ lang: 'fr', text: 'Aller' }];
    expect(editErrors(v, 2)).toEqual({ 'buttons.0.title': "Need title for button 'update'" });
  });

  it('maps fields to tabs', () => {
    expect(['startVersion', 'title.0.lang', 'msg', 'buttons.1.url', 'buttons'].map(tabOf)).toEqual([
      'version',
      'title',
      'message',
      'button:1',
      'version',
    ]);
  });
});
