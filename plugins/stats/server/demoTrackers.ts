// The install attribution of the demo players (001 ad event stats: trackers come from the installs):
// each install event carries props.tracker (the tracker's name) and props.trackerToken, as an
// attribution service such as Adjust reports them. Tokens are per platform, as each platform's
// app has its own trackers.

export interface DemoTracker {
  tracker: string;
  trackerToken: string;
  /** Share of the platform's installs, in percent (the shares of a platform add up to 100). */
  share: number;
}

export const DEMO_TRACKERS: Record<1 | 2 | 3, DemoTracker[]> = {
  1: [
    { tracker: 'Organic', trackerToken: '8k3xq1', share: 40 },
    { tracker: 'Google Ads', trackerToken: 'r2m7wd', share: 25 },
    { tracker: 'Facebook Installs', trackerToken: 'f9t4kz', share: 20 },
    { tracker: 'Unity Ads', trackerToken: 'u5n8cp', share: 15 },
  ],
  2: [
    { tracker: 'Organic', trackerToken: 'p0v6hs', share: 40 },
    { tracker: 'Apple Search Ads', trackerToken: 'q7j2ya', share: 25 },
    { tracker: 'Facebook Installs', trackerToken: 'e3w9lb', share: 20 },
    { tracker: 'Unity Ads', trackerToken: 'm4d1gt', share: 15 },
  ],
  3: [{ tracker: 'Organic', trackerToken: 'c6z0rn', share: 100 }],
};

/** The install props of a player of `platform`; `percentile` (0..99) picks the tracker by its share. */
export function demoInstallProps(platform: 1 | 2 | 3, percentile: number): { tracker: string; trackerToken: string } {
  const list = DEMO_TRACKERS[platform];
  let left = percentile;
  for (const t of list) {
    if (left < t.share) return { tracker: t.tracker, trackerToken: t.trackerToken };
    left -= t.share;
  }
  const last = list[list.length - 1];
  return { tracker: last.tracker, trackerToken: last.trackerToken };
}
