// Where an activity stands (001 §4): unpublished, published (returnId), edited since, and its
// link to the other env.
import { Badge, Stack, Tooltip } from '@mantine/core';
import type { Activity } from '../../shared';

export function ActivityStatus({ a }: { a: Activity }) {
  return (
    <Stack gap={2} align="flex-start">
      {!a.returnId ? (
        <Badge color="gray" variant="light" size="sm" tt="none">
          Unpublished
        </Badge>
      ) : a.changed ? (
        <Tooltip label={`Edited since the last publish (returnId ${a.returnId})`}>
          <Badge color="orange" variant="light" size="sm" tt="none">
            Changed
          </Badge>
        </Tooltip>
      ) : (
        <Badge color="green" variant="light" size="sm" tt="none">
          returnId {a.returnId}
        </Badge>
      )}
      {a.prodId && (
        <Badge color="violet" variant="outline" size="sm" tt="none">
          prod #{a.prodId}
        </Badge>
      )}
      {a.sandboxId && (
        <Badge color="blue" variant="outline" size="sm" tt="none">
          sandbox #{a.sandboxId}
        </Badge>
      )}
    </Stack>
  );
}
