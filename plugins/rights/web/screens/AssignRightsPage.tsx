// Rights (002): per project, choose a user (ADMIN users excluded), pick groups (their rights'
// union) or check rights one by one, Check all / Inverse, Submit. Disabled until a user is
// chosen; the route param userId preselects one (route name settingRights).
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  MultiSelect,
  NavLink,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useLocation } from 'wouter';
import { toast } from '../../../../core/web/notify';
import { linkHref } from '../../../../core/shared/links';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { routeRefs } from '../../shared';
import { rightsApi } from '../api';
import { groupsCovered, inverse, unionOfGroups } from '../selection';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

export default function AssignRightsPage() {
  const { code, userId: userParam } = useRouteParams<{ code: string; userId?: string }>();
  const [, navigate] = useLocation();
  const userId = userParam ? Number(userParam) : null;
  const users = useLoad(() => rightsApi.users().then((r) => r.users.filter((u) => u.role !== 'ADMIN')), []);
  const members = useLoad(() => rightsApi.projectUsers(code).then((r) => r.users), [code]);
  const rights = useLoad(() => rightsApi.projectRights(code).then((r) => r.rights), [code]);
  const groups = useLoad(() => rightsApi.projectGroups(code).then((r) => r.groups), [code]);
  // Only a user of the selector (any role but ADMIN) can be assigned rights: an ADMIN's or an
  // unknown id from the address leaves every control disabled until a real user is chosen.
  const chosen = (users.data ?? []).find((u) => u.id === userId) ?? null;
  const held = useLoad(
    () => (chosen ? rightsApi.userRights(code, chosen.id).then((r) => r.rights) : Promise.resolve([])),
    [code, chosen?.id],
  );
  const [checked, setChecked] = useState<string[]>([]);
  const [pickedGroups, setPickedGroups] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const available = useMemo(() => (rights.data ?? []).map((r) => r.name), [rights.data]);
  useEffect(() => {
    const now = (held.data ?? []).filter((n) => available.includes(n));
    setChecked(now);
    setPickedGroups(groupsCovered(groups.data ?? [], now));
  }, [held.data, available, groups.data]);

  const choose = (id: string | null) => navigate(linkHref(routeRefs.settingRights, { code, userId: id ?? undefined }), { replace: true });
  const disabled = !chosen;
  const submit = async () => {
    if (!chosen) return;
    setSaving(true);
    try {
      const r = await rightsApi.assign(code, chosen.id, checked);
      toast(r.message);
      void members.reload();
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <ScreenTitle mb="md">Rights</ScreenTitle>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder padding="sm">
            <Text fw={600} size="sm" mb="xs">
              Users of {code}
            </Text>
            <ScrollArea.Autosize mah={420}>
              {(members.data ?? []).map((u) => (
                <NavLink
                  key={u.id}
                  label={u.displayName}
                  description={u.mail}
                  active={u.id === userId}
                  onClick={() => choose(String(u.id))}
                />
              ))}
              {members.data && !members.data.length && (
                <Text size="sm" c="dimmed">
                  Nobody holds rights here yet.
                </Text>
              )}
            </ScrollArea.Autosize>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack>
            <Select
              label="User"
              placeholder="Search a user by mail or name"
              searchable
              clearable
              data={(users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.displayName} <${u.mail}>` }))}
              value={chosen ? String(chosen.id) : null}
              onChange={choose}
              nothingFoundMessage="No such user"
            />
            {userId !== null && users.data && !chosen && (
              <Alert color="yellow" p="xs" role="alert">
                User id {userParam} cannot be given rights here (an ADMIN holds every right, or there is no such user). Choose a user.
              </Alert>
            )}
            <MultiSelect
              label="Groups"
              description="Picking groups sets the rights to the union of theirs"
              placeholder={pickedGroups.length ? undefined : 'Pick groups'}
              searchable
              disabled={disabled}
              data={(groups.data ?? []).map((g) => g.name)}
              value={pickedGroups}
              onChange={(names) => {
                setPickedGroups(names);
                setChecked(unionOfGroups(groups.data ?? [], names, available));
              }}
            />
            <Group justify="space-between">
              <Text fw={600} size="sm">
                Rights ({checked.length} of {available.length})
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  disabled={disabled}
                  onClick={() => setChecked(checked.length === available.length ? [] : available)}
                >
                  Check all
                </Button>
                <Button size="xs" variant="default" disabled={disabled} onClick={() => setChecked(inverse(checked, available))}>
                  Inverse
                </Button>
              </Group>
            </Group>
            <Checkbox.Group value={checked} onChange={setChecked}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
                {(rights.data ?? []).map((r) => (
                  <Checkbox key={r.name} value={r.name} disabled={disabled} label={r.name} description={r.url || undefined} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button disabled={disabled} loading={saving} onClick={() => void submit()}>
                Submit
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
