// The link a player opens to redeem a bonus (001 §9: bonus links use https hosts). The host is
// the project's service host; whatever scheme it was typed with, the link is https.
export function bonusLink(serviceHost: string, bonusCode: string): string | null {
  const host = serviceHost
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/+$/, '');
  if (!host) return null;
  return `https://${host}/bonus/${encodeURIComponent(bonusCode)}`;
}
