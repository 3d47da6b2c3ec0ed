import { describe, expect, it } from 'vitest';
import { extensionOf, pictureTypeOf } from './pictures';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('pictureTypeOf', () => {
  it('knows png, jpeg and webp by their signature', () => {
    expect(pictureTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(pictureTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(pictureTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(extensionOf('image/jpeg')).toBe('jpg');
  });
  it('refuses anything else, a truncated signature and a RIFF that is not webp', () => {
    expect(pictureTypeOf(bytes('GIF89a'))).toBeNull();
    expect(pictureTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(pictureTypeOf(bytes([0x89], 'PNG'))).toBeNull();
    expect(pictureTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(pictureTypeOf(new Uint8Array())).toBeNull();
  });
});
