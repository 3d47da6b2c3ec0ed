// 'To Prod' (001 §2): creates the prod copy of a published sandbox activity with its own
// window and minimum versions, or edits them once the copy exists.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { zodFormErrors } from '../../../../core/shared/zod';
import { toast } from '../../../../core/web/notify';
import { VERSION_PLATFORMS, type Activity } from '../../shared';
import { prodFieldsSchema } from '../../schemas';
import { activitiesApi } from '../api';
import { HourRangeInput } from './HourRangeInput';

interface Values {
  range: [Date | null, Date | null];
  version: [string, string, string];
}

function errorsOf(v: Values): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(
    zodFormErrors(prodFieldsSchema, { openAt: v.range[0], closeAt: v.range[1], version: v.version }),
  )) {
    const field = key === 'openAt' || key === 'closeAt' ? 'range' : key;
    out[field] ??= message;
  }
  return out;
}

export function ProdCopyModal({
  code,
  sandbox,
  onClose,
  onSaved,
}: {
  code: string;
  sandbox: Activity | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<Values>({ initialValues: { range: [null, null], version: ['', '', ''] }, validate: errorsOf });
  const [prod, setProd] = useState<Activity | null>(null);
  useEffect(() => {
    setProd(null);
    if (!sandbox) return;
    form.clearErrors();
    const fill = (a: Activity) => form.setValues({ range: [new Date(a.openAt), new Date(a.closeAt)], version: [...a.version] });
    fill(sandbox);
    if (sandbox.prodId) {
      void activitiesApi.get(code, sandbox.prodId).then(({ activity }) => {
        setProd(activity);
        fill(activity);
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [sandbox, code]);

  const submit = form.onSubmit(async (v) => {
    if (!sandbox) return;
    const body = { openAt: v.range[0]!, closeAt: v.range[1]!, version: v.version };
    if (sandbox.prodId) await activitiesApi.updateProd(code, sandbox.prodId, body);
    else await activitiesApi.createProd(code, { ...body, sandboxId: sandbox.id });
    toast(sandbox.prodId ? 'Updated' : 'Created');
    onSaved();
  });

  const editing = !!sandbox?.prodId;
  return (
    <Modal
      opened={!!sandbox}
      onClose={onClose}
      size={800}
      title={sandbox ? (editing ? `To Prod: prod copy id: ${sandbox.prodId}` : `To Prod: ${sandbox.name}`) : ''}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Alert p="xs" color={editing ? 'gray' : 'blue'}>
            {editing
              ? `Editing the prod copy of activity ${sandbox?.id}. Publish it on the Prod tab to take the change live.`
              : 'The prod copy takes the name, resource, rule, priority and gray release of this activity, with the window and versions below.'}
          </Alert>
          <HourRangeInput
            label="Open time on Prod"
            value={form.values.range}
            onChange={(r) => form.setFieldValue('range', r)}
            error={form.errors.range as string | undefined}
          />
          <SimpleGrid cols={3}>
            {VERSION_PLATFORMS.map((p, i) => (
              <TextInput key={p} label={`${p} version`} withAsterisk {...form.getInputProps(`version.${i}`)} />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting} disabled={editing && !prod}>
              {editing ? 'Save' : 'Create on Prod'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
