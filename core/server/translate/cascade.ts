// Several engines in turn over one batch: each is asked only for the texts the ones before it
// left unfilled (the memory first, then the configured provider). A provider's failure keeps its
// partial results and is reported; the texts it left stay unfilled. Cancelling aborts it all.
import { TranslateError, type MachineTranslator, type TranslateErrorKind, type TranslateRequest } from './types';

export interface Filled {
  text: string;
  engine: string;
}

/** A provider's failure as a job's result records it (no secrets: the message is ours). */
export interface EngineFailure {
  engine: string;
  kind: TranslateErrorKind | 'unsupported';
  message: string;
  retryAfterMs?: number;
}

export interface CascadeResult {
  /** One per text: what filled it, or null. */
  results: (Filled | null)[];
  failures: EngineFailure[];
}

export async function translateWith(engines: readonly MachineTranslator[], req: TranslateRequest): Promise<CascadeResult> {
  const results: (Filled | null)[] = req.texts.map(() => null);
  const failures: EngineFailure[] = [];
  for (const engine of engines) {
    const open = results.flatMap((r, i) => (r === null && req.texts[i] ? [i] : []));
    if (!open.length) break;
    if (!engine.supports(req.source, req.target)) {
      failures.push({
        engine: engine.engine,
        kind: 'unsupported',
        message: `${engine.engine} does not translate ${req.source} into ${req.target}`,
      });
      continue;
    }
    let got: (string | null)[];
    try {
      got = await engine.translate({ ...req, texts: open.map((i) => req.texts[i]) });
    } catch (e) {
      if (!(e instanceof TranslateError)) throw e;
      failures.push({
        engine: e.engine,
        kind: e.kind,
        message: e.message,
        ...(e.retryAfterMs !== undefined ? { retryAfterMs: e.retryAfterMs } : {}),
      });
      got = e.partial;
    }
    open.forEach((at, k) => {
      const text = got[k];
      if (typeof text === 'string' && text.length > 0) results[at] = { text, engine: engine.engine };
    });
  }
  return { results, failures };
}
