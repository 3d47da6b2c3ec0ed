// A service's status (000 §4): Running, or Error! with what the probe saw; the last check's time
// in the tooltip. Not by colour alone: the label and an icon say it.
import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formatTime } from '../../../../core/web/time';
import { SERVICE_STATUS_RUNNING, serviceStatusLabel, type ServiceRow } from '../../shared';

export function ServiceStatus({ service }: { service: Pick<ServiceRow, 'status' | 'statusCheckedAt'> }) {
  const running = service.status === SERVICE_STATUS_RUNNING;
  const checked = service.statusCheckedAt ? `checked ${formatTime(service.statusCheckedAt)}` : 'not checked yet';
  const label = running ? checked : `${service.status} · ${checked}`;
  return (
    <Tooltip label={label}>
      <Badge
        tabIndex={0}
        color={running ? 'green' : 'red'}
        variant="light"
        leftSection={running ? <IconCircleCheck size={12} aria-hidden /> : <IconAlertTriangle size={12} aria-hidden />}
        role="img"
        aria-label={`${serviceStatusLabel(service.status)} (${label})`}
      >
        {serviceStatusLabel(service.status)}
      </Badge>
    </Tooltip>
  );
}
