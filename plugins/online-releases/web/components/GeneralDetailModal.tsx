// A general release's detail (001 §2): the step progress of its status, its builds, the build's
// resources (a Failed asset bundle is generated again by a click, as a job with progress) and
// deploys, and the deploy actions 001 §4 allows in the status. The release reloads after every
// deploy action, also when it failed.
import { Badge, Button, Group, Modal, Select, Stack, Stepper, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { rule as access } from '../../../../core/shared/access';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { confirmAction } from '../../../../core/web/dialogs';
import { JobProgress } from '../../../../core/web/jobs/JobProgress';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import {
  canDeploySandbox,
  canDeployStaging,
  canSwitchProd,
  CONFIRM,
  GENERAL_PLATFORMS,
  GENERAL_STATUS as S,
  GENERAL_STEPS,
  resourceStatusLabel,
  type GeneralRelease,
} from '../../shared';
import { generalApi } from '../api';

const RESOURCE_COLOURS: Record<string, string> = { Init: 'gray', Available: 'green', Generating: 'blue', Invalid: 'red' };
const platformLabel = (p: number) => GENERAL_PLATFORMS.find((x) => x.value === p)?.label ?? String(p);

/** The step a status stands at; an error state stands at the step it failed to reach. */
export function stepOf(status: string): { active: number; error: boolean } {
  const errors: Record<string, number> = { [S.sandboxError]: 2, [S.stagingError]: 3, [S.prodError]: 4 };
  if (status in errors) return { active: errors[status], error: true };
  const i = GENERAL_STEPS.indexOf(status as (typeof GENERAL_STEPS)[number]);
  return { active: i < 0 ? 0 : i + 1, error: false };
}

export function GeneralDetailModal({
  code,
  id,
  onClose,
  onChanged,
}: {
  code: string;
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [build, setBuild] = useState<number | undefined>(undefined);
  const release = useLoad(() => (id ? generalApi.get(code, id).then((r) => r.release) : Promise.resolve(null)), [code, id]);
  const resources = useLoad(
    () => (id ? generalApi.resources(code, id, build).then((r) => r.rows) : Promise.resolve([])),
    [code, id, build],
  );
  const deploys = useLoad(() => (id ? generalApi.deploys(code, id, build).then((r) => r.rows) : Promise.resolve([])), [code, id, build]);
  const mayProd = useCan()(access.ownerOrAdmin);
  const r: GeneralRelease | null = release.data ?? null;
  const reloadAll = () => {
    void release.reload();
    void resources.reload();
    void deploys.reload();
    onChanged();
  };
  const deploy = async (run: () => Promise<unknown>) => {
    try {
      await run();
      toast('SUCCESS!');
    } finally {
      reloadAll();
    }
  };
  const current = !build || build === r?.buildNum;
  const step = r ? stepOf(r.status) : { active: 0, error: false };
  return (
    <Modal opened={id !== null} onClose={onClose} size={860} title={r ? `Release ${r.id}: ${r.name}` : 'Release'}>
      {r && (
        <Stack gap="md">
          <Stepper active={step.active} size="xs" color={step.error ? 'red' : undefined} role="group" aria-label="Release status">
            {GENERAL_STEPS.map((s, i) => (
              <Stepper.Step
                key={s}
                label={s}
                description={step.error && i === step.active ? r.status : undefined}
                color={step.error && i === step.active ? 'red' : undefined}
              />
            ))}
          </Stepper>
          <Group>
            <Select
              label="Build"
              aria-label="Build"
              w={140}
              data={r.buildNums.map((n) => ({ value: String(n), label: `Build ${n}` }))}
              value={String(build ?? r.buildNum)}
              onChange={(v) => setBuild(v ? Number(v) : undefined)}
            />
            <Text size="sm">
              Version tag {r.versionTag} · {r.fromType === 'local' ? `local release #${r.fromId}` : 'manual upload'} · platform{' '}
              {platformLabel(r.platform)}
            </Text>
          </Group>
          <Table aria-label="Resources" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Platform</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>md5</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>File</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(resources.data ?? []).map((x) => (
                <Table.Tr key={x.id}>
                  <Table.Td>{platformLabel(x.platform)}</Table.Td>
                  <Table.Td>
                    {x.status === 'Invalid' && r.multiPlatform && r.fromType === 'local' ? (
                      <Tooltip label={x.extra.error ?? 'Generate the asset bundle again'}>
                        <Button
                          size="compact-xs"
                          color="red"
                          variant="light"
                          onClick={() =>
                            void deploy(() =>
                              generalApi.triggerAssetBundle(code, r.id, x.id, { platform: x.platform, assetFileName: r.assetFileName }),
                            )
                          }
                        >
                          Failed: retry
                        </Button>
                      </Tooltip>
                    ) : (
                      <Badge variant="light" color={RESOURCE_COLOURS[x.status]}>
                        {resourceStatusLabel(x.status)}
                      </Badge>
                    )}
                    {x.status === 'Generating' && x.extra.jobId && <JobProgress id={x.extra.jobId} onFinished={reloadAll} />}
                  </Table.Td>
                  <Table.Td ff="monospace">{x.md5}</Table.Td>
                  <Table.Td>{x.size}</Table.Td>
                  <Table.Td>
                    {x.url && (
                      <a href={x.url} target="_blank" rel="noopener noreferrer">
                        download
                      </a>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Table aria-label="Deploys">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Env</Table.Th>
                <Table.Th>returnId</Table.Th>
                <Table.Th>Operator</Table.Th>
                <Table.Th>At</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(deploys.data ?? []).map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.env === 'prod' && d.staging ? 'staging' : d.env}</Table.Td>
                  <Table.Td>{d.returnId}</Table.Td>
                  <Table.Td>{d.operator}</Table.Td>
                  <Table.Td>{formatTime(d.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {current && (
            <Group justify="flex-end">
              <Button
                disabled={!canDeploySandbox(r.status)}
                onClick={() => void deploy(() => generalApi.deploy(code, r.id, { env: 'sandbox', staging: false, buildNum: r.buildNum }))}
              >
                Deploy to Sandbox
              </Button>
              <ProdLocked locked={!mayProd}>
                <Button
                  color="orange"
                  disabled={!mayProd || !canDeployStaging(r.status)}
                  onClick={() => void deploy(() => generalApi.deploy(code, r.id, { env: 'prod', staging: true, buildNum: r.buildNum }))}
                >
                  Deploy to Staging
                </Button>
              </ProdLocked>
              <ProdLocked locked={!mayProd}>
                <Button
                  color="red"
                  disabled={!mayProd || !canSwitchProd(r.status)}
                  onClick={() =>
                    void (async () => {
                      if (await confirmAction({ message: CONFIRM.switchProd, danger: true }))
                        await deploy(() => generalApi.switch(code, r.id, r.buildNum));
                    })()
                  }
                >
                  Switch to Prod
                </Button>
              </ProdLocked>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
