// SQL page (002): the field tree, the editor (Monaco, loaded with this page only), Run (also
// Ctrl/⌘+Enter), Beauty, Query History, export to spreadsheet and the result table. The server
// checks and limits every query; the default query is yesterday's events, 100 at most (002 §9).
// The palette's "Run SQL …" opens this page with ?query=...&run=1.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Grid, Group, Loader, Paper, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconAlertTriangle, IconFileSpreadsheet, IconPlayerPlay, IconPlayerStop, IconSparkles } from '@tabler/icons-react';
import { FetchError } from 'ofetch';
import { errorMessage } from '../../../../core/web/http';
import { showErrorNotice, toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import { dataSource, defaultQuery, ROW_LIMIT, sqlName, TIMEOUT_MS, type SqlResult } from '../../shared';
import { sqlApi } from '../api';
import { BusyButton } from '../components/BusyButton';
import { FieldTree } from '../components/FieldTree';
import { HistoryMenu } from '../components/HistoryMenu';
import { ResultTable } from '../components/ResultTable';
import type { CompletionName, SqlEditorHandle } from '../components/SqlEditor';
import { addToHistory, clearHistory, readHistory } from '../history';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

// Monaco is a chunk of its own, fetched when this page shows the editor.
const SqlEditor = lazy(() => import('../components/SqlEditor'));

const EDITOR_HEIGHT = 300;

/** A run's id, which its Stop names (crypto.randomUUID needs a secure context; this does not). */
const newRunId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
/** The server's answer to a run that Stop stopped (core's read-only runners). */
const wasStopped = (e: unknown) => e instanceof FetchError && (e.data as { code?: unknown } | undefined)?.code === 'sql_stopped';
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export default function SqlPage() {
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

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <ScreenTitle>SQL</ScreenTitle>
          <Text size="sm" c="dimmed">
            Read-only SELECT over this project's events,{' '}
            <Text span ff="monospace">
              {sqlName(dataSource(code))}
            </Text>
            , in {dialect === 'clickhouse' ? 'ClickHouse' : 'DuckDB'} SQL. At most {ROW_LIMIT.toLocaleString('en-US')} rows and{' '}
            {TIMEOUT_MS / 1000} s per query.
          </Text>
        </div>
      </Group>
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <FieldTree
            tables={fields.data?.tables}
            loading={fields.loading}
            onInsert={(t) => editor.current?.insert(t)}
            height={EDITOR_HEIGHT + 44}
            propHint={
              fields.data
                ? dialect === 'clickhouse'
                  ? "prop_values[indexOf(prop_keys, 'name')]"
                  : "prop_values[list_position(prop_keys, 'name')]"
                : undefined
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap={6}>
            <Group gap="xs">
              <BusyButton
                ref={runButton}
                leftSection={<IconPlayerPlay size={16} />}
                onClick={() => void run()}
                busy={running}
                title={isMac ? '⌘+Enter' : 'Ctrl+Enter'}
              >
                Run
              </BusyButton>
              {running && (
                <BusyButton
                  color="red"
                  variant="light"
                  leftSection={<IconPlayerStop size={16} />}
                  onClick={() => void stop()}
                  busy={stopping}
                >
                  Stop
                </BusyButton>
              )}
              <BusyButton variant="default" leftSection={<IconSparkles size={16} />} onClick={() => void beauty()} busy={formatting}>
                Beauty
              </BusyButton>
              <HistoryMenu
                entries={history}
                onPick={(q) => {
                  setText(q);
                  editor.current?.focus();
                }}
                onClear={() => {
                  clearHistory(code);
                  setHistory([]);
                }}
              />
              <BusyButton
                variant="default"
                leftSection={<IconFileSpreadsheet size={16} />}
                onClick={() => void exportSheet()}
                busy={exporting}
                disabled={!result || running}
              >
                Export
              </BusyButton>
              <Text size="xs" c="dimmed">
                {isMac ? '⌘' : 'Ctrl'}+Enter runs
              </Text>
            </Group>
            <Paper withBorder style={{ overflow: 'hidden' }}>
              <Suspense
                fallback={
                  <Group h={EDITOR_HEIGHT} justify="center">
                    <Loader size="sm" />
                    <Text size="sm" c="dimmed">
                      Loading the editor…
                    </Text>
                  </Group>
                }
              >
                <SqlEditor
                  value={text}
                  onChange={setText}
                  onRun={() => void run()}
                  names={names}
                  handle={editor}
                  dark={dark}
                  height={EDITOR_HEIGHT}
                />
              </Suspense>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      {error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The query did not run">
          <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
            {error}
          </Text>
        </Alert>
      )}
      {running && !result && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Running…
          </Text>
        </Group>
      )}
      {result && (
        <Stack gap={6}>
          <Group gap="xs">
            <Badge variant="light" role="status" aria-label="Row count">
              {result.rows.length.toLocaleString('en-US')} {result.rows.length === 1 ? 'row' : 'rows'}
            </Badge>
            <Text size="xs" c="dimmed">
              {result.elapsedMs} ms
            </Text>
          </Group>
          {result.truncated && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} py="xs">
              Only the first {result.rowLimit.toLocaleString('en-US')} rows came back: the result has more. Narrow the query (WHERE, GROUP
              BY, LIMIT) to see the rest.
            </Alert>
          )}
          <ResultTable result={result} />
        </Stack>
      )}
    </Stack>
  );
}
