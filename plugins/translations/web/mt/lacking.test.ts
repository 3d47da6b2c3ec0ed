import { describe, expect, it } from 'vitest';
import type { TranslationMap } from '../../shared';
import { languagesLacking } from './lacking';

describe('the languages the selection lacks', () => {
  it('are the scope’s languages some selected row has no text in, never another language the engines know (issue 28)', () => {
    const project = ['en', 'fr', 'de', 'ja'];
    const rows: { translation: TranslationMap }[] = [
      { translation: { en: 'Play', fr: 'Jouer', de: ' ' } },
      { translation: { en: 'Shop', fr: 'Boutique', de: 'Laden', ja: 'ショップ' } },
    ];
    expect(languagesLacking(project, 'en', rows)).toEqual(['de', 'ja']);
    // The source is never a target; a language the rows all have is not picked.
    expect(languagesLacking(project, 'fr', [{ translation: { fr: 'Jouer' } }])).toEqual(['en', 'de', 'ja']);
    expect(languagesLacking(project, 'en', [{ translation: { en: 'a', fr: 'b', de: 'c', ja: 'd' } }])).toEqual([]);
  });
});
