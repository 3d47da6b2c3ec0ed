// Text-level helpers around the parsed check (guard.ts). None of them decides that a query is safe:
// that is the walk over DuckDB's parse. They make the checked text the run text, word messages,
// and keep ClickHouse queries to the characters both parsers read the same way.

/**
 * The text that is checked and then run: line ends as \n (the two lexers end `--` comments at
 * different characters otherwise) and no trailing `;` (the ClickHouse client appends FORMAT).
 */
export function normalizeQuery(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/;(?:\s|--[^\n]*(?:\n|$))*$/, '')
    .trim();
}

/**
 * Where DuckDB's lexer and ClickHouse's differ, the query DuckDB checked would not be the query
 * ClickHouse runs: backslash escapes in strings (ClickHouse only), nested block comments (DuckDB
 * only), `#` comments and `$` heredocs (newer ClickHouse). Those characters are refused there.
 */
export function clickhouseLexicalProblem(text: string): string | null {
  if (text.includes('\\')) return "Backslashes are not accepted on ClickHouse (write '' for a quote inside a string)";
  if (text.includes('/*')) return 'Block comments /* */ are not accepted on ClickHouse: use -- comments';
  if (text.includes('#')) return 'The character # is not accepted on ClickHouse';
  if (text.includes('$')) return 'The character $ is not accepted on ClickHouse';
  if (text.includes('`')) return 'Quote names with double quotes, not backticks';
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text)) return 'The query holds a control character';
  return null;
}

/** The statement's first word, for messages ("DELETE is not allowed"). */
export function firstKeyword(text: string): string | null {
  const rest = text.replace(/^(?:\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/|\()*/, '');
  const m = /^[A-Za-z]+/.exec(rest);
  return m ? m[0].toUpperCase() : null;
}
