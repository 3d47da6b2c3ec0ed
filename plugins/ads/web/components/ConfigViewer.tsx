// The ads-config JSON viewer: the release's conf, and what its last upload gave the game server.
import { Code, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { formatJson } from '../../../../core/web/json';
import type { AdRelease, Deployment } from '../../shared';

export function ConfigViewer({
  release,
  deployment,
  onClose,
}: {
  release: AdRelease | null;
  deployment: Deployment | undefined;
  onClose: () => void;
}) {
  return (
    <Modal opened={!!release} onClose={onClose} title={release ? `Ads config of release ${release.id}` : ''} size={800}>
      {release && (
        <Stack>
          <Text size="sm" fw={600}>
            conf
          </Text>
          <ScrollArea.Autosize mah={220}>
            <Code block>{formatJson(release.conf)}</Code>
          </ScrollArea.Autosize>
          <Text size="sm" fw={600}>
            On the game server {deployment ? `(return id ${deployment.id})` : ''}
          </Text>
          {deployment ? (
            <ScrollArea.Autosize mah={320}>
              <Code block>{formatJson({ releaseId: deployment.releaseId, enable: deployment.enable, ads: deployment.ads })}</Code>
            </ScrollArea.Autosize>
          ) : (
            <Text size="sm" c="dimmed">
              Not uploaded yet.
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
