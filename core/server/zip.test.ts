import { describe, expect, it } from 'vitest';
import { zip } from './zip';

const entries = [
  { name: 'a.json', data: new TextEncoder().encode('{"a":1}') },
  { name: 'pictures/1.webp', data: new Uint8Array([82, 73, 70, 70, 1, 2, 3]) },
];

describe('zip', () => {
  it('makes the same bytes for the same entries (a retried job writes the same archive to its key)', async () => {
    expect(Buffer.from(await zip(entries)).equals(Buffer.from(await zip(entries)))).toBe(true);
  });
  it('stores the entries as they are, and ends with the end of central directory record', async () => {
    const bytes = Buffer.from(await zip(entries));
    expect(bytes.includes(Buffer.from('{"a":1}'))).toBe(true);
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    expect(bytes.readUInt32LE(bytes.length - 22)).toBe(0x06054b50);
  });
});
