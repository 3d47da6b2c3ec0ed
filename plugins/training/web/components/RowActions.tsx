// A training user's actions (001 §2, §4): Download only in success (toast 'Downloaded'), Aggregate
// disabled in init or building (toast 'Triggered'). A disabled action stays focusable so its
// reason (the tooltip) is reachable from the keyboard; each shows a busy state while it runs.
import { useState, type ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import type { Env } from '../../../../core/shared/constants';
import { toast } from '../../../../core/web/notify';
import { BUSY_STATUSES, TOASTS, type TrainingUser } from '../../shared';
import { trainingApi } from '../api';

function Action(props: { label: string; reason: string | null; busy: boolean; onRun: () => Promise<void>; children: ReactNode }) {
  const off = !!props.reason;
  return (
    <Tooltip label={props.reason ?? props.label}>
      <ActionIcon
        variant="subtle"
        aria-label={props.label}
        aria-disabled={off || undefined}
        data-disabled={off || undefined}
        loading={props.busy}
        onClick={() => void (off ? undefined : props.onRun())}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

export function RowActions({ code, env, user, onChanged }: { code: string; env: Env; user: TrainingUser; onChanged: () => void }) {
  const [busy, setBusy] = useState<'download' | 'aggregate' | null>(null);
  const status = user.fileInfo.status;
  const run = (which: 'download' | 'aggregate', work: () => Promise<void>) => async () => {
    setBusy(which);
    try {
      await work();
    } catch {
      /* the error notice showed it */
    } finally {
      setBusy(null);
    }
  };
  const downloadReason = status === 'success' ? null : 'Download is available once the file is built (success)';
  const aggregateReason = status && BUSY_STATUSES.includes(status) ? 'The file is being built' : null;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Action
        label={`Download ${user.fId}.db`}
        reason={downloadReason}
        busy={busy === 'download'}
        onRun={run('download', async () => {
          await trainingApi.download(code, env, user.fId);
          toast(TOASTS.downloaded);
        })}
      >
        <IconDownload size={16} />
      </Action>
      <Action
        label={`Aggregate ${user.fId}`}
        reason={aggregateReason}
        busy={busy === 'aggregate'}
        onRun={run('aggregate', async () => {
          await trainingApi.trigger(code, env, user.fId, user.userId);
          toast(TOASTS.triggered);
          onChanged();
        })}
      >
        <IconPlayerPlay size={16} />
      </Action>
    </Group>
  );
}
