// Create or edit a gray release (001 §2, §5): a named group of sandbox activities, each with
// a tag and a weight; the weights must add up to 100. Saving sends the group whole; the server
// sets the members and clears the activities taken out of it in one transaction.
import { useEffect } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, NumberInput, Slider, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { zodFormErrors } from '../../../../core/shared/zod';
import { toast } from '../../../../core/web/notify';
import type { Activity } from '../../shared';
import { grayGroupSchema } from '../../schemas';
import { activitiesApi } from '../api';
import { candidates, groupMembers, membersFor, type GrayMember } from '../grayForm';

export type GrayMode = { kind: 'create' } | { kind: 'edit'; name: string };

interface Props {
  code: string;
  mode: GrayMode | null;
  activities: Activity[];
  onClose: () => void;
  onSaved: () => void;
}

export function GrayReleaseModal({ code, mode, activities, onClose, onSaved }: Props) {
  const form = useForm<{ name: string; members: GrayMember[] }>({
    initialValues: { name: '', members: [] },
    validate: (v) => zodFormErrors(grayGroupSchema, v),
  });
  const group = mode?.kind === 'edit' ? mode.name : undefined;
  const before = group ? groupMembers(activities, group) : [];
  useEffect(() => {
    if (!mode) return;
    form.setValues({ name: group ?? '', members: before });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [mode]);

  const options = candidates(activities, group).map((a) => ({ value: String(a.id), label: `${a.id} · ${a.name}` }));
  const members = form.values.members;
  const nameOf = (id: number) => activities.find((a) => a.id === id)?.name ?? String(id);
  const sum = members.reduce((s, m) => s + (Number(m.weight) || 0), 0);

  const submit = form.onSubmit(async (v) => {
    const name = v.name.trim();
    await activitiesApi.saveGrayGroup(code, {
      name,
      members: v.members.map((m) => ({ id: m.id, tag: m.tag.trim(), weight: Number(m.weight) })),
    });
    toast('SUCCESS!');
    onSaved();
  });

  return (
    <Modal opened={!!mode} onClose={onClose} size={800} title={group ? `Edit gray release ${group}` : 'Create gray release'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            withAsterisk
            disabled={!!group}
            description="Shared by the activities of the group"
            {...form.getInputProps('name')}
          />
          <MultiSelect
            label="Activities"
            withAsterisk
            searchable
            data={options}
            value={members.map((m) => String(m.id))}
            onChange={(ids) => form.setFieldValue('members', membersFor(ids.map(Number), members))}
            nothingFoundMessage="No activity without a gray tag"
            error={members.length ? undefined : (form.errors.members as string | undefined)}
          />
          {members.map((m, i) => (
            <Group key={m.id} wrap="nowrap" align="flex-start" gap="sm">
              <Text size="sm" w={200} mt={6} truncate>
                {m.id} · {nameOf(m.id)}
              </Text>
              <TextInput w={120} aria-label={`Tag of ${nameOf(m.id)}`} placeholder="tag" {...form.getInputProps(`members.${i}.tag`)} />
              <Slider
                style={{ flex: 1 }}
                mt={12}
                min={0}
                max={100}
                label={(w) => `${w}%`}
                aria-label={`Weight slider of ${nameOf(m.id)}`}
                value={Number(m.weight) || 0}
                onChange={(w) => form.setFieldValue(`members.${i}.weight`, w)}
              />
              <NumberInput
                w={90}
                min={0}
                max={100}
                allowDecimal={false}
                suffix="%"
                aria-label={`Weight of ${nameOf(m.id)}`}
                {...form.getInputProps(`members.${i}.weight`)}
              />
            </Group>
          ))}
          {members.length > 0 && (
            <Text size="sm" c={sum === 100 ? 'dimmed' : 'red'} ta="right" data-testid="weight-sum">
              Total {sum}%
            </Text>
          )}
          {members.length > 0 && form.errors.members && (
            <Alert color="red" p="xs">
              {form.errors.members}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
