// The SQL page's check of a query before it runs, on the parsed query (parser.ts, walk.ts): one
// statement, a SELECT, only the project's data source, nothing that reaches outside. Both engines
// are checked with DuckDB's parser; on ClickHouse the text must also stay within what both read
// the same way (lexical.ts). The engines add their own read-only limits (warehouse readOnlyQuery).
import { ILLEGAL_PROJECT, type SqlDialect } from '../shared';
import { clickhouseLexicalProblem, firstKeyword, normalizeQuery } from './lexical';
import { parseSql } from './parser';
import { SqlRefusal, walkSelect } from './walk';

export { SqlRefusal } from './walk';

export interface GuardOptions {
  /** The project's data source, events_<code>. */
  table: string;
  dialect: SqlDialect;
}

const notSelect = (text: string) => {
  const kw = firstKeyword(text);
  return kw && kw !== 'WITH' && kw !== 'SELECT' && kw !== 'FROM'
    ? `${kw} is not allowed: only a SELECT query can run here (read-only)`
    : 'Only a SELECT query can run here (read-only)';
};

/** The text to run, or a SqlRefusal saying why not. */
export async function checkQuery(input: string, opts: GuardOptions): Promise<string> {
  const text = normalizeQuery(input);
  if (opts.dialect === 'clickhouse') {
    const problem = clickhouseLexicalProblem(text);
    if (problem) throw new SqlRefusal(problem);
  }
  const parsed = await parseSql(text);
  switch (parsed.kind) {
    case 'empty':
      throw new SqlRefusal('Type a query');
    case 'error':
      // A DML statement inside a CTE ends here too ("A CTE needs a SELECT").
      if (/CTE needs a SELECT/i.test(parsed.message))
        throw new SqlRefusal('Only a SELECT query can run here (read-only): a CTE must be a SELECT');
      throw new SqlRefusal(`The query could not be parsed: ${parsed.message}`, 'sql_parse');
    case 'several':
      throw new SqlRefusal(`Run one statement at a time (this text holds ${parsed.count})`);
    case 'notSelect':
      throw new SqlRefusal(notSelect(text));
  }
  const found = walkSelect(parsed.node, opts);
  if (!found.usesDataSource) throw new SqlRefusal(ILLEGAL_PROJECT, 'illegal_project');
  const other = found.otherTables[0];
  if (other !== undefined) {
    const code = opts.table.replace(/^events_/, '');
    const project = /^(events|levels|nums)_(.+)$/i.exec(other);
    if (project && project[2].toLowerCase() !== code.toLowerCase()) {
      throw new SqlRefusal(
        `${ILLEGAL_PROJECT}: ${other} is another project's table; only ${opts.table} can be read here`,
        'illegal_project',
      );
    }
    if (project) throw new SqlRefusal(`${other} is not a data source: only ${opts.table} can be read here`);
    throw new SqlRefusal(`Only ${opts.table} can be read here, not ${other}`);
  }
  return text.replace(/;\s*$/, '');
}
