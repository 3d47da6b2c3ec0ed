// Reward Types (001, 002): the project's reward types as tags, with add and delete. Names are
// trimmed; a blank one is ignored.
import { useState } from 'react';
import { Badge, Button, Card, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { TOASTS } from '../../shared';
import { bonusApi } from '../api';

/** 001 §9: tag colours come from six fixed colours, picked by the name's last character. */
const TAG_COLOURS = ['blue', 'green', 'orange', 'grape', 'cyan', 'pink'];
const tagColor = (name: string) => TAG_COLOURS[name.charCodeAt(name.length - 1) % TAG_COLOURS.length];

export default function RewardTypesPage() {
  const { code } = useRouteParams<{ code: string }>();
  const list = useLoad(() => bonusApi.types(code).then((r) => r.types), [code]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const trimmed = name.trim();
    setName('');
    if (!trimmed) return;
    setBusy(true);
    try {
      await bonusApi.addType(code, trimmed);
      toast(TOASTS.typeCreated);
      await list.reload();
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
      <Title order={2}>Reward Types</Title>
      <Card withBorder padding="lg">
        <Stack>
          <Group gap="xs" aria-label="Reward types">
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
          <Group gap="xs">
            <TextInput
              aria-label="New reward type"
              placeholder="New reward type, e.g. coins"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
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
