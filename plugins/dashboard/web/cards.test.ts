import { describe, expect, it } from 'vitest';
import { CARDS, changeColor, changeText, valueText } from './cards';

describe('dashboard cards', () => {
  it('shows changes signed, green up and red down', () => {
    expect([changeText(25), changeText(-100), changeText(0), changeText(null)]).toEqual(['+25.00%', '-100.00%', '0.00%', '–']);
    expect([changeColor(25), changeColor(-1), changeColor(0), changeColor(null)]).toEqual(['green', 'red', 'dimmed', 'dimmed']);
    expect(valueText(12345)).toBe('12,345');
    expect(valueText(33.333, 2, '%')).toBe('33.33%');
  });

  it('open their statistics screens (link needs) with the window (and platform, finishEvtName) as params', () => {
    const d = { start: '2025-01-01', end: '2025-01-10', finishEvent: 'game_finish' } as Parameters<
      (typeof CARDS)[number]['link']['params']
    >[0];
    const links = CARDS.map((c) => [c.link.need.id, c.link.params(d)]);
    expect(links).toEqual([
      ['totalUsers', { start: '2025-01-01', end: '2025-01-10' }],
      ['dailyNewUser', { start: '2025-01-01', end: '2025-01-10', platform: '1' }],
      ['dailyNewUser', { start: '2025-01-01', end: '2025-01-10', platform: '2' }],
      ['dailyNewAccount', { start: '2025-01-01', end: '2025-01-10' }],
      ['dailyActiveUser', { start: '2025-01-01', end: '2025-01-10', platform: '1' }],
      ['dailyActiveUser', { start: '2025-01-01', end: '2025-01-10', platform: '2' }],
      ['finishEvents', { start: '2025-01-01', end: '2025-01-10', finishEvtName: 'game_finish' }],
    ]);
    expect(CARDS.reduce((a, c) => a + c.span, 0) % 24).toBe(0);
  });
});
