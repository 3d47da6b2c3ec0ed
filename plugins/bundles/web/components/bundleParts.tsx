// Small renderings shared by the table, detail modal, upload modal and history.
import { Badge, Group, Tooltip } from '@mantine/core';

/** Badges keep their whole label when a table squeezes the column. */
const whole = { minWidth: 'max-content' } as const;
import { activeAt, BUNDLE_TYPE, unixToLaDate } from '../../shared';
import type { BundleContent } from '../../schemas';

export function scheduleText(c: Pick<BundleContent, 'type' | 'start' | 'end' | 'loopIntervalDays'>): string {
  const from = unixToLaDate(c.start);
  const to = c.end === null ? null : unixToLaDate(c.end);
  if (c.type !== BUNDLE_TYPE.loop) return `${from} ~ ${to}`;
  return `from ${from}${to ? ` to ${to}` : ''}, every ${c.loopIntervalDays} day${c.loopIntervalDays === 1 ? '' : 's'}`;
}

/** On now, upcoming, ended, or (a Loop bundle between its on days) off today, by server time. */
export function StatusBadge({ content, serverTime }: { content: BundleContent; serverTime: number }) {
  if (content.end !== null && content.end < serverTime)
    return (
      <Badge style={whole} color="gray" variant="light">
        ended
      </Badge>
    );
  if (content.start > serverTime)
    return (
      <Badge style={whole} color="blue" variant="light">
        upcoming
      </Badge>
    );
  return activeAt(content, serverTime) ? (
    <Badge style={whole} color="green" variant="light">
      on now
    </Badge>
  ) : (
    <Badge style={whole} color="yellow" variant="light">
      off today
    </Badge>
  );
}

export function TypeBadge({ type }: { type: number }) {
  return type === BUNDLE_TYPE.loop ? (
    <Badge style={whole} variant="outline" color="grape">
      Loop
    </Badge>
  ) : (
    <Badge style={whole} variant="outline">
      Normal
    </Badge>
  );
}

/** A Loop bundle's days as small squares: filled when on. */
export function SwitchStrip({ list }: { list: number[] }) {
  return (
    <Group gap={2} wrap="wrap" maw={170}>
      {list.map((v, i) => (
        <Tooltip key={i} label={`Day ${i + 1}: ${v ? 'on' : 'off'}`}>
          <span
            style={{
              width: 10,
              height: 10,
              borderRadius: 2,
              display: 'inline-block',
              background: v ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-3)',
            }}
          />
        </Tooltip>
      ))}
    </Group>
  );
}
