// GET /client/v1/:code/:env/check-update?platform=&version=&lang= -> { rule }: the live rule
// whose range holds the client's version, its texts in the client's language; null when none.
import { endpoints } from '../endpoints';
import { compareVersions, type ClientRule } from '../shared';
import { checkUpdatePublishable } from './publishable';
import type { PublishedRule } from './rules';

/** The text in `lang`: exact, then its base language (zh-TW -> zh), then English, then any. */
export function pickText(rec: Record<string, string>, lang: string | undefined): string {
  const keys = Object.keys(rec);
  const norm = (k: string) => k.toLowerCase().replaceAll('_', '-');
  const want = norm(lang ?? '');
  const base = want.split('-')[0];
  const key =
    (want ? keys.find((k) => norm(k) === want) : undefined) ??
    (base ? (keys.find((k) => norm(k) === base) ?? keys.find((k) => norm(k).split('-')[0] === base)) : undefined) ??
    (rec.en !== undefined ? 'en' : keys[0]);
  return key === undefined ? '' : rec[key];
}

/** Overlapping ranges: the rule starting latest wins, then the newest. */
export function matchRule(rules: PublishedRule[], version: string): PublishedRule | null {
  const hits = rules.filter((r) => compareVersions(r.startVersion, version) <= 0 && compareVersions(version, r.endVersion) <= 0);
  hits.sort((a, b) => compareVersions(b.startVersion, a.startVersion) || b.id - a.id);
  return hits[0] ?? null;
}

export function localize(r: PublishedRule, lang: string | undefined): ClientRule {
  return {
    id: r.id,
    startVersion: r.startVersion,
    endVersion: r.endVersion,
    title: pickText(r.data.title, lang),
    msg: pickText(r.data.msg, lang),
    buttons: r.data.buttons.map((b) => ({ action: b.action, title: pickText(b.title, lang), ...(b.url ? { url: b.url } : {}) })),
  };
}

export const clientRoute = checkUpdatePublishable.clientRoute(endpoints.client, {
  summary: 'Game clients: the live update prompt for a platform and client version (ETag, 304)',
  async answer({ live, query }) {
    const hit = matchRule((await live.one(String(query.platform)))?.content?.rules ?? [], query.version);
    return { rule: hit ? localize(hit, query.lang) : null };
  },
});
