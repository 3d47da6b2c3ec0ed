// Palette ranking: pure and allocation-light so that 2,000 commands filter well within one
// frame per keystroke. Lower-cased haystacks are computed once in buildCommandIndex.

export interface Searchable {
  id: string;
  title: string;
  description?: string;
  keywords?: readonly string[];
  /** Plugin or group name: searchable, ranked low. */
  group?: string;
  /** Other names it is known by (its screen's nav label), matched like the title. */
  aliases?: readonly string[];
  /** Breaks ties between equally good matches: higher first (the more common action). */
  priority?: number;
}

export interface CommandIndex<T extends Searchable> {
  items: readonly T[];
  /** Lower-cased title. */
  titles: string[];
  /** ' ' + title words separated by single spaces, for word-start matches. */
  words: string[];
  /** First letter of each title word ("manage projects" -> "mp"). */
  initials: string[];
  /** Lower-cased description, keywords and group. */
  rest: string[];
  /** The aliases, lower-cased, as [name, ' ' + words, initials] (empty for most items). */
  aliases: [string, string, string][][];
  priorities: Float64Array;
}

const nameParts = (text: string): [string, string, string] => {
  const name = text.toLowerCase();
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [name, ' ' + words.join(' '), words.map((w) => w[0]).join('')];
};

export function buildCommandIndex<T extends Searchable>(commands: readonly T[]): CommandIndex<T> {
  const n = commands.length;
  const index: CommandIndex<T> = {
    items: commands,
    titles: new Array(n),
    words: new Array(n),
    initials: new Array(n),
    rest: new Array(n),
    aliases: new Array(n),
    priorities: new Float64Array(n),
  };
  for (let i = 0; i < n; i++) {
    const c = commands[i];
    [index.titles[i], index.words[i], index.initials[i]] = nameParts(c.title);
    index.rest[i] = [c.description ?? '', ...(c.keywords ?? []), c.group ?? '', c.id].join(' ').toLowerCase();
    index.aliases[i] = (c.aliases ?? []).filter((a) => a.toLowerCase() !== index.titles[i]).map(nameParts);
    index.priorities[i] = c.priority ?? 0;
  }
  return index;
}

/** True when the letters of `token` appear in order in `text`. */
function isSubsequence(token: string, text: string): boolean {
  let j = 0;
  for (let i = 0; i < text.length && j < token.length; i++) if (text.charCodeAt(i) === token.charCodeAt(j)) j++;
  return j === token.length;
}

function scoreName(title: string, words: string, initials: string, token: string): number {
  if (title.startsWith(token)) return 100;
  if (words.includes(' ' + token)) return 70;
  if (token.length > 1 && initials.startsWith(token)) return 60;
  if (title.includes(token)) return 40;
  return 0;
}

/** Score of one query token against item i; 0 means no match. */
function scoreToken(index: CommandIndex<Searchable>, i: number, token: string): number {
  let best = scoreName(index.titles[i], index.words[i], index.initials[i], token);
  for (const [name, words, initials] of index.aliases[i]) if (best < 100) best = Math.max(best, scoreName(name, words, initials, token));
  if (best) return best;
  if (index.rest[i].includes(token)) return 20;
  if (token.length > 2 && isSubsequence(token, index.titles[i])) return 5;
  return 0;
}

/** The whole query is how a title or alias starts. */
const namePrefix = (index: CommandIndex<Searchable>, i: number, q: string) =>
  index.titles[i].startsWith(q) || index.aliases[i].some(([name]) => name.startsWith(q));

/**
 * The matching items, best first. Every whitespace-separated token must match somewhere.
 * Recently run commands (ids in `recentIds`, most recent first) are boosted, and with an
 * empty query they lead the list in that order, followed by everything else in index order.
 */
export function filterCommands<T extends Searchable>(
  index: CommandIndex<T>,
  query: string,
  recentIds: readonly string[] = [],
  limit = Infinity,
): T[] {
  const recentRank = new Map<string, number>();
  recentIds.forEach((id, r) => recentRank.set(id, r));
  const q = query.trim().toLowerCase();
  const n = index.items.length;

  if (!q) {
    const recent: T[] = [];
    const others: T[] = [];
    for (let i = 0; i < n; i++) (recentRank.has(index.items[i].id) ? recent : others).push(index.items[i]);
    recent.sort((a, b) => recentRank.get(a.id)! - recentRank.get(b.id)!);
    const all = recent.concat(others);
    return limit < all.length ? all.slice(0, limit) : all;
  }

  const tokens = q.split(/\s+/);
  const hits: number[] = [];
  const scores = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let total = 0;
    for (const token of tokens) {
      const s = scoreToken(index as CommandIndex<Searchable>, i, token);
      if (s === 0) {
        total = 0;
        break;
      }
      total += s;
    }
    if (total === 0) continue;
    if (tokens.length > 1 && namePrefix(index as CommandIndex<Searchable>, i, q)) total += 50;
    // Typed exactly as the title (or a nav label) reads: first, whatever was run recently.
    if (index.titles[i] === q || index.aliases[i].some(([name]) => name === q)) total += 100;
    const r = recentRank.get(index.items[i].id);
    if (r !== undefined) total += Math.max(10, 40 - r * 3);
    scores[i] = total;
    hits.push(i);
  }
  hits.sort(
    (a, b) =>
      scores[b] - scores[a] || index.priorities[b] - index.priorities[a] || index.titles[a].length - index.titles[b].length || a - b,
  );
  const end = Math.min(hits.length, limit);
  const out: T[] = new Array(end);
  for (let k = 0; k < end; k++) out[k] = index.items[hits[k]];
  return out;
}
