// The create modal's two views share one draft: what the Json view holds survives a switch.
import { describe, expect, it } from 'vitest';
import { zodFormErrors } from '../../../core/shared/zod';
import { checkUpdateRuleSchema } from '../schemas';
import { draftToInput, draftToJson, emptyDraft, freeActions, jsonToDraft, otherLanguages } from './ruleDraft';

describe('rule draft', () => {
  it('starts on the tab platform with one update button, and names every missing field', () => {
    const d = emptyDraft(2);
    expect(d.platform).toBe('2');
    expect(zodFormErrors(checkUpdateRuleSchema, draftToInput(d))).toEqual({
      startVersion: 'Please input version!',
      endVersion: 'Please input version!',
      'data.title.en': 'Please input title!',
      'data.msg.en': 'Please input message!',
      'data.buttons.0.title.en': "Need title for button 'update'",
    });
  });

  it('round-trips through JSON with the platform as a number', () => {
    const d = emptyDraft(3);
    d.data.title = { en: 'Hi', fr: 'Salut' };
    const text = draftToJson(d);
    expect(JSON.parse(text).platform).toBe(3);
    const back = jsonToDraft(text);
    expect('draft' in back && back.draft).toEqual(d);
  });

  it('reports a syntax error and a non-object, and reads odd values as text', () => {
    expect(jsonToDraft('{"platform": 1,')).toHaveProperty('error');
    expect(jsonToDraft('[1]')).toEqual({ error: 'The rule must be a JSON object' });
    const odd = jsonToDraft(
      '{"platform": 2, "startVersion": 1, "data": {"title": {"en": 5}, "buttons": [{"action": "openUrl", "title": null, "url": "x"}, 7]}}',
    );
    expect(odd).toEqual({
      draft: {
        platform: '2',
        startVersion: '1',
        endVersion: '',
        data: {
          title: { en: '5' },
          msg: {},
          buttons: [
            { action: 'openUrl', title: {}, url: 'x' },
            { action: '', title: {} },
          ],
        },
      },
    });
  });

  it('offers each action once', () => {
    expect(freeActions([{ action: 'update' }, { action: 'skip' }])).toEqual(['cancel', 'openUrl']);
    expect(freeActions([{ action: 'update' }, { action: 'skip' }], 'skip')).toEqual(['cancel', 'skip', 'openUrl']);
  });

  it('lists the languages the Form view does not show', () => {
    const d = emptyDraft(1);
    d.data.msg = { en: 'a', 'zh-CN': 'b' };
    d.data.buttons[0].title = { en: 'x', fr: 'y' };
    expect(otherLanguages(d)).toEqual(['zh-CN', 'fr']);
  });
});
