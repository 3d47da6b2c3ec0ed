// Before a release: every .json file parses as JSON and every .yaml/.yml file as YAML, so a
// service never receives a file it cannot read. A refusal names the file and the line.
import { parseDocument } from 'yaml';

export interface FileProblem {
  file: string;
  line: number;
  reason: string;
}

/** The 1-based line of `offset` in `text`. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < Math.min(offset, text.length); i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function jsonProblem(text: string): { line: number; reason: string } | null {
  try {
    JSON.parse(text);
    return null;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // V8 says "... in JSON at position N" (newer ones add "(line L column C)").
    const line = /line (\d+)/.exec(message)?.[1];
    const pos = /position (\d+)/.exec(message)?.[1];
    const at = line ? Number(line) : pos ? lineAt(text, Number(pos)) : text.trim() === '' ? 1 : lineAt(text, text.length);
    return { line: at, reason: message.replace(/ in JSON.*$/s, '').replace(/^JSON\.parse: /, '') || 'Unexpected end of JSON input' };
  }
}

function yamlProblem(text: string): { line: number; reason: string } | null {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  const err = doc.errors[0];
  if (!err) return null;
  return {
    line: err.linePos?.[0].line ?? lineAt(text, err.pos[0]),
    reason: err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
  };
}

/** The first problem of each file that must parse, in name order. */
export function fileProblems(files: Record<string, string>): FileProblem[] {
  const out: FileProblem[] = [];
  for (const file of Object.keys(files).sort()) {
    const lower = file.toLowerCase();
    const p = lower.endsWith('.json')
      ? jsonProblem(files[file])
      : lower.endsWith('.yaml') || lower.endsWith('.yml')
        ? yamlProblem(files[file])
        : null;
    if (p) out.push({ file, ...p });
  }
  return out;
}

/** The 400's text: `app.json line 3: invalid JSON (Unexpected token })`. */
export const problemText = (p: FileProblem) =>
  `${p.file} line ${p.line}: invalid ${/\.ya?ml$/i.test(p.file) ? 'YAML' : 'JSON'} (${p.reason})`;
