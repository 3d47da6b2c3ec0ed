// A deployment's log: monospace, scrolls with the keyboard (the log box takes focus), and follows a
// running deploy live (reloads every second while it is active, kept at the bottom unless the
// user scrolled up).
import { useEffect, useRef, useState } from 'react';
import { Alert, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatTime } from '../../../../core/web/time';
import type { DeploymentDetail } from '../../endpoints/deploys';
import { ACTIVE_DEPLOY_STATES, type DeployState } from '../../shared';
import { DeployStateBadge } from '../DeployStateBadge';
import { deploysApi } from './api';

export const LIVE_LOG_MS = 1_000;

export function DeployLogModal({
  serviceId,
  deploymentId,
  onClose,
}: {
  serviceId: number;
  deploymentId: number | null;
  onClose: () => void;
}) {
  const [detail, setDetail] = useState<DeploymentDetail | null>(null);
  const box = useRef<HTMLPreElement>(null);
  const atBottom = useRef(true);
  useEffect(() => {
    setDetail(null);
    if (deploymentId === null) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (first: boolean) => {
      try {
        const d = await deploysApi.get(serviceId, deploymentId, !first);
        if (stop) return;
        setDetail(d);
        if (ACTIVE_DEPLOY_STATES.includes(d.state as DeployState)) timer = setTimeout(() => void load(false), LIVE_LOG_MS);
      } catch {
        if (!stop && !first) timer = setTimeout(() => void load(false), LIVE_LOG_MS * 3);
      }
    };
    void load(true);
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [serviceId, deploymentId]);
  useEffect(() => {
    if (box.current && atBottom.current) box.current.scrollTop = box.current.scrollHeight;
  }, [detail?.log]);
  const active = detail ? ACTIVE_DEPLOY_STATES.includes(detail.state as DeployState) : false;
  return (
    <Modal opened={deploymentId !== null} onClose={onClose} size="80rem" title={`Deploy log #${deploymentId ?? ''}`}>
      {!detail ? (
        <Group justify="center" p="xl">
          <Loader role="img" aria-label="Loading the log" />
        </Group>
      ) : (
        <Stack gap="sm">
          <Group gap="sm">
            <DeployStateBadge state={detail.state} />
            <Text size="sm">
              {detail.env} · {detail.server.name}:{detail.port} · {detail.branch}
              {detail.dockerImageUrl ? ` · ${detail.dockerImageUrl}` : ''} · {formatTime(detail.updatedAt)}
            </Text>
            {active && (
              <Group gap={6} role="status">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  following the deploy live
                </Text>
              </Group>
            )}
          </Group>
          {detail.result?.error && (
            <Alert color={detail.state === 'aborted' ? 'orange' : 'red'} title={detail.state === 'aborted' ? 'Aborted' : 'Failed'}>
              {detail.result.error}
            </Alert>
          )}
          {detail.result?.probe && (
            <Text size="sm">
              Liveness probe {detail.result.probe.url}: {detail.result.probe.status ?? 'no answer'} ({detail.result.probe.ms} ms)
            </Text>
          )}
          <pre
            ref={box}
            tabIndex={0}
            role="region"
            aria-label="Deploy log"
            data-testid="deploy-log"
            onScroll={(e) => {
              const el = e.currentTarget;
              atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
            }}
            style={{
              margin: 0,
              maxHeight: '60vh',
              minHeight: '12rem',
              overflow: 'auto',
              padding: 'var(--mantine-spacing-sm)',
              fontFamily: 'var(--mantine-font-family-monospace)',
              fontSize: 'var(--mantine-font-size-xs)',
              background: 'var(--mantine-color-default-hover)',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
            }}
          >
            {detail.log || (active ? 'Waiting for output …' : 'No output')}
          </pre>
        </Stack>
      )}
    </Modal>
  );
}
