// URI helpers both halves use, kept apart from core/shared/zod.ts so a web manifest's imports
// (the entry chunk) can use them without loading zod.

/** decodeURIComponent that answers null for malformed percent-encoding instead of throwing. */
export function safeDecodeURIComponent(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}
