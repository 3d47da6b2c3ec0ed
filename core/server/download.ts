// The Content-Disposition of every file the console sends to be saved (xlsx answers, job files):
// the name as given, letters of every script kept, in RFC 5987's `filename*` (UTF-8, percent-
// encoded), beside an ASCII `filename` for a client that reads only that (accents dropped, any
// other run of characters one underscore). Quotes, backslashes, slashes and control characters never reach
// either: a name cannot end the header's quoted string or name a folder.

/** RFC 5987 attr-chars stay; everything else (UTF-8 bytes included) is percent-encoded. */
const encodeExtValue = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="…"; filename*=UTF-8''…` for a file named `fileName`. */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const name = fileName.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').trim() || 'file';
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/__+/g, '_');
  return ascii === name ? `${type}; filename="${ascii}"` : `${type}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
