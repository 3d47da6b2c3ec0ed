import { describe, expect, it } from 'vitest';
import { zodFormErrors } from '../../../core/shared/zod';
import { releaseFormSchema } from '../schemas';
import { MESSAGES, typeColor } from '../shared';
import { toBody } from './components/ReleaseFormModal';

const values = {
  name: 'R',
  type: 'main',
  extra: { boss_begin: 3, boss_interval: '' as number | string },
  includeCategory: false,
  includeTexts: true,
  isMultipart: true,
  flattenUpload: true,
  folderIds: ['4', '2'],
  categoryIds: ['9'],
};

describe('the release form', () => {
  it('sends numbers, drops empty settings, keeps categories only with includeCategory', () => {
    expect(toBody(values)).toEqual({
      name: 'R',
      type: 'main',
      extra: { boss_begin: 3 },
      includeCategory: false,
      includeTexts: true,
      isMultipart: true,
      flattenUpload: true,
      folderIds: [4, 2],
      categoryIds: [],
    });
    expect(toBody({ ...values, includeCategory: true }).categoryIds).toEqual([9]);
  });
  it('shows the spec messages for an empty form', () => {
    const errors = zodFormErrors(releaseFormSchema, toBody({ ...values, name: ' ', type: null, folderIds: [], extra: { boss_begin: -1 } }));
    expect(errors).toMatchObject({
      name: MESSAGES.nameRequired,
      type: MESSAGES.typeRequired,
      folderIds: MESSAGES.foldersRequired,
      'extra.boss_begin': 'Extra values are numbers of at least 0',
    });
  });
  it('cycles the type tag colours blue, green, cyan, orange, purple', () => {
    const types = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(types.map((t) => typeColor(types, t))).toEqual(['blue', 'green', 'cyan', 'orange', 'purple', 'blue']);
  });
});
