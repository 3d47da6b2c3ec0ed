// Stats config (001): a card per configurable field (country) with its values and an edit modal.
import { useState } from 'react';
import { Badge, Button, Card, Group, LoadingOverlay, SimpleGrid, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useRouteParams } from '../../../../core/web/routing/params';
import { configValues, STATS_CONFIG_FIELDS, type StatsConfigField } from '../../schemas';
import { useProjectConfig } from '../useStats';
import { ConfigFieldModal } from '../components/ConfigFieldModal';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

export default function StatsConfigPage() {
  const { code } = useRouteParams<{ code: string }>();
  const project = useProjectConfig(code);
  const [config, setConfig] = useState<Record<string, unknown> | null>(null);
  const [editing, setEditing] = useState<StatsConfigField | null>(null);
  const current = config ?? project.data;

  return (
    <>
      <ScreenTitle mb="md">Stats config</ScreenTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }} pos="relative">
        <LoadingOverlay visible={project.loading} />
        {STATS_CONFIG_FIELDS.map((f) => {
          const values = configValues(current, f);
          const own = Array.isArray(current?.[f.key]);
          return (
            <Card key={f.key} withBorder padding="md" role="group" aria-label={`${f.title} config`}>
              <Group justify="space-between" mb="sm">
                <Text fw={600}>{f.title}</Text>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconEdit size={14} />}
                  onClick={() => setEditing(f)}
                  aria-label={`Edit ${f.title}`}
                >
                  Edit
                </Button>
              </Group>
              <Group gap={6}>
                {values.map((v) => (
                  <Badge key={v} variant="light" radius="sm" tt="none">
                    {v}
                  </Badge>
                ))}
                {!values.length && (
                  <Text size="sm" c="dimmed">
                    No values
                  </Text>
                )}
              </Group>
              {!own && !project.loading && (
                <Text size="xs" c="dimmed" mt="sm">
                  The stats screens use this default list until you save one.
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
      <ConfigFieldModal
        code={code}
        field={editing}
        values={editing ? configValues(current, editing) : []}
        onClose={() => setEditing(null)}
        onSaved={(next) => {
          setConfig(next);
          setEditing(null);
        }}
      />
    </>
  );
}
