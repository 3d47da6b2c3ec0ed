import { describe, expect, it } from 'vitest';
import { demoPlayers } from './demoEvents';
import { DEMO_TRACKERS, demoInstallProps } from './demoTrackers';

const NOW = Date.UTC(2026, 0, 31, 12);

describe('demo install attribution', () => {
  it('gives every install a tracker of its platform, the trackers about their shares', () => {
    const installs = [...demoPlayers({ code: 'jigsaw', target: 150_000, now: NOW })].flat().filter((e) => e.event === 'install');
    expect(installs.length).toBeGreaterThan(300);
    const seen = new Map<string, number>();
    for (const e of installs) {
      const props = e.props as { tracker: string; trackerToken: string };
      expect(
        DEMO_TRACKERS[e.platform].some((t) => t.tracker === props.tracker && t.trackerToken === props.trackerToken),
        JSON.stringify(e),
      ).toBe(true);
      seen.set(`${e.platform}|${props.tracker}`, (seen.get(`${e.platform}|${props.tracker}`) ?? 0) + 1);
    }
    const android = installs.filter((e) => e.platform === 1).length;
    expect((seen.get('1|Organic') ?? 0) / android).toBeGreaterThan(0.3);
    expect((seen.get('1|Organic') ?? 0) / android).toBeLessThan(0.5);
    expect(seen.get('2|Apple Search Ads')).toBeGreaterThan(0);
    expect(seen.get('1|Apple Search Ads')).toBeUndefined();
  });

  it('picks by share and keeps the last tracker for the top percentile', () => {
    expect(demoInstallProps(1, 0)).toEqual({ tracker: 'Organic', trackerToken: '8k3xq1' });
    expect(demoInstallProps(1, 40)).toEqual({ tracker: 'Google Ads', trackerToken: 'r2m7wd' });
    expect(demoInstallProps(2, 99)).toEqual({ tracker: 'Unity Ads', trackerToken: 'm4d1gt' });
    for (const list of Object.values(DEMO_TRACKERS)) expect(list.reduce((a, t) => a + t.share, 0)).toBe(100);
  });
});
