// What rules do to live releases' clients (../../shared.ts), in words: one line per release and
// env, "Strands …" in red; and the warning a publish confirmation shows below the spec's text.
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { LiveAudience } from '../../../../core/shared/audience';
import { platformText, reachText, strandWarning, type ReleaseReach } from '../../shared';

type Reach = ReleaseReach<LiveAudience>;

function ReachLine({ env, r }: { env: string; r: Reach }) {
  const strands = r.effect === 'strands';
  return (
    <Text size="xs" c={strands ? 'red' : undefined} fw={strands ? 600 : undefined} data-testid="reach-line">
      {env}: {reachText(r)}{' '}
      <Text span size="xs" c="dimmed" fw={400}>
        ({r.release.kindTitle}, {platformText(r.release.platform)})
      </Text>
    </Text>
  );
}

/** The releases a rule (or a set) reaches on sandbox and on prod; `empty` when none. */
export function ReachList({ sandbox, prod, empty }: { sandbox: readonly Reach[]; prod: readonly Reach[]; empty?: string }) {
  if (!sandbox.length && !prod.length) {
    return empty ? (
      <Text size="xs" c="dimmed">
        {empty}
      </Text>
    ) : null;
  }
  return (
    <Stack gap={2}>
      {sandbox.map((r) => (
        <ReachLine key={`s:${r.release.kind}:${r.release.key}`} env="Sandbox" r={r} />
      ))}
      {prod.map((r) => (
        <ReachLine key={`p:${r.release.kind}:${r.release.key}`} env="Prod" r={r} />
      ))}
    </Stack>
  );
}

/**
 * Below a publish confirmation: the releases the set strands on that env (red, on prod a
 * warning), then those it only prompts. Nothing when it reaches none.
 */
/** Under a rule being created or edited: which live releases its clients are. */
export function RuleReach({ sandbox, prod }: { sandbox: readonly Reach[]; prod: readonly Reach[] }) {
  return (
    <Stack gap={4} data-testid="rule-reach">
      <Text size="sm" fw={500}>
        Live releases this rule reaches
      </Text>
      <ReachList sandbox={sandbox} prod={prod} empty="No live release's clients get this rule." />
    </Stack>
  );
}

export function PublishReach({ env, reach }: { env: 'Sandbox' | 'Prod'; reach: readonly Reach[] }) {
  const strands = reach.filter((r) => r.effect === 'strands');
  const prompts = reach.filter((r) => r.effect === 'prompts');
  if (!reach.length) return null;
  return (
    <Stack gap="xs">
      {strands.length > 0 && (
        <Alert
          color={env === 'Prod' ? 'red' : 'blue'}
          icon={<IconAlertTriangle size={16} />}
          title="Strands live releases' clients"
          p="xs"
          data-testid="strand-warning"
        >
          <Text size="sm">
            {strandWarning(
              env,
              strands.map((r) => r.release.name),
            )}
          </Text>
        </Alert>
      )}
      {prompts.length > 0 && (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Also prompts the clients of these live releases on {env}:
          </Text>
          <List size="xs">
            {prompts.map((r) => (
              <List.Item key={`${r.release.kind}:${r.release.key}`}>{reachText(r).replace(/^Prompts clients of /, '')}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
