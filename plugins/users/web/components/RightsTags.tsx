// A user's rights as one tag per project; a click opens rights assignment for that project and
// user (the rights plugin's screen, through the settingRights link need that app/links.ts binds);
// a plain tag when that screen cannot be opened.
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'wouter';
import { useLink } from '../../../../core/web/links';
import { linkNeeds, type UserRow } from '../../shared';

export function RightsTags({ user }: { user: UserRow }) {
  const rightsOf = useLink(linkNeeds.settingRights);
  if (user.role === 'ADMIN')
    return (
      <Text size="xs" c="dimmed">
        every right
      </Text>
    );
  if (!user.projects.length)
    return (
      <Text size="xs" c="dimmed">
        none
      </Text>
    );
  return (
    <Group gap={4}>
      {user.projects.map((code) => {
        const href = rightsOf({ code, userId: user.id });
        const names = user.rights.filter((r) => r.projectCode === code).map((r) => r.name);
        const badge = (
          <Badge variant="light" style={{ cursor: href ? 'pointer' : undefined, textTransform: 'none' }}>
            {code} · {names.length}
          </Badge>
        );
        return (
          <Tooltip key={code} label={names.join(', ')} multiline maw={320}>
            {href ? (
              <Link href={href} aria-label={`Rights of ${user.mail} in ${code}`}>
                {badge}
              </Link>
            ) : (
              badge
            )}
          </Tooltip>
        );
      })}
    </Group>
  );
}
