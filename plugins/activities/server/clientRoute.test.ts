// The client answer's moment of change: what "open now" answers holds until an activity opens or closes.
import { describe, expect, it } from 'vitest';
import { nextChange } from './clientRoute';
import type { PublishedActivity } from './rows';

const at = (iso: string) => Date.parse(iso);
const activity = (openAt: string, closeAt: string) => ({ openAt, closeAt }) as PublishedActivity;

describe('nextChange', () => {
  it('is the first opening or closing after now, and never when nothing changes any more', () => {
    const all = [activity('2026-01-01T00:00:00Z', '2026-01-10T00:00:00Z'), activity('2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z')];
    expect(nextChange(all, at('2025-12-31T00:00:00Z'))).toBe(at('2026-01-01T00:00:00Z'));
    expect(nextChange(all, at('2026-01-02T00:00:00Z'))).toBe(at('2026-01-05T00:00:00Z'));
    expect(nextChange(all, at('2026-01-05T00:00:00Z'))).toBe(at('2026-01-06T00:00:00Z'));
    expect(nextChange(all, at('2026-01-07T00:00:00Z'))).toBe(at('2026-01-10T00:00:00Z'));
    expect(nextChange(all, at('2026-02-01T00:00:00Z'))).toBe(Infinity);
    expect(nextChange([], 0)).toBe(Infinity);
  });
});
