// Test messages for the transports' protocol tests (and the delivery part's bench may reuse them).
import type { PushMessage } from '../transport';

export function testMessage(i: number, over: Partial<PushMessage> = {}): PushMessage {
  return {
    pushId: `7:${i}`,
    deviceId: i,
    token: `tok-${String(i).padStart(6, '0')}-abcdefgh`,
    platform: 1,
    title: `Title ${i}`,
    subtitle: 'Sub',
    body: `Body ${i}`,
    imageUrl: '',
    data: { pushId: `7:${i}`, taskId: '7', reward: 'gems' },
    badge: 1,
    sound: 'default',
    channelId: 'events',
    priority: 4,
    isDataType: 0,
    ...over,
  };
}

/**
 * Waits recorded, not slept, on a clock of their own that each wait moves by its length (as a real
 * wait would): pass `now` to the transport and `sleep` to its retry policy, and the throttle and
 * backoff are checked exactly while the tests stay fast.
 */
export function fakeSleep(start = Date.UTC(2030, 0, 1)) {
  const waits: number[] = [];
  const clock = { at: start };
  const sleep = async (ms: number, signal?: AbortSignal) => {
    signal?.throwIfAborted();
    waits.push(ms);
    clock.at += ms;
  };
  return { waits, sleep, clock, now: () => clock.at };
}
