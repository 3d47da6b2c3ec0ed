// The header's live clock on the game's time (America/Los_Angeles, 001 §2).
import { useEffect, useState } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatLa, laOffset } from '../clock';

export function LaClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label="Game clock">
      <IconClock size={16} />
      <Text ff="monospace" size="sm" data-testid="la-clock">
        {formatLa(now)}
      </Text>
      <Badge variant="light" color="gray" size="sm">
        {laOffset(now)} Los Angeles
      </Badge>
    </Group>
  );
}
