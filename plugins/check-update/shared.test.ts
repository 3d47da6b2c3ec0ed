// The check-update schema carries every 001 §5 message, in the shape a Mantine form reads
// ({ field: first message }), and normalises what it accepts.
import { describe, expect, it } from 'vitest';
import { zodFormErrors } from '../../core/shared/zod';
import { checkUpdateRuleSchema, langRowsSchema, listQuerySchema, publishQuerySchema } from './schemas';
import type { Audience } from '../../core/shared/audience';
import {
  ceilIndex,
  compareVersions,
  draftReach,
  floorIndex,
  fromLangRows,
  NEW_RULE_ID,
  toLangRows,
  forcesUpdate,
  overlaps,
  platformMatches,
  rangeIndexes,
  rangeText,
  reachOf,
  reachOfRule,
  reachText,
  stranded,
  winners,
  type ReachRule,
} from './shared';

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
    expect(errors({ ...valid(), startVersion: '2.0.0', endVersion: '1.9.9' })).toEqual({
      startVersion: 'startVersion must be smaller than endVersion!',
    });
    expect(errors({ ...valid(), startVersion: '1.9.9', endVersion: '1.9.9' })).toEqual({
      startVersion: 'startVersion must be smaller than endVersion!',
    });
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
    expect(
      zodFormErrors(schema, [
        { lang: 'en', text: '' },
        { lang: '', text: 'b' },
      ]),
    ).toEqual({ '0.text': 'title can not be null', '1.lang': 'title language can not be null' });
    expect(zodFormErrors(langRowsSchema('message', 'Please input message!'), [{ lang: 'fr', text: 'b' }])).toEqual({
      '': 'Please input message!',
    });
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

// The reach of update rules over live releases: version space, open bounds, platforms, the rule
// the client route picks where rules overlap, prompts versus strands.
const release = (name: string, clientVersions: [string, string], platform: 1 | 2 | 3 | null = null): Audience => ({
  kindTitle: 'Online release',
  name,
  platform,
  clientVersions,
});
const rule = (id: number, startVersion: string, endVersion: string, force: boolean): ReachRule => ({ id, startVersion, endVersion, force });
const effects = (platform: number, rules: ReachRule[], releases: Audience[]) =>
  reachOf(platform, rules, releases).map((r) => [r.release.name, r.effect, r.ruleIds]);

describe('forcesUpdate', () => {
  it('forces when no button lets the player go on', () => {
    expect(forcesUpdate([{ action: 'update' }])).toBe(true);
    expect(forcesUpdate([{ action: 'openUrl' }])).toBe(true);
    expect(forcesUpdate([{ action: 'update' }, { action: 'openUrl' }])).toBe(true);
    expect(forcesUpdate([{ action: 'update' }, { action: 'skip' }])).toBe(false);
    expect(forcesUpdate([{ action: 'openUrl' }, { action: 'cancel' }])).toBe(false);
  });
});

describe('the version space (single digits) and open bounds', () => {
  it('rounds a bound into the space', () => {
    expect(ceilIndex('0.0.0')).toBe(0);
    expect(ceilIndex('1.2.3')).toBe(123);
    expect(ceilIndex('1.12.0')).toBe(200); // nothing between 1.9.9 and 2.0.0 a rule can name
    expect(ceilIndex('10.0.0')).toBeNull();
    expect(floorIndex('1.2.3')).toBe(123);
    expect(floorIndex('1.12.0')).toBe(199);
    expect(floorIndex('12.0.0')).toBe(999);
  });
  it('reads 0.0.0 as an open side', () => {
    expect(rangeIndexes(['0.0.0', '0.0.0'])).toEqual([0, 999]);
    expect(rangeIndexes(['2.0.0', '0.0.0'])).toEqual([200, 999]);
    expect(rangeIndexes(['0.0.0', '1.9.9'])).toEqual([0, 199]);
    expect(rangeIndexes(['1.9.10', '1.9.11'])).toBeNull(); // no version of the space inside
    expect(rangeIndexes(['10.0.0', '0.0.0'])).toBeNull();
  });
  it('overlaps with both ends included and open sides', () => {
    expect(overlaps({ startVersion: '1.0.0', endVersion: '1.9.9' }, ['1.9.9', '0.0.0'])).toBe(true);
    expect(overlaps({ startVersion: '1.0.0', endVersion: '1.9.9' }, ['2.0.0', '0.0.0'])).toBe(false);
    expect(overlaps({ startVersion: '1.0.0', endVersion: '1.9.9' }, ['0.0.0', '1.0.0'])).toBe(true);
    expect(overlaps({ startVersion: '1.0.0', endVersion: '1.9.9' }, ['0.0.0', '0.9.9'])).toBe(false);
    expect(overlaps({ startVersion: '5.0.0', endVersion: '6.0.0' }, ['0.0.0', '0.0.0'])).toBe(true);
  });
  it('words a range', () => {
    expect(rangeText(['0.0.0', '0.0.0'])).toBe('all versions');
    expect(rangeText(['2.0.0', '0.0.0'])).toBe('2.0.0+');
    expect(rangeText(['0.0.0', '1.9.9'])).toBe('up to 1.9.9');
    expect(rangeText(['1.0.0', '1.9.9'])).toBe('1.0.0 – 1.9.9');
  });
});

describe('platforms', () => {
  it('matches the same platform and releases for all platforms', () => {
    expect(platformMatches(2, 2)).toBe(true);
    expect(platformMatches(2, null)).toBe(true);
    expect(platformMatches(2, 1)).toBe(false);
    const rules = [rule(1, '1.0.0', '9.9.9', true)];
    expect(
      effects(2, rules, [
        release('Android only', ['1.0.0', '0.0.0'], 1),
        release('iOS', ['1.0.0', '0.0.0'], 2),
        release('All', ['1.0.0', '0.0.0']),
      ]),
    ).toEqual([
      ['iOS', 'strands', [1]],
      ['All', 'strands', [1]],
    ]);
  });
});

describe('prompts and strands', () => {
  it('strands a release inside one forcing rule, prompts one it overlaps', () => {
    const rules = [rule(1, '1.0.0', '1.9.9', true)];
    expect(
      effects(1, rules, [
        release('inside', ['1.2.0', '1.5.0']),
        release('same', ['1.0.0', '1.9.9']),
        release('partial', ['1.5.0', '2.5.0']),
        release('outside', ['2.0.0', '0.0.0']),
      ]),
    ).toEqual([
      ['inside', 'strands', [1]],
      ['same', 'strands', [1]],
      ['partial', 'prompts', [1]],
    ]);
  });
  it('only prompts where the rule lets players go on', () => {
    expect(effects(1, [rule(1, '1.0.0', '1.9.9', false)], [release('inside', ['1.2.0', '1.5.0'])])).toEqual([['inside', 'prompts', [1]]]);
  });
  it('an open upper side is stranded only by forcing rules up to 9.9.9; an open lower side only from 0.0.0', () => {
    expect(effects(1, [rule(1, '2.0.0', '9.9.8', true)], [release('2.0.0+', ['2.0.0', '0.0.0'])])[0][1]).toBe('prompts');
    expect(effects(1, [rule(1, '2.0.0', '9.9.9', true)], [release('2.0.0+', ['2.0.0', '0.0.0'])])[0][1]).toBe('strands');
    expect(effects(1, [rule(1, '0.0.1', '1.9.9', true)], [release('up to 1.5.0', ['0.0.0', '1.5.0'])])[0][1]).toBe('prompts');
    expect(effects(1, [rule(1, '0.0.0', '1.9.9', true)], [release('up to 1.5.0', ['0.0.0', '1.5.0'])])[0][1]).toBe('strands');
    expect(effects(1, [rule(1, '0.0.0', '9.9.9', true)], [release('every version', ['0.0.0', '0.0.0'])])[0][1]).toBe('strands');
  });
  it('strands across adjacent forcing rules (1.9.9 is followed by 2.0.0), not across a gap', () => {
    const adjacent = [rule(1, '1.0.0', '1.9.9', true), rule(2, '2.0.0', '2.9.9', true)];
    expect(effects(1, adjacent, [release('r', ['1.5.0', '2.5.0'])])).toEqual([['r', 'strands', [1, 2]]]);
    const gap = [rule(1, '1.0.0', '1.9.8', true), rule(2, '2.0.0', '2.9.9', true)];
    expect(effects(1, gap, [release('r', ['1.5.0', '2.5.0'])])).toEqual([['r', 'prompts', [1, 2]]]);
  });
  it('follows the client route where rules overlap: the one starting latest wins, then the newest', () => {
    // A forcing 1.x rule with a later-starting 'skip' rule inside it: 1.5.0 to 1.9.9 may go on.
    const rules = [rule(1, '1.0.0', '1.9.9', true), rule(2, '1.5.0', '2.0.0', false)];
    expect(effects(1, rules, [release('1.x', ['1.0.0', '1.9.9']), release('early 1.x', ['1.0.0', '1.4.9'])])).toEqual([
      ['1.x', 'prompts', [1, 2]],
      ['early 1.x', 'strands', [1]],
    ]);
    // Same start: the newer rule (higher id) wins.
    expect(winners([rule(3, '1.0.0', '1.9.9', true), rule(4, '1.0.0', '1.9.9', false)])[150]?.id).toBe(4);
    expect(effects(1, [rule(3, '1.0.0', '1.9.9', true), rule(4, '1.0.0', '1.9.9', false)], [release('r', ['1.0.0', '1.1.0'])])).toEqual([
      ['r', 'prompts', [4]],
    ]);
  });
  it('names the releases one rule reaches and those stranded, in words', () => {
    const rules = [rule(1, '1.0.0', '1.9.9', true), rule(2, '2.0.0', '2.3.9', false)];
    const reach = reachOf(2, rules, [release('Spring levels', ['1.0.0', '1.9.9']), release('Summer levels (iOS)', ['2.0.0', '0.0.0'], 2)]);
    expect(reachOfRule(reach, 2).map((r) => r.release.name)).toEqual(['Summer levels (iOS)']);
    expect(stranded(reach).map((r) => r.release.name)).toEqual(['Spring levels']);
    expect(reach.map(reachText)).toEqual([
      'Strands clients of Spring levels 1.0.0 – 1.9.9',
      'Prompts clients of Summer levels (iOS) 2.0.0+',
    ]);
  });
  it('reaches nothing without rules', () => {
    expect(reachOf(1, [], [release('r', ['0.0.0', '0.0.0'])])).toEqual([]);
  });
});

describe('a rule being edited', () => {
  const rules = [rule(1, '1.0.0', '1.9.9', false), rule(2, '2.0.0', '2.9.9', false)];
  const releases = [release('1.x', ['1.0.0', '1.9.9']), release('2.x', ['2.0.0', '2.9.9'])];
  it('replaces its saved self and reaches what the draft would', () => {
    const r = draftReach(1, rules, { id: 1, startVersion: '1.0.0', endVersion: '2.9.9', buttons: [{ action: 'update' }] }, releases);
    // 2.0.0+ still gets rule 2 (it starts later), so the draft strands 1.x only.
    expect(r?.map((x) => [x.release.name, x.effect])).toEqual([['1.x', 'strands']]);
  });
  it('a new rule joins the set as the newest', () => {
    const r = draftReach(
      1,
      rules,
      { id: NEW_RULE_ID, startVersion: '2.5.0', endVersion: '2.9.9', buttons: [{ action: 'update' }, { action: 'cancel' }] },
      releases,
    );
    expect(r?.map((x) => [x.release.name, x.effect, x.ruleIds])).toEqual([['2.x', 'prompts', [2, NEW_RULE_ID]]]);
    // Same start as rule 2: the new one wins (the newest), so it reaches 2.x whole and strands it.
    const same = draftReach(
      1,
      rules,
      { id: NEW_RULE_ID, startVersion: '2.0.0', endVersion: '2.9.9', buttons: [{ action: 'update' }] },
      releases,
    );
    expect(same?.map((x) => [x.release.name, x.effect, x.ruleIds])).toEqual([['2.x', 'strands', [NEW_RULE_ID]]]);
  });
  it('is null while the versions are not a range', () => {
    expect(draftReach(1, rules, { id: 1, startVersion: '2.0.0', endVersion: '1.0.0', buttons: [] }, releases)).toBeNull();
    expect(draftReach(1, rules, { id: 1, startVersion: '1.0', endVersion: '1.0.0', buttons: [] }, releases)).toBeNull();
  });
});
