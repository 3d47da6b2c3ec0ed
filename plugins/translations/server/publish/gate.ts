// The publish gate (issue 15, "Beyond the spec"): before a project's i18n files are published,
// every in-use key is checked in every language the project publishes. Pure: rows in, problems out.
import { SOURCE_LANGUAGE } from '../../../../core/shared/languages';
import type { GateKey, GateProblem, GateReport } from '../../shared';

/**
 * The placeholders a text carries: `{name}`, `{0}`, printf's `%s`, `%d`, `%1$s` (and the other
 * conversions), and markup tags (`<b>`, `</b>`, `<color=#f00>` counted by name). `%%` is a literal.
 */
const TOKEN = /\{[A-Za-z0-9_.-]+\}|%%|%(?:\d+\$)?[-+0#]*\d*(?:\.\d+)?[sdifuxXeEgGc@]|<\/?[A-Za-z][A-Za-z0-9-]*(?:[\s=][^<>]*)?\/?>/g;

/** A text without any of these has no placeholder (most texts: the gate skips the regex). */
const MAY_HAVE = /[{%<]/;

export function placeholders(text: string): string[] {
  const out: string[] = [];
  if (!MAY_HAVE.test(text)) return out;
  for (const m of text.matchAll(TOKEN)) {
    const t = m[0];
    if (t === '%%') continue;
    if (t.startsWith('<')) {
      const close = t.startsWith('</');
      const name = /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(t)![1].toLowerCase();
      out.push(close ? `</${name}>` : t.endsWith('/>') ? `<${name}/>` : `<${name}>`);
    } else {
      out.push(t);
    }
  }
  return out.sort();
}

/** What `a` has more of than `b` (multisets as sorted lists). */
function minus(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const t of b) left.set(t, (left.get(t) ?? 0) + 1);
  const out: string[] = [];
  for (const t of a) {
    const n = left.get(t) ?? 0;
    if (n > 0) left.set(t, n - 1);
    else out.push(t);
  }
  return out;
}

/** Characters as a player sees them (code points, so an emoji counts once). */
export const textLength = (s: string) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

/**
 * The languages a project publishes: English and every language any of its in-use keys has a
 * text (or an empty entry) for. A language no key mentions is not published.
 */
export function publishedLanguages(keys: readonly GateKey[]): string[] {
  const set = new Set<string>([SOURCE_LANGUAGE]);
  for (const k of keys) if (!k.notInUse) for (const lang of Object.keys(k.translation)) set.add(lang);
  return [SOURCE_LANGUAGE, ...[...set].filter((l) => l !== SOURCE_LANGUAGE).sort()];
}

export function runGate(keys: readonly GateKey[]): GateReport {
  const inUse = keys.filter((k) => !k.notInUse);
  const languages = publishedLanguages(inUse);
  const problems: GateProblem[] = [];
  for (const k of inUse) {
    const en = k.translation[SOURCE_LANGUAGE];
    const enText = typeof en === 'string' && en.trim() !== '' ? en : null;
    const enTokens = enText === null ? null : placeholders(enText);
    for (const lang of languages) {
      const text = k.translation[lang];
      const at = { keyId: k.id, key: k.key, lang };
      if (typeof text !== 'string') {
        problems.push({ ...at, kind: 'missing', detail: `no ${lang} text` });
        continue;
      }
      if (text.trim() === '') {
        problems.push({ ...at, kind: 'empty', detail: `the ${lang} text is blank` });
        continue;
      }
      if (k.maxLength !== null && textLength(text) > k.maxLength) {
        problems.push({ ...at, kind: 'tooLong', detail: `${textLength(text)} characters, at most ${k.maxLength}` });
      }
      if (lang !== SOURCE_LANGUAGE && enTokens) {
        const tokens = placeholders(text);
        if (tokens.length === enTokens.length && tokens.every((t, i) => t === enTokens[i])) continue;
        const lacks = minus(enTokens, tokens);
        const extra = minus(tokens, enTokens);
        if (lacks.length || extra.length) {
          const parts = [lacks.length ? `lacks ${lacks.join(' ')}` : '', extra.length ? `has extra ${extra.join(' ')}` : ''].filter(
            Boolean,
          );
          problems.push({ ...at, kind: 'placeholders', detail: `placeholders differ from en: ${parts.join(', ')}` });
        }
      }
    }
  }
  return { languages, keys: inUse.length, problems, counts: countKinds(problems) };
}

export function countKinds(problems: readonly GateProblem[]): GateReport['counts'] {
  const counts = { missing: 0, empty: 0, placeholders: 0, tooLong: 0 };
  for (const p of problems) counts[p.kind]++;
  return counts;
}

/** Missing and empty texts of a language other than English may be published with the English text, if the operator says so. */
export const fallbackable = (p: GateProblem) => (p.kind === 'missing' || p.kind === 'empty') && p.lang !== SOURCE_LANGUAGE;
