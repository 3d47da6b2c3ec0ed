// The Multipart tab (001 §2, §4): the multipart releases, their create modal (name, release type,
// release, version tag, cut size, client versions), their detail (step progress and parts) and
// deploys: sandbox once a release is set, prod (confirmation; owners and admins) once sandbox is
// done. The list reloads after every deploy, also when it failed (001 §8).
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { rule as access } from '../../../../core/shared/access';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { useForm } from '../../../../core/web/form';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { canDeployMultipart, MIN_CUT_SIZE, PAGE_SIZES, type MultipartRelease, type OnlineReleaseOptions } from '../../shared';
import { multipartApi } from '../api';
import { multipartBlank, multipartErrors, multipartFields, releaseChoices, type MultipartFormValues } from '../multipartForm';
import { MultipartDetailModal } from './MultipartDetailModal';
import { multipartDeploy, ruleText } from './multipartActions';

const MULTIPART_STATUS_COLOURS: Record<string, string> = { Init: 'gray', 'Sandbox deployed': 'blue', 'Prod deployed': 'green' };
export function MultipartTab({ code, options }: { code: string; options: OnlineReleaseOptions | null }) {
  const list = useLoad(() => multipartApi.list(code).then((r) => r.rows), [code]);
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<number | null>(null);
  const mayProd = useCan()(access.ownerOrAdmin);
  const form = useForm<MultipartFormValues>({ initialValues: multipartBlank, validate: multipartErrors });
  const reload = () => void list.reload();
  const deploy = multipartDeploy(code, reload);
  const openCreate = () => {
    form.setValues(multipartBlank);
    form.clearErrors();
    setOpen(true);
  };
  const submit = form.onSubmit(async (v) => {
    await multipartApi.create(code, multipartFields(v));
    toast('Created');
    setOpen(false);
    reload();
  });
  const columns: Column<MultipartRelease>[] = [
    { key: 'id', header: 'ID', width: 60 },
    { key: 'name', header: 'Name' },
    { key: 'typeName', header: 'Type', width: 80 },
    { key: 'versionTag', header: 'Version Tag', width: 100 },
    { key: 'rule', header: 'Client versions', width: 125, cell: ruleText },
    { key: 'parts', header: 'Parts', width: 60, align: 'right', cell: (m) => m.config.default.resources.length },
    {
      key: 'status',
      header: 'Status',
      width: 170,
      cell: (m) => (
        <Badge variant="light" color={MULTIPART_STATUS_COLOURS[m.status]}>
          {m.status}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 180,
      cell: (m) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={`Detail of ${m.name}`}>
            <ActionIcon variant="subtle" aria-label={`Detail of ${m.name}`} onClick={() => setDetail(m.id)}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <Button
            size="compact-xs"
            disabled={!canDeployMultipart(m, 'sandbox')}
            onClick={() => void deploy(m, 'sandbox')}
            aria-label={`Deploy ${m.name} to Sandbox`}
          >
            Sandbox
          </Button>
          <ProdLocked locked={!mayProd}>
            <Button
              size="compact-xs"
              color="red"
              disabled={!mayProd || !canDeployMultipart(m, 'prod')}
              onClick={() => void deploy(m, 'prod')}
              aria-label={`Deploy ${m.name} to Prod`}
            >
              Prod
            </Button>
          </ProdLocked>
        </Group>
      ),
    },
  ];
  const types = options?.releaseTypes.length ? options.releaseTypes : null;
  const choices = releaseChoices(options);
  const release = form.getInputProps('localReleaseId');
  return (
    <Stack gap="sm">
      <Group>
        <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
          Create multipart release
        </Button>
      </Group>
      <DataTable
        label="Multipart releases"
        columns={columns}
        data={list.data ?? []}
        rowKey={(m) => m.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        emptyText="No multipart releases yet: create one"
      />
      <Modal opened={open} onClose={() => setOpen(false)} title="Create multipart release" size={680} styles={MODAL_FORM_STYLES}>
        <ModalForm onSubmit={submit} footer={<FormButtons onCancel={() => setOpen(false)} submitting={form.submitting} label="Create" />}>
          <Stack gap="sm">
            <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
            <Select
              label="Release"
              description={
                choices.length
                  ? 'A published release: its data file is cut into parts'
                  : 'No published release yet: publish one on the Releases screen first'
              }
              withAsterisk
              searchable
              data={choices}
              {...release}
              onChange={(v) => {
                release.onChange(v ?? '');
                // The release type follows the chosen release's, unless the operator already chose one.
                const chosen = options?.releases.find((r) => String(r.id) === v);
                if (chosen?.type && !form.values.releaseType && (!types || types.includes(chosen.type)))
                  form.setFieldValue('releaseType', chosen.type);
              }}
            />
            {types ? (
              <Select label="Release Type" withAsterisk data={types} {...form.getInputProps('releaseType')} />
            ) : (
              <TextInput label="Release Type" withAsterisk {...form.getInputProps('releaseType')} />
            )}
            <SimpleGrid cols={3}>
              <TextInput label="Version Tag" withAsterisk {...form.getInputProps('versionTag')} />
              <TextInput label="Country" placeholder="All countries" {...form.getInputProps('country')} />
              <NumberInput
                label="Cut size (bytes)"
                description={`Each part's size, at least ${MIN_CUT_SIZE}`}
                min={MIN_CUT_SIZE}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=" "
                {...form.getInputProps('cutSize')}
              />
            </SimpleGrid>
            <SimpleGrid cols={2}>
              <TextInput label="Min client version" placeholder="0.0.0" {...form.getInputProps('minVersion')} />
              <TextInput label="Max client version" placeholder="0.0.0" {...form.getInputProps('maxVersion')} />
            </SimpleGrid>
          </Stack>
        </ModalForm>
      </Modal>
      <MultipartDetailModal code={code} id={detail} onClose={() => setDetail(null)} onChanged={reload} />
    </Stack>
  );
}
