import { describe, expect, it } from 'vitest';
import { xlsxFileError } from '../../../core/web/XlsxFileInput';
import { MESSAGES } from '../shared';
import { emptyValues, nameOfRows, toBody, translationValues, validateCategory, validateTranslations } from './formValues';

describe('category form', () => {
  it('starts with client versions 0.0.0 and 0.0.0 and shows each message under its field', () => {
    const v = emptyValues(7);
    expect(toBody(v)).toMatchObject({ parentId: 7, attr: { rules: { clientVersions: ['0.0.0', '0.0.0'] } } });
    expect(validateCategory({ ...v, sort: -1, customOrders: [{ country_list: [], sort: 1 }], minVersion: 'x' })).toEqual({
      en: MESSAGES.nameRequired,
      sort: MESSAGES.sortMin,
      'customOrders.0.country_list': MESSAGES.countryListRequired,
      minVersion: MESSAGES.versionIllegal,
    });
    expect(validateCategory({ ...v, en: 'Animals', minVersion: '2.0.0', maxVersion: '1.0.0' })).toEqual({
      maxVersion: MESSAGES.versionOrder,
    });
    expect(validateCategory({ ...v, en: 'Animals' })).toEqual({});
  });

  it('edits translations from en plus one empty row, with both messages', () => {
    expect(translationValues({ en: 'Cats' }).rows).toEqual([
      { language: 'en', trans: 'Cats' },
      { language: '', trans: '' },
    ]);
    const rows = translationValues({ en: 'Cats', de: 'Katzen' });
    expect(rows.rows).toHaveLength(2);
    expect(
      validateTranslations({
        rows: [
          { language: 'en', trans: 'Cats' },
          { language: '', trans: '' },
        ],
      }),
    ).toEqual({ 'rows.1.language': MESSAGES.languageAndTransNull });
    expect(
      validateTranslations({
        rows: [
          { language: 'en', trans: 'Cats' },
          { language: 'de', trans: ' ' },
        ],
      }),
    ).toEqual({ 'rows.1.trans': MESSAGES.transNull });
    expect(validateTranslations({ rows: [{ language: 'en', trans: '' }] })).toEqual({ 'rows.0.trans': MESSAGES.nameRequired });
    expect(
      nameOfRows({
        rows: [
          { language: 'en', trans: ' Cats ' },
          { language: ' de', trans: 'Katzen' },
        ],
      }),
    ).toEqual({ en: 'Cats', de: 'Katzen' });
  });

  it('lets only xlsx files through the shared picker', () => {
    expect(xlsxFileError(null)).toBeNull();
    expect(xlsxFileError(new File(['x'], 'names.XLSX'))).toBeNull();
    expect(xlsxFileError(new File(['x'], 'names.csv'))).toBe('Only xlsx files can be uploaded');
    expect(xlsxFileError(new File(['x'], 'names.xls'))).toBe('Only xlsx files can be uploaded');
  });
});
