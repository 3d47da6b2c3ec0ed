// Download names: non-ASCII letters survive in filename* (RFC 5987), with an ASCII fallback.
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './download';

/** The name a browser takes from the header: filename* first (RFC 6266), else filename. */
function savedName(header: string): string {
  const star = /filename\*=UTF-8''([^;]+)/.exec(header);
  return star ? decodeURIComponent(star[1]) : /filename="([^"]*)"/.exec(header)![1];
}

describe('contentDisposition', () => {
  it('keeps an ASCII name as it is, with no filename*', () => {
    expect(contentDisposition('folder-names-jigsaw.xlsx')).toBe('attachment; filename="folder-names-jigsaw.xlsx"');
  });

  it('keeps letters of any script in filename* and gives an ASCII fallback', () => {
    const h = contentDisposition('jigsaw-Café_日本-all.xlsx');
    expect(h).toBe(`attachment; filename="jigsaw-Cafe_-all.xlsx"; filename*=UTF-8''jigsaw-Caf%C3%A9_%E6%97%A5%E6%9C%AC-all.xlsx`);
    expect(savedName(h)).toBe('jigsaw-Café_日本-all.xlsx');
    expect(savedName(contentDisposition('Ünïcødé (1) 100%.zip'))).toBe('Ünïcødé (1) 100%.zip');
  });

  it('never lets a name break out of the header or name a folder', () => {
    const h = contentDisposition('a"b\\c/d\r\nSet-Cookie: x.txt');
    expect(h).not.toMatch(/[\r\n]/);
    expect(h).toMatch(/^attachment; filename="[A-Za-z0-9_.-]+"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(savedName(h)).toBe('a_b_c_d__Set-Cookie: x.txt');
    expect(contentDisposition('')).toBe('attachment; filename="file"');
  });
});
