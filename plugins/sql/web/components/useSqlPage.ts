// The SQL page's state: the editor's text (from ?query=, which ?run=1 also runs), the project's
// fields and the editor's completion names, the history, the result or error, and the actions: run
// (a newer run wins), stop, beauty and export.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { FetchError } from 'ofetch';
import { errorMessage } from '../../../../core/web/http';
import { showErrorNotice, toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import { defaultQuery, sqlName, type SqlResult } from '../../shared';
import { sqlApi } from '../api';
import { addToHistory, readHistory } from '../history';
import type { CompletionName, SqlEditorHandle } from './SqlEditor';

/** A run's id, which its Stop names (crypto.randomUUID needs a secure context; this does not). */
const newRunId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
/** The server's answer to a run that Stop stopped (core's read-only runners). */
const wasStopped = (e: unknown) => e instanceof FetchError && (e.data as { code?: unknown } | undefined)?.code === 'sql_stopped';

export function useSqlPage() {
  const { code } = useRouteParams<{ code: string }>();
  const [url, setUrl] = useQueryState({ query: '', run: '' });
  const fields = useLoad(() => sqlApi.fields(code), [code]);
  const dialect = fields.data?.dialect ?? 'duckdb';
  const dark = useComputedColorScheme('light') === 'dark';

  const [text, setText] = useState(() => url.query || defaultQuery(code));
  const textRef = useRef(text);
  textRef.current = text;
  const editor = useRef<SqlEditorHandle | null>(null);
  // Escape in the editor lands here: the first of the editor's controls.
  const runButton = useRef<HTMLButtonElement>(null);
  const [history, setHistory] = useState(() => readHistory(code));
  const [result, setResult] = useState<SqlResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [formatting, setFormatting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const ticket = useRef(0);
  // The running query's id, for Stop.
  const runId = useRef<string | null>(null);
  const [stopping, setStopping] = useState(false);

  // Another project: its own default query, history and (no) result.
  const shownCode = useRef(code);
  useEffect(() => {
    if (shownCode.current === code) return;
    shownCode.current = code;
    setText(defaultQuery(code));
    setHistory(readHistory(code));
    setResult(null);
    setError(null);
  }, [code]);

  const run = useCallback(
    async (query = textRef.current) => {
      if (!query.trim()) {
        showErrorNotice('Type a query');
        return;
      }
      const mine = ++ticket.current;
      const id = newRunId();
      runId.current = id;
      setRunning(true);
      setError(null);
      setHistory(addToHistory(code, query));
      try {
        const r = await sqlApi.run(code, query, id);
        if (mine === ticket.current) setResult(r);
      } catch (e) {
        if (wasStopped(e)) {
          if (mine === ticket.current) toast('Query stopped');
        } else {
          showErrorNotice(errorMessage(e));
          if (mine === ticket.current) {
            setResult(null);
            setError(errorMessage(e));
          }
        }
      } finally {
        if (runId.current === id) runId.current = null;
        if (mine === ticket.current) {
          setRunning(false);
          setStopping(false);
        }
      }
    },
    [code],
  );

  // The palette's "Run SQL …": take the text once, run it, and leave a clean URL behind.
  useEffect(() => {
    if (!url.query) return;
    setText(url.query);
    if (url.run === '1') void run(url.query);
    setUrl({ query: '', run: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per query handed over in the address; run and setUrl are new each render
  }, [url.query, url.run]);

  useHotkeys([['mod+Enter', () => void run()]]);

  // Stop: the server stops the query in the engine; its run then answers sql_stopped.
  const stop = async () => {
    const id = runId.current;
    if (!id) return;
    setStopping(true);
    try {
      await sqlApi.stop(code, id);
    } catch {
      setStopping(false); // the notice said why
    }
  };

  const beauty = async () => {
    setFormatting(true);
    try {
      const { beautify } = await import('../format');
      setText(await beautify(textRef.current, dialect));
    } catch (e) {
      showErrorNotice(`Beauty could not read this query: ${errorMessage(e)}`);
    } finally {
      setFormatting(false);
    }
  };

  const exportSheet = async () => {
    if (!result) return;
    setExporting(true);
    try {
      const { exportXlsx } = await import('../exportXlsx');
      await exportXlsx(code, result);
      toast('Downloaded');
    } catch (e) {
      showErrorNotice(errorMessage(e));
    } finally {
      setExporting(false);
    }
  };

  const names = useMemo<CompletionName[]>(
    () =>
      (fields.data?.tables ?? []).flatMap((t) => [
        { label: sqlName(t.name), detail: 'table', kind: 'table' as const },
        ...t.columns.map((c) => ({ label: sqlName(c.name), detail: c.type, kind: 'column' as const })),
      ]),
    [fields.data],
  );

  return {
    code,
    fields,
    dialect,
    dark,
    text,
    setText,
    editor,
    runButton,
    history,
    setHistory,
    result,
    error,
    running,
    formatting,
    exporting,
    stopping,
    run,
    stop,
    beauty,
    exportSheet,
    names,
  };
}

/** What the page's parts read of its state. */
export type SqlPageState = ReturnType<typeof useSqlPage>;
