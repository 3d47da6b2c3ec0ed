// Reward Types (001, 002): the project's reward types as tags, with add and delete. Names are
// trimmed; a blank one is ignored. A name too long or already there is said under the field, and
// what was typed stays until it is added.
import { useState } from 'react';
import { Badge, Button, Card, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { errorMessage } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { MESSAGES, TOASTS } from '../../shared';
import { rewardTypeBodySchema } from '../../schemas';
import { bonusApi } from '../api';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

/** 001 §9: tag colours come from six fixed colours, picked by the name's last character. */
const TAG_COLOURS = ['blue', 'green', 'orange', 'grape', 'cyan', 'pink'];
const tagColor = (name: string) => TAG_COLOURS[name.charCodeAt(name.length - 1) % TAG_COLOURS.length];

export default function RewardTypesPage() {
  const { code } = useRouteParams<{ code: string }>();
  const list = useLoad(() => bonusApi.types(code).then((r) => r.types), [code]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    const parsed = rewardTypeBodySchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    const trimmed = parsed.data.name;
    if (!trimmed) return setName('');
    if ((list.data ?? []).some((t) => t.name === trimmed)) return setError(MESSAGES.typeExists(trimmed));
    setBusy(true);
    try {
      await bonusApi.addType(code, trimmed);
      setName('');
      toast(TOASTS.typeCreated);
      await list.reload();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (type: string) => {
    await bonusApi.deleteType(code, type);
    toast(TOASTS.typeDeleted);
    await list.reload();
  };

  return (
    <Stack gap="md">
      <ScreenTitle>Reward Types</ScreenTitle>
      <Card withBorder padding="lg">
        <Stack>
          <Group gap="xs" role="group" aria-label="Reward types">
            {(list.data ?? []).map((t) => (
              <Badge
                key={t.id}
                size="lg"
                variant="light"
                color={tagColor(t.name)}
                tt="none"
                rightSection={<CloseButton size="xs" aria-label={`Delete ${t.name}`} onClick={() => void remove(t.name)} />}
              >
                {t.name}
              </Badge>
            ))}
            {list.data?.length === 0 && (
              <Text c="dimmed" size="sm">
                No reward types yet
              </Text>
            )}
          </Group>
          <Group gap="xs" align="flex-start">
            <TextInput
              aria-label="New reward type"
              placeholder="New reward type, e.g. coins"
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void add();
              }}
              rightSection={name ? <CloseButton size="sm" aria-label="Clear" onClick={() => setName('')} /> : null}
              w={280}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={() => void add()} loading={busy}>
              Add
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
