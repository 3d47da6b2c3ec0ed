// A user's rights as one tag per project; a click opens rights assignment for that project and
// user (the route named settingRights, owned by the rights plugin: linked by name).
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'wouter';
import { hasRoute, routePath } from '../../../../core/web/registry';
import type { UserRow } from '../../shared';

export const SETTING_RIGHTS = 'settingRights';

export function RightsTags({ user }: { user: UserRow }) {
  if (user.role === 'ADMIN') return <Text size="xs" c="dimmed">every right</Text>;
  if (!user.projects.length) return <Text size="xs" c="dimmed">none</Text>;
  const linkable = hasRoute(SETTING_RIGHTS);
  return (
    <Group gap={4}>
      {user.projects.map((code) => {
        const names = user.rights.filter((r) => r.projectCode === code).map((r) => r.name);
        const badge = (
          <Badge variant="light" style={{ cursor: linkable ? 'pointer' : undefined, textTransform: 'none' }}>
            {code} · {names.length}
          </Badge>
        );
        return (
          <Tooltip key={code} label={names.join(', ')} multiline maw={320}>
            {linkable ? <Link href={routePath(SETTING_RIGHTS, { code, userId: user.id })} aria-label={`Rights of ${user.mail} in ${code}`}>{badge}</Link> : badge}
          </Tooltip>
        );
      })}
    </Group>
  );
}
