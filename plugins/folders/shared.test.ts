// The folders plugin's pure rules: the translation map, the pick rule, the source ids, the
// collection key, the pick-source choice and the tag colours.
import { describe, expect, it } from 'vitest';
import { collectionKeySchema, folderSortSchema, nameMapSchema, pickRuleSchema, sourceIdsSchema } from './schemas';
import { folderThumb, pickSourceDisabled, tagColor } from './shared';
import { registerProjectModules } from '../../core/shared/overrides';
import { thumbnailSize } from '../../core/shared/thumbnail';
import { projectModules } from '../../projects';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('folders schemas', () => {
  it('requires en and every language and text', () => {
    expect(nameMapSchema.parse({ en: ' A ', fr: 'B' })).toEqual({ en: 'A', fr: 'B' });
    expect(messages(nameMapSchema.safeParse({ fr: 'B' }))).toEqual(["Please input folder's name"]);
    expect(messages(nameMapSchema.safeParse({ en: 'A', fr: ' ' }))).toEqual(['trans can not be null']);
    expect(messages(nameMapSchema.safeParse({ en: 'A', '': 'x' }))).toEqual(['language and trans can not be null']);
  });

  it('checks a pick rule', () => {
    const ok = { targetFolderInfo: { targetId: 1, startSort: 1 }, loopRule: [{ id: 2, pickCount: 3 }] };
    expect(pickRuleSchema.safeParse(ok).success).toBe(true);
    expect(messages(pickRuleSchema.safeParse({ ...ok, loopRule: [] }))).toEqual(['lack of folder info for a loop']);
    expect(messages(pickRuleSchema.safeParse({ ...ok, loopRule: [{ id: null, pickCount: 1 }] }))).toEqual([
      'lack of folder info for a loop',
    ]);
    expect(messages(pickRuleSchema.safeParse({ ...ok, loopRule: [{ id: 2 }] }))).toEqual(['lack of folder info for a loop']);
    expect(messages(pickRuleSchema.safeParse({ ...ok, targetFolderInfo: { targetId: 1, startSort: 0 } }))).toEqual([
      'start sort can not be less than 1',
    ]);
    expect(messages(pickRuleSchema.safeParse({ ...ok, loopRule: [{ id: 1, pickCount: 1 }] }))).toEqual([
      'The target folder cannot be a source',
    ]);
  });

  it("gives a folder sort's every refusal its own message (the sort editor shows them; the server answers the same)", () => {
    expect(folderSortSchema.parse(7)).toBe(7);
    expect(messages(folderSortSchema.safeParse(''))).toEqual(['sort can not be null']);
    expect(messages(folderSortSchema.safeParse(-5))).toEqual(['sort can not be less than 0']);
    expect(messages(folderSortSchema.safeParse(Number('99999999999999999999')))).toEqual(['sort can not be more than 2147483647']);
    expect(messages(folderSortSchema.safeParse(1.5))).toEqual(['sort must be a whole number']);
    expect(messages(folderSortSchema.safeParse(Number('-')))).toEqual(['sort must be a whole number']);
  });

  it('reads source ids and collection keys', () => {
    expect(sourceIdsSchema.parse(' 3, 5 ,3')).toEqual([3, 5]);
    expect(sourceIdsSchema.safeParse('3;5').success).toBe(false);
    expect(sourceIdsSchema.safeParse('0').success).toBe(false);
    expect(messages(collectionKeySchema.safeParse(''))).toContain('collectionKey cannot be empty');
    expect(messages(collectionKeySchema.safeParse('a b'))).toEqual(['collectionKey cannot contain Spaces']);
  });

  it('disables needPub folders and the target among pick sources; tag colours are stable', () => {
    expect(pickSourceDisabled({ id: 1, needPub: false }, 2)).toBe(false);
    expect(pickSourceDisabled({ id: 2, needPub: false }, 2)).toBe(true);
    expect(pickSourceDisabled({ id: 3, needPub: true }, 2)).toBe(true);
    expect(tagColor('daily')).toBe(tagColor('daily'));
  });
});

describe('the folders table thumbnail (002 §9)', () => {
  it("the folders table's column is the same box where the project has it, and none elsewhere", () => {
    registerProjectModules(projectModules);
    expect(folderThumb('jigsaw')).toEqual(thumbnailSize('jigsaw'));
    expect(folderThumb('words')).toBeNull();
  });
});
