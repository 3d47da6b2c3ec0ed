// Secrets out of provider texts. A provider may echo the request it got (its body, with
// LibreTranslate's `api_key`, or DeepL's `Authorization` header) in an error or even in an answer;
// whatever a provider says ends up in a job's result, a feedback row, the jobs list and the audit
// log, which many people read. So every text a provider sends back passes through here before a
// client parses it or builds an error from it (http.ts, the one place provider text comes in).

export const REDACTED = '[redacted]';

/**
 * A configured key shorter than this is not searched for literally (it would blank ordinary
 * letters of every text); the named fields below are still redacted whatever their value.
 */
const MIN_LITERAL = 4;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `api_key`, `auth_key`, `authKey`, `apiKey` and `Authorization` followed by `:` or `=` and a value
 * (quoted or not, in JSON or JSON inside a JSON string, a query string, a header dump), with DeepL's
 * and HTTP's schemes.
 */
const NAMED =
  /((?:\\?["']|\b)(?:api[_-]?key|auth[_-]?key|authorization)(?:\\?["'])?\s*[:=]\s*(?:\\?["'])?)(?!\[redacted\])(?:(?:DeepL-Auth-Key|Bearer|Basic|Token)\s+)?[^\s"'\\&,;}\]]+/gi;

/** `text` with the configured keys (as they are, URL- and JSON-escaped) and every named key value replaced by [redacted]. */
export function redactSecrets(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret || secret.length < MIN_LITERAL) continue;
    for (const form of new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])) {
      out = out.replace(new RegExp(escape(form), 'g'), REDACTED);
    }
  }
  return out.replace(NAMED, `$1${REDACTED}`);
}
