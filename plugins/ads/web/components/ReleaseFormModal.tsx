// Create/update a sandbox release: rows of ad selections, each an ad of any project (grouped by
// project); every row needs one ('Please select advertisement').
import { useEffect, useMemo } from 'react';
import { ActionIcon, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { zodFormErrors } from '../../../../core/shared/zod';
import { toast } from '../../../../core/web/notify';
import { useLoad } from '../../../../core/web/useLoad';
import { platformLabel, TOASTS, type AdRelease } from '../../shared';
import { updateReleaseSchema, type AdRef } from '../../schemas';
import { releasesApi } from '../api';

const refValue = (r: AdRef) => `${r.projectCode}:${r.id}`;
function parseRef(value: string): Partial<AdRef> {
  const at = value.lastIndexOf(':');
  return at < 0 ? {} : { projectCode: value.slice(0, at), id: Number(value.slice(at + 1)) };
}

export function ReleaseFormModal(props: {
  code: string;
  opened: boolean;
  platform: number;
  editing: AdRelease | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { code, opened, platform, editing, onClose, onSaved } = props;
  const candidates = useLoad(() => (opened ? releasesApi.candidates(code, platform) : Promise.resolve(null)), [code, platform, opened]);
  const form = useForm<{ rows: string[] }>({
    initialValues: { rows: [''] },
    validate: (v) => {
      const errors = zodFormErrors(updateReleaseSchema, { idList: v.rows.map(parseRef) });
      // idList.<i>.id / idList.<i>.projectCode -> rows.<i>; idList -> rows.0
      return Object.fromEntries(Object.entries(errors).map(([path, message]) => [`rows.${path.split('.')[1] ?? 0}`, message]));
    },
  });
  useEffect(() => {
    if (!opened) return;
    form.setValues({ rows: editing ? editing.conf.ads.map(refValue) : [''] });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing]);

  const data = useMemo(
    () =>
      (candidates.data?.projects ?? []).map((p) => ({
        group: `${p.nickname} (${p.code})`,
        items: p.ads.map((a) => ({ value: `${p.code}:${a.id}`, label: `${a.name} · ${p.code} #${a.id}` })),
      })),
    [candidates.data],
  );
  const submit = form.onSubmit(async (v) => {
    const idList = v.rows.map(parseRef) as AdRef[];
    if (editing) await releasesApi.update(code, editing.id, idList);
    else await releasesApi.create(code, { platform, env: 'sandbox', idList });
    toast(editing ? TOASTS.updated : TOASTS.created);
    onSaved();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Update release id: ${editing.id}` : `Create ${platformLabel(platform)} release`}
      size={800}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            The game shows these ads in this order; pick them from any project's self ads.
          </Text>
          {form.values.rows.map((_, i) => (
            <Group key={i} align="flex-start" wrap="nowrap">
              <Text size="sm" w={24} mt={8} c="dimmed">
                {i + 1}.
              </Text>
              <Select
                style={{ flex: 1 }}
                aria-label={`Advertisement ${i + 1}`}
                placeholder="Select advertisement"
                searchable
                data={data}
                nothingFoundMessage={candidates.loading ? 'Loading…' : 'No ads for this platform'}
                {...form.getInputProps(`rows.${i}`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={`Remove advertisement ${i + 1}`}
                disabled={form.values.rows.length === 1}
                onClick={() => form.removeListItem('rows', i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('rows', '')}>
              Add advertisement
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.submitting}>
                {editing ? 'Update' : 'Create'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
