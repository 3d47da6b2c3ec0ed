// Links into the stats screens (zod-free: the manifest uses them).

/** The palette's level step: a whole level index. */
export function levelStepError(text: string): string | null {
  return /^\d{1,7}$/.test(text.trim()) ? null : 'Type a level index (a whole number)';
}

/** Level statistics filtered to one level (through the custom condition). */
export function levelLink(code: string, level: string): string {
  return `/${encodeURIComponent(code)}/stats/level?cond=${encodeURIComponent(`level=${Number(level.trim())}`)}`;
}
