// A new puzzle's pictures: what the bytes are (by their signature, never the name or the browser's
// type), within the size limit. png, jpeg and webp only (the formats the game clients decode).
import { PICTURE_TYPES } from '../shared';

export type PictureType = (typeof PICTURE_TYPES)[number];

const starts = (b: Uint8Array, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The picture's type from its first bytes, or null when it is none of png, jpeg, webp. */
export function pictureTypeOf(bytes: Uint8Array): PictureType | null {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, ascii('RIFF')) && starts(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** The file extension that goes with a picture type (the stored key's name). */
export const extensionOf = (type: PictureType) => ({ 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' })[type];
