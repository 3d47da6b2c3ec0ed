// Sends a long list of texts in chunks a provider takes in one request, and keeps what came back
// when a later chunk fails: the error's `partial` holds the finished chunks' results.
import { providerError, TranslateError } from './types';

export async function inChunks(
  engine: string,
  texts: readonly string[],
  size: number,
  send: (chunk: string[]) => Promise<string[]>,
): Promise<(string | null)[]> {
  const out: (string | null)[] = texts.map(() => null);
  for (let start = 0; start < texts.length; start += size) {
    const chunk = texts.slice(start, start + size);
    try {
      const got = await send(chunk);
      if (got.length !== chunk.length) throw providerError(engine, `answered ${got.length} texts for ${chunk.length}`);
      got.forEach((t, i) => (out[start + i] = t));
    } catch (e) {
      if (e instanceof TranslateError) throw new TranslateError(e.kind, e.engine, e.message, out, e.retryAfterMs);
      throw e;
    }
  }
  return out;
}
