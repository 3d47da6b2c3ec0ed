import { describe, expect, it } from 'vitest';
import { compareSpecificity, isProjectPattern, matchPattern, needsOnlyCode, patternParams } from './match';
import { safeLocalPath } from './safePath';

describe('matchPattern', () => {
  it('matches static and param segments', () => {
    expect(matchPattern('/projects', '/projects')).toEqual({});
    expect(matchPattern('/:code/overview', '/jigsaw/overview')).toEqual({ code: 'jigsaw' });
    expect(matchPattern('/:code/overview', '/jigsaw/overview/')).toEqual({ code: 'jigsaw' });
    expect(matchPattern('/:code/overview', '/jigsaw')).toBeNull();
    expect(matchPattern('/:code/overview', '/jigsaw/overview/x')).toBeNull();
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/', '/x')).toBeNull();
  });
  it('decodes params and ignores the query', () => {
    expect(matchPattern('/:code/item/:id', '/a%20b/item/7?x=1')).toEqual({ code: 'a b', id: '7' });
    expect(matchPattern('/:code/x', '/%E0%A4%A/x')).toBeNull();
  });
  it('handles optional and rest segments', () => {
    expect(matchPattern('/:code/stats/:start?', '/a/stats')).toEqual({ code: 'a' });
    expect(matchPattern('/:code/stats/:start?', '/a/stats/2024')).toEqual({ code: 'a', start: '2024' });
    expect(matchPattern('/files/*', '/files/a/b')).toEqual({ '*': 'a/b' });
  });
  it('describes patterns', () => {
    expect(patternParams('/:code/exp/:id')).toEqual(['code', 'id']);
    expect(isProjectPattern('/:code/overview')).toBe(true);
    expect(isProjectPattern('/admin/projects')).toBe(false);
    expect(isProjectPattern('/operate/push/detail/:code/:env/:platform/:taskId')).toBe(true);
    expect(isProjectPattern('/admin/:id')).toBe(false);
    expect(needsOnlyCode('/:code/overview')).toBe(true);
    expect(needsOnlyCode('/:code/exp/:id')).toBe(false);
  });
  it('orders static before params', () => {
    const sorted = ['/:code/projects', '/admin/projects', '/:code/:x', '/admin/:id'].sort(compareSpecificity);
    expect(sorted).toEqual(['/admin/projects', '/admin/:id', '/:code/projects', '/:code/:x']);
  });
});

describe('safeLocalPath', () => {
  it('keeps same-origin relative paths', () => {
    expect(safeLocalPath('/jigsaw/overview?tab=a#x')).toBe('/jigsaw/overview?tab=a#x');
    expect(safeLocalPath('/')).toBe('/');
  });
  it('refuses anything that could leave the site', () => {
    for (const bad of ['https://evil.com', '//evil.com', '/\\evil.com', 'javascript:alert(1)', 'evil', '', null, undefined, '/\tx']) {
      expect(safeLocalPath(bad as string)).toBe('/');
    }
  });
});
