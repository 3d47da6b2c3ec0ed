// The push plugin's pure texts: what a task's detail says about the devices its send held back
// (the server's counts are delivery.test.ts's; the detail page shows this text above the counters).
import { describe, expect, it } from 'vitest';
import { heldBackText } from './shared';

describe('heldBackText', () => {
  it('is nothing when no device was held back', () => {
    expect(heldBackText({ frequencyCap: 0, quietHours: 0 })).toBeNull();
  });

  it('counts the devices and names each reason that held some back', () => {
    expect(heldBackText({ frequencyCap: 0, quietHours: 1 })).toBe('1 device held back: 1 by quiet hours');
    expect(heldBackText({ frequencyCap: 1200, quietHours: 0 })).toBe('1,200 devices held back: 1,200 by the frequency cap');
    expect(heldBackText({ frequencyCap: 2, quietHours: 3 })).toBe('5 devices held back: 2 by the frequency cap, 3 by quiet hours');
  });
});
