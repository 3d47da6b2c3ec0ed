// The Multipart tab (001 §2, §4): the multipart releases, their create modal (name, release type,
// release, version tag, cut size, client versions) and deploys: sandbox once a release is set,
// prod (confirmation; owners and admins) once sandbox is done.
import { useState } from 'react';
import { Badge, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { rule as access } from '../../../../core/shared/access';
import { zodFormErrors } from '../../../../core/shared/zod';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { confirmAction } from '../../../../core/web/dialogs';
import { useForm } from '../../../../core/web/form';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { canDeployMultipart, CONFIRM, DEFAULT_CUT_SIZE, PAGE_SIZES, type MultipartRelease, type OnlineReleaseOptions } from '../../shared';
import { multipartFieldsSchema } from '../../schemas';
import { multipartApi } from '../api';

const STATUS_COLOURS: Record<string, string> = { Init: 'gray', 'Sandbox deployed': 'blue', 'Prod deployed': 'green' };

interface Values {
  name: string;
  releaseType: string;
  localReleaseId: string;
  versionTag: string;
  cutSize: number | string;
  minVersion: string;
  maxVersion: string;
}
const blank: Values = { name: '', releaseType: '', localReleaseId: '', versionTag: '', cutSize: DEFAULT_CUT_SIZE, minVersion: '', maxVersion: '' };
const toBody = (v: Values) => ({
  name: v.name,
  releaseType: v.releaseType,
  localReleaseId: v.localReleaseId,
  versionTag: v.versionTag,
  cutSize: v.cutSize,
  rule: v.minVersion.trim() || v.maxVersion.trim() ? { clientVersions: [v.minVersion.trim(), v.maxVersion.trim()] } : null,
});

export function MultipartTab({ code, options }: { code: string; options: OnlineReleaseOptions | null }) {
  const list = useLoad(() => multipartApi.list(code).then((r) => r.rows), [code]);
  const [open, setOpen] = useState(false);
  const mayProd = useCan()(access.ownerOrAdmin);
  const form = useForm<Values>({ initialValues: blank, validate: (v) => zodFormErrors(multipartFieldsSchema, toBody(v)) });
  const submit = form.onSubmit(async (v) => {
    await multipartApi.create(code, toBody(v) as never);
    toast('CREATED!');
    setOpen(false);
    form.setValues(blank);
    void list.reload();
  });
  const deploy = async (m: MultipartRelease, env: 'sandbox' | 'prod') => {
    if (env === 'prod' && !(await confirmAction({ message: CONFIRM.switchProd, danger: true }))) return;
    try {
      await multipartApi.deploy(code, m.id, env);
      toast('SUCCESS!');
    } finally {
      void list.reload();
    }
  };
  const columns: Column<MultipartRelease>[] = [
    { key: 'id', header: 'ID', width: 60 },
    { key: 'name', header: 'Name' },
    { key: 'typeName', header: 'Type', width: 100 },
    { key: 'versionTag', header: 'Version Tag', width: 100 },
    { key: 'parts', header: 'Parts', width: 70, cell: (m) => m.config.default.resources.length },
    { key: 'status', header: 'Status', width: 140, cell: (m) => <Badge variant="light" color={STATUS_COLOURS[m.status]}>{m.status}</Badge> },
    {
      key: 'actions',
      header: 'Actions',
      width: 230,
      cell: (m) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" disabled={!canDeployMultipart(m, 'sandbox')} onClick={() => void deploy(m, 'sandbox')} aria-label={`Deploy ${m.name} to Sandbox`}>
            Sandbox
          </Button>
          <ProdLocked locked={!mayProd}>
            <Button size="compact-xs" color="red" disabled={!mayProd || !canDeployMultipart(m, 'prod')} onClick={() => void deploy(m, 'prod')} aria-label={`Deploy ${m.name} to Prod`}>
              Prod
            </Button>
          </ProdLocked>
        </Group>
      ),
    },
  ];
  const types = options?.releaseTypes.length ? options.releaseTypes : null;
  return (
    <Stack gap="sm">
      <Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
          Create multipart release
        </Button>
      </Group>
      <DataTable label="Multipart releases" columns={columns} data={list.data ?? []} rowKey={(m) => m.id} loading={list.loading} pageSizes={PAGE_SIZES} emptyText="No multipart releases yet" />
      <Modal opened={open} onClose={() => setOpen(false)} title="Create multipart release" size={600}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
            {types ? <Select label="Release Type" withAsterisk data={types} {...form.getInputProps('releaseType')} /> : <TextInput label="Release Type" withAsterisk {...form.getInputProps('releaseType')} />}
            <Select label="Release" withAsterisk searchable data={(options?.releases ?? []).map((r) => ({ value: String(r.id), label: `#${r.id} ${r.name}`, disabled: !r.hasDataFile }))} {...form.getInputProps('localReleaseId')} />
            <SimpleGrid cols={2}>
              <TextInput label="Version Tag" withAsterisk {...form.getInputProps('versionTag')} />
              <NumberInput label="Cut size (bytes)" min={1024} allowDecimal={false} {...form.getInputProps('cutSize')} />
            </SimpleGrid>
            <SimpleGrid cols={2}>
              <TextInput label="Min client version" placeholder="0.0.0" {...form.getInputProps('minVersion')} />
              <TextInput label="Max client version" placeholder="0.0.0" {...form.getInputProps('maxVersion')} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={form.submitting}>
                Create
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
