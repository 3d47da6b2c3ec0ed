// The log file view (001 §2, route `logFile` with params code and fileName): the file as plain
// text, or ' No data' when it is empty. Opened in a new tab from the log-files panel.
import { Code, Group, Loader, Stack, Text } from '@mantine/core';
import { PLATFORMS, type PlatformCode } from '../../../../core/shared/constants';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { formatSize } from '../format';
import { NO_DATA } from '../../shared';
import { eventCheckApi } from '../api';
import { TrackingGate } from '../components/TrackingGate';
import { formatTime } from '../../../../core/web/time';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

function LogFile({ code, fileName }: { code: string; fileName: string }) {
  const log = useLoad(() => eventCheckApi.logDetail(code, fileName), [code, fileName]);
  const file = log.data?.file;
  return (
    <Stack gap="sm">
      <ScreenTitle style={{ wordBreak: 'break-all' }}>{fileName}</ScreenTitle>
      {file && (
        <Group gap="lg">
          <Text size="sm">User id: {file.userId}</Text>
          <Text size="sm">Platform: {PLATFORMS[file.platform as PlatformCode] ?? file.platform}</Text>
          {file.appVersion && <Text size="sm">App version: {file.appVersion}</Text>}
          <Text size="sm">Size: {formatSize(file.size)}</Text>
          <Text size="sm">Uploaded: {formatTime(file.uploadedAt)}</Text>
        </Group>
      )}
      {log.loading && !log.data ? (
        <Loader size="sm" role="img" aria-label="Loading" />
      ) : log.data ? (
        // white-space: pre keeps the file's lines and the leading space of ' No data'.
        <Code block data-testid="log-content" style={{ whiteSpace: 'pre', overflowX: 'auto', fontSize: 13 }}>
          {log.data.content === '' ? NO_DATA : log.data.content}
        </Code>
      ) : null}
    </Stack>
  );
}

export default function LogFilePage() {
  const { code, fileName } = useRouteParams<{ code: string; fileName: string }>();
  return (
    <TrackingGate code={code}>
      <LogFile code={code} fileName={fileName} />
    </TrackingGate>
  );
}
