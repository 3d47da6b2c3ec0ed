// Push settings (beyond the spec), per project and env (in the URL): which platforms take pushes,
// the frequency cap, quiet hours, the server timezone, and the transports' credentials: the FCM
// service account (pasted or chosen as a file) and the APNs .p8 key with its ids. Credentials are
// write-only: the screen shows whether each is set, never its value, and a Clear button. Prod's
// settings are for the project's owners and admins: others see them disabled with the reason.
// The state and actions are useSettingsPage's, the form's values settingsForm's, the cards SettingsCards'.
import '@mantine/dates/styles.css';
import { Alert, Anchor, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'wouter';
import { PROD_OWNERS_ONLY } from '../../../../core/shared/access';
import { fillPath } from '../../../../core/shared/plugin';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { FilterTabs, SANDBOX_PROD_TABS } from '../../../../core/web/FilterTabs';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { formatTime } from '../../../../core/web/time';
import { paths } from '../../shared';
import { SETTINGS_TITLE } from './manifest';
import { ApnsCard, DeliveryCard, FcmCard } from './SettingsCards';
import { useSettingsPage } from './useSettingsPage';

export default function SettingsPage() {
  const page = useSettingsPage();
  const { code, setQ, env, locked, loaded, settings, form, submit } = page;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <ScreenTitle>{SETTINGS_TITLE}</ScreenTitle>
        <Anchor component={Link} href={fillPath(paths.list, { code })} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} /> Push task list
          </Group>
        </Anchor>
      </Group>
      <FilterTabs value={env} onChange={(v) => setQ({ env: v })} tabs={SANDBOX_PROD_TABS} stack>
        {locked && (
          <Alert color="gray" p="xs">
            {PROD_OWNERS_ONLY}: the prod settings are shown read-only.
          </Alert>
        )}
        <form onSubmit={submit} noValidate aria-busy={loaded.loading || undefined}>
          <Fieldset variant="unstyled" disabled={locked || !settings}>
            <Stack gap="md">
              <DeliveryCard page={page} />
              <FcmCard page={page} />
              <ApnsCard page={page} />
            </Stack>
          </Fieldset>
          <Group justify="space-between" mt="md">
            <Text size="xs" c="dimmed">
              {loaded.data?.updatedAt
                ? `Saved ${formatTime(loaded.data.updatedAt)} by ${loaded.data.operator}`
                : 'Not saved yet: the defaults apply'}
            </Text>
            <ProdLocked locked={locked}>
              <Button type="submit" loading={form.submitting} disabled={locked || !settings}>
                Save settings
              </Button>
            </ProdLocked>
          </Group>
        </form>
      </FilterTabs>
    </Stack>
  );
}
