// SQL page (002): the field tree, the editor (Monaco, loaded with this page only), Run (also
// Ctrl/⌘+Enter), Beauty, Query History, export to spreadsheet and the result table. The server
// checks and limits every query; the default query is yesterday's events, 100 at most (002 §9).
// The palette's "Run SQL …" opens this page with ?query=...&run=1.
// The state and actions are useSqlPage's; the buttons SqlToolbar's; the result SqlResultPanel's.
import { lazy, Suspense } from 'react';
import { Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { dataSource, ROW_LIMIT, sqlName, TIMEOUT_MS } from '../../shared';
import { FieldTree } from '../components/FieldTree';
import { SqlResultPanel } from '../components/SqlResultPanel';
import { SqlToolbar } from '../components/SqlToolbar';
import { useSqlPage } from '../components/useSqlPage';

// Monaco is a chunk of its own, fetched when this page shows the editor.
const SqlEditor = lazy(() => import('../components/SqlEditor'));

const EDITOR_HEIGHT = 300;

export default function SqlPage() {
  const page = useSqlPage();
  const { code, fields, dialect, dark, text, setText, editor, run, names } = page;
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
            <SqlToolbar page={page} />
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
      <SqlResultPanel page={page} />
    </Stack>
  );
}
