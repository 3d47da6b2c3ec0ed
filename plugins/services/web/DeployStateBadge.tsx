// A deployment's state as the spec's tag (000 §4): its label and colour; any other value UNKNOWN.
import { Badge } from '@mantine/core';
import { DEPLOY_STATE_COLORS, deployStateLabel, type DeployState } from '../shared';

export function DeployStateBadge({ state }: { state: string }) {
  const color = (DEPLOY_STATE_COLORS as Record<string, string>)[state as DeployState] ?? 'gray';
  return (
    <Badge color={color} variant="light" radius="sm">
      {deployStateLabel(state)}
    </Badge>
  );
}
