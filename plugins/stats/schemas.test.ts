import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './schemas';

describe('puzzle thumbnail URL', () => {
  it('fills the puzzle id into the project config template', () => {
    expect(thumbnailUrl({ puzzleThumbnailUrl: '/cdn/jigsaw/puzzles/thumbs/{puzzleId}.svg' }, '30')).toBe(
      '/cdn/jigsaw/puzzles/thumbs/30.svg',
    );
    expect(thumbnailUrl({ puzzleThumbnailUrl: ' https://cdn.example.com/p/{puzzleId}/{puzzleId}.png' }, 'a b/c')).toBe(
      'https://cdn.example.com/p/a%20b%2Fc/a%20b%2Fc.png',
    );
  });
  it('gives none without a template, a puzzle id, or with a template that is not a path or web address', () => {
    expect(thumbnailUrl(undefined, '30')).toBeNull();
    expect(thumbnailUrl({}, '30')).toBeNull();
    expect(thumbnailUrl({ puzzleThumbnailUrl: '/cdn/x/{puzzleId}.png' }, '')).toBeNull();
    expect(thumbnailUrl({ puzzleThumbnailUrl: '/cdn/x/fixed.png' }, '30')).toBeNull();
    expect(thumbnailUrl({ puzzleThumbnailUrl: 42 }, '30')).toBeNull();
    for (const bad of ['javascript:alert(1)//{puzzleId}', 'data:image/svg+xml,{puzzleId}', '//evil.example/{puzzleId}', 'cdn/{puzzleId}']) {
      expect(thumbnailUrl({ puzzleThumbnailUrl: bad }, '30'), bad).toBeNull();
    }
  });
});
