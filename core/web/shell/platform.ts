/** ⌘ on Apple keyboards, Ctrl elsewhere (the palette's `mod + K`). */
export function modKeyLabel(): string {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad/i.test(platform) ? '⌘' : 'Ctrl';
}
