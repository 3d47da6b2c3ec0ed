// 002 §6: the event check is unavailable when tracking is off in the project config; the page
// says so instead of its content (the server refuses the calls as well).
import type { ReactNode } from 'react';
import { Alert, Loader } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useLoad } from '../../../../core/web/useLoad';
import { MESSAGES, trackingEnabled } from '../../shared';
import { eventCheckApi } from '../api';

export function TrackingGate({ code, children }: { code: string; children: ReactNode }) {
  const project = useLoad(() => eventCheckApi.project(code).then((r) => r.project), [code]);
  if (project.loading && !project.data) return <Loader size="sm" role="img" aria-label="Loading" />;
  if (project.data && !trackingEnabled(project.data.config)) {
    return (
      <Alert color="orange" icon={<IconLock size={18} />} title="Event check" role="alert">
        {MESSAGES.trackingDisabled}
      </Alert>
    );
  }
  return <>{children}</>;
}
