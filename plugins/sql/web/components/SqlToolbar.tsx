// The SQL editor's buttons: Run (and Stop while a query runs), Beauty, Query History and Export.
import { Group, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconPlayerPlay, IconPlayerStop, IconSparkles } from '@tabler/icons-react';
import { clearHistory } from '../history';
import { BusyButton } from './BusyButton';
import { HistoryMenu } from './HistoryMenu';
import type { SqlPageState } from './useSqlPage';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function SqlToolbar({ page }: { page: SqlPageState }) {
  const {
    code,
    runButton,
    run,
    running,
    stop,
    stopping,
    beauty,
    formatting,
    history,
    setText,
    editor,
    setHistory,
    exportSheet,
    exporting,
    result,
  } = page;
  return (
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
        <BusyButton color="red" variant="light" leftSection={<IconPlayerStop size={16} />} onClick={() => void stop()} busy={stopping}>
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
  );
}
