// Project overview: the project's settings as the console holds them (read-only).
import { Badge, Card, Code, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { overridesFor } from '../../../../core/shared/overrides';
import { formatJson } from '../../../../core/web/json';
import { installedPlugins } from '../../../../core/web/registry';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenLoader } from '../../../../core/web/routing/ScreenLoader';
import { useLoad } from '../../../../core/web/useLoad';
import { projectsApi } from '../api';
import { projectsDefaults } from '../../shared';
import { PlatformBadges } from '../components/PlatformBadges';
import { CopyableCode } from '../../../../core/web/CopyableCode';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

const dash = <Text c="dimmed">—</Text>;

export default function ProjectOverviewPage() {
  const { code } = useRouteParams<{ code: string }>();
  const { data, loading } = useLoad(() => projectsApi.get(code).then((r) => r.project), [code]);
  if (!data) return loading ? <ScreenLoader /> : null;

  const { platforms, accentColor } = overridesFor(data.code, 'projects', projectsDefaults);
  const plugins = installedPlugins();
  const enabled = plugins.filter((p) => p.toggleable === false || !data.disabledPlugins.includes(p.id));
  const off = plugins.filter((p) => p.toggleable !== false && data.disabledPlugins.includes(p.id));

  return (
    <Stack gap="md">
      <Group gap="sm">
        <ScreenTitle>{data.nickname || data.code}</ScreenTitle>
        <Badge variant="light" color={accentColor} ff="monospace">
          {data.code}
        </Badge>
      </Group>
      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <Field label="Code">
            <Text ff="monospace">{data.code}</Text>
          </Field>
          <Field label="Nickname">{data.nickname ? <Text>{data.nickname}</Text> : dash}</Field>
          <Field label="Domain">
            <Text>Domain {data.domain}</Text>
          </Field>
          <Field label="Description">
            <Text>{data.description}</Text>
          </Field>
          <Field label="Owners">
            {data.owners.length ? (
              <Group gap={4} mt={2}>
                {data.owners.map((o) => (
                  <Tooltip key={o.id} label={o.mail}>
                    <Badge variant="default">{o.displayName}</Badge>
                  </Tooltip>
                ))}
              </Group>
            ) : (
              dash
            )}
          </Field>
          <Field label="Service host">{data.service.host ? <Text ff="monospace">{data.service.host}</Text> : dash}</Field>
          <Field label="Platforms">
            <PlatformBadges platforms={platforms} color={accentColor} />
          </Field>
          <Field label="Accent colour">
            <Badge color={accentColor}>{accentColor}</Badge>
          </Field>
          <Field label="Plugins">
            <Group gap={4} mt={2}>
              {enabled.map((p) => (
                <Badge key={p.id} variant="light">
                  {p.title}
                </Badge>
              ))}
              {off.map((p) => (
                <Badge key={p.id} variant="outline" color="gray" td="line-through">
                  {p.title}
                </Badge>
              ))}
            </Group>
          </Field>
        </SimpleGrid>
      </Card>
      {data.clientKey && (
        <Card withBorder padding="lg">
          <Field label="Client key">
            <CopyableCode value={data.clientKey} label="Copy client key" />
          </Field>
        </Card>
      )}
      <Card withBorder padding="lg">
        <Field label="Config">
          {/* A long config scrolls: focusable, so the keyboard can scroll it too. */}
          <Code block mt={6} style={{ maxHeight: 420, overflow: 'auto' }} tabIndex={0} role="region" aria-label="Project config">
            {formatJson(data.config ?? {})}
          </Code>
        </Field>
      </Card>
    </Stack>
  );
}
