// A multipart release's detail (001 §2 "detail modals with step progress", §4): the step progress
// Init -> Sandbox deployed -> Prod deployed, what it was cut from, its parts in order (each a
// download), and the deploys §4 allows (prod: confirmation; owners and admins). It reloads after
// every deploy, also when it failed.
import { Button, Group, Modal, Stack, Stepper, Table, Text } from '@mantine/core';
import { rule as access } from '../../../../core/shared/access';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { useCan } from '../../../../core/web/project/hooks';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { canDeployMultipart, MULTIPART_STATUS, type MultipartRelease } from '../../shared';
import { multipartApi } from '../api';
import { multipartDeploy, ruleText } from './multipartActions';

const STEPS = [MULTIPART_STATUS.init, MULTIPART_STATUS.sandbox, MULTIPART_STATUS.prod];
/** The steps done: a created release has done Init. */
export const multipartStep = (m: Pick<MultipartRelease, 'status'>) => STEPS.indexOf(m.status) + 1;

export function MultipartDetailModal({
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
  const release = useLoad(() => (id ? multipartApi.get(code, id).then((r) => r.release) : Promise.resolve(null)), [code, id]);
  const mayProd = useCan()(access.ownerOrAdmin);
  const deploy = multipartDeploy(code, () => {
    void release.reload();
    onChanged();
  });
  const m = release.data ?? null;
  return (
    <Modal opened={id !== null} onClose={onClose} size={800} title={m ? `Multipart release ${m.id}: ${m.name}` : 'Multipart release'}>
      {m && (
        <Stack gap="md">
          <Stepper active={multipartStep(m)} size="xs" role="group" aria-label="Release status">
            {STEPS.map((s) => (
              <Stepper.Step key={s} label={s} />
            ))}
          </Stepper>
          <Text size="sm">
            Type {m.typeName} · version tag {m.versionTag} · client versions {ruleText(m)} · cut from release #
            {m.extra.localReleaseId ?? '—'} in parts of {m.config.cutSize} bytes
          </Text>
          <Text size="sm">
            Sandbox returnId {m.extra.sandbox_returnId ?? '—'} · Prod returnId {m.extra.prod_returnId ?? '—'} · by {m.operator},{' '}
            {formatTime(m.updatedAt)}
          </Text>
          <Table aria-label="Parts" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Part</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>md5</Table.Th>
                <Table.Th>File</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {m.config.default.resources.map((p) => (
                <Table.Tr key={p.sort}>
                  <Table.Td>{p.sort}</Table.Td>
                  <Table.Td>{p.size}</Table.Td>
                  <Table.Td ff="monospace">{p.md5}</Table.Td>
                  <Table.Td>
                    <a href={p.url} target="_blank" rel="noopener noreferrer" aria-label={`Download part ${p.sort}`}>
                      download
                    </a>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button disabled={!canDeployMultipart(m, 'sandbox')} onClick={() => void deploy(m, 'sandbox')}>
              Deploy to Sandbox
            </Button>
            <ProdLocked locked={!mayProd}>
              <Button color="red" disabled={!mayProd || !canDeployMultipart(m, 'prod')} onClick={() => void deploy(m, 'prod')}>
                Deploy to Prod
              </Button>
            </ProdLocked>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
