// The reach of update rules over live releases: version space, open bounds, platforms, the rule
// the client route picks where rules overlap, prompts versus strands.
import { describe, expect, it } from 'vitest';
import type { Audience } from '../../core/shared/audience';
import { ceilIndex, draftReach, floorIndex, NEW_RULE_ID, forcesUpdate, overlaps, platformMatches, rangeIndexes, rangeText, reachOf, reachOfRule, reachText, stranded, winners, type ReachRule } from './reach';

const release = (name: string, clientVersions: [string, string], platform: 1 | 2 | 3 | null = null): Audience => ({ kindTitle: 'Online release', name, platform, clientVersions });
const rule = (id: number, startVersion: string, endVersion: string, force: boolean): ReachRule => ({ id, startVersion, endVersion, force });
const effects = (platform: number, rules: ReachRule[], releases: Audience[]) => reachOf(platform, rules, releases).map((r) => [r.release.name, r.effect, r.ruleIds]);

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
    expect(effects(2, rules, [release('Android only', ['1.0.0', '0.0.0'], 1), release('iOS', ['1.0.0', '0.0.0'], 2), release('All', ['1.0.0', '0.0.0'])])).toEqual([
      ['iOS', 'strands', [1]],
      ['All', 'strands', [1]],
    ]);
  });
});

describe('prompts and strands', () => {
  it('strands a release inside one forcing rule, prompts one it overlaps', () => {
    const rules = [rule(1, '1.0.0', '1.9.9', true)];
    expect(effects(1, rules, [release('inside', ['1.2.0', '1.5.0']), release('same', ['1.0.0', '1.9.9']), release('partial', ['1.5.0', '2.5.0']), release('outside', ['2.0.0', '0.0.0'])])).toEqual([
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
    expect(effects(1, [rule(3, '1.0.0', '1.9.9', true), rule(4, '1.0.0', '1.9.9', false)], [release('r', ['1.0.0', '1.1.0'])])).toEqual([['r', 'prompts', [4]]]);
  });
  it('names the releases one rule reaches and those stranded, in words', () => {
    const rules = [rule(1, '1.0.0', '1.9.9', true), rule(2, '2.0.0', '2.3.9', false)];
    const reach = reachOf(2, rules, [release('Spring levels', ['1.0.0', '1.9.9']), release('Summer levels (iOS)', ['2.0.0', '0.0.0'], 2)]);
    expect(reachOfRule(reach, 2).map((r) => r.release.name)).toEqual(['Summer levels (iOS)']);
    expect(stranded(reach).map((r) => r.release.name)).toEqual(['Spring levels']);
    expect(reach.map(reachText)).toEqual(['Strands clients of Spring levels 1.0.0 – 1.9.9', 'Prompts clients of Summer levels (iOS) 2.0.0+']);
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
    const r = draftReach(1, rules, { id: NEW_RULE_ID, startVersion: '2.5.0', endVersion: '2.9.9', buttons: [{ action: 'update' }, { action: 'cancel' }] }, releases);
    expect(r?.map((x) => [x.release.name, x.effect, x.ruleIds])).toEqual([['2.x', 'prompts', [2, NEW_RULE_ID]]]);
    // Same start as rule 2: the new one wins (the newest), so it reaches 2.x whole and strands it.
    const same = draftReach(1, rules, { id: NEW_RULE_ID, startVersion: '2.0.0', endVersion: '2.9.9', buttons: [{ action: 'update' }] }, releases);
    expect(same?.map((x) => [x.release.name, x.effect, x.ruleIds])).toEqual([['2.x', 'strands', [NEW_RULE_ID]]]);
  });
  it('is null while the versions are not a range', () => {
    expect(draftReach(1, rules, { id: 1, startVersion: '2.0.0', endVersion: '1.0.0', buttons: [] }, releases)).toBeNull();
    expect(draftReach(1, rules, { id: 1, startVersion: '1.0', endVersion: '1.0.0', buttons: [] }, releases)).toBeNull();
  });
});
