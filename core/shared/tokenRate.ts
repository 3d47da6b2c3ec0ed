// 002 §9 "Token rate thresholds": the push-token rate (tokens retrieved / installs) is green at or
// above 90 percent on Android and 22 on iOS, else red. The daily user token screen (stats) and
// the push list's token block (push) both colour it.

/** Percent, by platform code: 1 Android, 2 iOS. */
export const TOKEN_RATE_GREEN: Record<1 | 2, number> = { 1: 90, 2: 22 };

/** 'green' or 'red' for a rate (a fraction); null without a rate or for another platform. */
export function tokenRateColor(platform: number, rate: number | null): 'green' | 'red' | null {
  if (rate === null || (platform !== 1 && platform !== 2)) return null;
  // Compared in percent, rounded as shown (two decimals), so 89.999 shown as 90% is green.
  return Math.round(rate * 10000) / 100 >= TOKEN_RATE_GREEN[platform] ? 'green' : 'red';
}
