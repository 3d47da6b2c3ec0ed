// The chosen platform's Adjust app (plugin adjust-apps, through the trackers answer): its token, or
// that the platform has none, with a link to the Adjust apps screen for those who may open it
// (admins: the adjustApps link need, bound in app/links.ts). Nothing without adjust-apps.
import { Anchor, Text } from '@mantine/core';
import { Link } from 'wouter';
import { useLink } from '../../../../core/web/links';
import { AD_PLATFORMS, linkNeeds, type AdjustAppOfPlatform } from '../../shared';

export function AdjustAppLine({ app, platform }: { app: AdjustAppOfPlatform | undefined; platform: string }) {
  const adjustApps = useLink(linkNeeds.adjustApps);
  if (!app) return null;
  const name = AD_PLATFORMS.find((p) => p.value === platform)?.label ?? platform;
  if (app.configured)
    return (
      <Text size="sm" c="dimmed" mt="xs" data-testid="adjust-app">
        Adjust app ({name}):{' '}
        <Text span ff="monospace" c="var(--mantine-color-text)">
          {app.token}
        </Text>
      </Text>
    );
  const href = adjustApps({});
  return (
    <Text size="sm" c="dimmed" mt="xs" data-testid="adjust-app">
      No Adjust app is set up for {name}: trackers are not labelled with an app.{' '}
      {href && (
        <Anchor component={Link} href={href} size="sm">
          Set one up in Adjust apps
        </Anchor>
      )}
    </Text>
  );
}
