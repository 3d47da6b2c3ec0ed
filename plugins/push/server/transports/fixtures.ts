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

/** Waits recorded, not slept (the throttle and backoff are checked, the tests stay fast). */
export function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number, signal?: AbortSignal) => void (signal?.throwIfAborted(), waits.push(ms)) };
}
