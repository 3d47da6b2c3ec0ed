// Redirect targets taken from the URL (`?next=`, `/refresh?path=`) must stay on this site:
// only same-origin relative paths pass, anything else falls back.

const BASE = 'http://console.invalid';

export function safeLocalPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || typeof raw !== 'string') return fallback;
  // `//host` and `/\host` are protocol-relative in browsers; control characters hide tricks.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return url.pathname + url.search + url.hash;
}
