// Create/edit a category (000 §2.8, §3, §5): the en name ('Please input name'), parent, sort (min
// 0), the countries it shows in, custom orders per country list ('need country list for custom
// order!'), the client-version rule (bounds default 0.0.0 and 0.0.0), a resource file and the two
// overwrite flags. Other languages stay as they are (the translations modal edits them).
import { useEffect, useMemo } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  FileInput,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useForm } from '../../../../core/web/form';
import { MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { randomKeyPart, useUpload } from '../../../../core/web/upload';
import { formatBytes } from '../../../../core/shared/bytes';
import { TOASTS, type Category, type CategoryNode, flatten, subtreeIds } from '../../shared';
import { categoriesApi } from '../api';
import { emptyValues, toBody, validateCategory, valuesOf, type CategoryFormValues } from '../formValues';

interface Props {
  code: string;
  /** null: closed; `{ editing: null, parentId }`: create under parentId. */
  state: { editing: Category | null; parentId: number } | null;
  tree: CategoryNode[];
  countries: string[];
  onClose: () => void;
  onSaved: () => void;
}

const FILE_KEY_PART = /[^A-Za-z0-9_.-]+/g;

export function CategoryFormModal({ code, state, tree, countries, onClose, onSaved }: Props) {
  const opened = !!state;
  const editing = state?.editing ?? null;
  const form = useForm<CategoryFormValues>({ initialValues: emptyValues(), validate: validateCategory });
  const { upload, progress, uploading } = useUpload(code);
  useEffect(() => {
    if (!state) return;
    form.setValues(state.editing ? valuesOf(state.editing) : emptyValues(state.parentId));
    form.resetDirty();
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [state]);

  const parentOptions = useMemo(() => {
    const all = flatten(tree);
    const blocked = editing ? subtreeIds(new Map(all.map((n) => [n.id, n.parentId])), editing.id) : new Set<number>();
    const depth = (n: CategoryNode): number => {
      let d = 0;
      for (let p = all.find((x) => x.id === n.parentId); p && d < 50; p = all.find((x) => x.id === p!.parentId)) d++;
      return d;
    };
    return [
      { value: '0', label: '(root)' },
      ...all
        .filter((n) => !blocked.has(n.id))
        .map((n) => ({ value: String(n.id), label: `${'— '.repeat(depth(n))}${n.name.en ?? ''} (#${n.id})` })),
    ];
  }, [tree, editing]);
  const countryOptions = (picked: string[]) => [...new Set([...countries, ...picked])];

  const submit = form.onSubmit(async (v) => {
    const body = toBody(v);
    if (editing) await categoriesApi.update(code, editing.id, body);
    else await categoriesApi.create(code, body);
    toast(editing ? TOASTS.updated : TOASTS.created);
    onSaved();
  });
  const pickResource = async (file: File | null) => {
    if (!file) return form.setFieldValue('resource', null);
    try {
      const r = await upload(file, `category/${randomKeyPart()}/${file.name.replace(FILE_KEY_PART, '_')}`);
      form.setFieldValue('resource', { url: r.url, size: r.size, md5: r.dataHash });
    } catch {
      // The error notice says why (too large, a name the store refuses).
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit category: ${editing.name.en ?? ''}` : 'Create category'}
      size={720}
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm
        onSubmit={submit}
        footer={
          <>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting} disabled={uploading}>
              {editing ? 'Update' : 'Create'}
            </Button>
          </>
        }
      >
        <Stack>
          <TextInput label="Name (en)" withAsterisk {...form.getInputProps('en')} />
          <Group grow align="flex-start">
            <Select label="Parent" searchable allowDeselect={false} data={parentOptions} {...form.getInputProps('parentId')} />
            <NumberInput label="Sort" min={0} allowDecimal={false} clampBehavior="none" {...form.getInputProps('sort')} />
          </Group>
          <MultiSelect
            label="Countries"
            description="Empty: shown in every country"
            placeholder={form.values.countries.length ? undefined : 'Every country'}
            searchable
            data={countryOptions(form.values.countries)}
            {...form.getInputProps('countries')}
          />
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                Custom orders
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => form.insertListItem('customOrders', { country_list: [], sort: 0 })}
              >
                Add custom order
              </Button>
            </Group>
            {form.values.customOrders.length === 0 && (
              <Text size="xs" c="dimmed">
                None: every country uses the sort above.
              </Text>
            )}
            {form.values.customOrders.map((o, i) => (
              <Group key={i} align="flex-start" wrap="nowrap">
                <MultiSelect
                  style={{ flex: 1 }}
                  label={`Country list ${i + 1}`}
                  searchable
                  data={countryOptions(o.country_list)}
                  {...form.getInputProps(`customOrders.${i}.country_list`)}
                />
                <NumberInput
                  w={120}
                  label={`Sort ${i + 1}`}
                  min={0}
                  allowDecimal={false}
                  clampBehavior="none"
                  {...form.getInputProps(`customOrders.${i}.sort`)}
                />
                <ActionIcon
                  mt={26}
                  variant="subtle"
                  color="red"
                  aria-label={`Remove custom order ${i + 1}`}
                  onClick={() => form.removeListItem('customOrders', i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          <Group grow align="flex-start">
            <TextInput label="Min client version" description="0.0.0: no lower bound" {...form.getInputProps('minVersion')} />
            <TextInput label="Max client version" description="0.0.0: no upper bound" {...form.getInputProps('maxVersion')} />
          </Group>
          <Stack gap={4}>
            <FileInput
              label="Resource"
              placeholder={form.values.resource ? 'Replace the file' : 'Pick a file (optional)'}
              leftSection={<IconUpload size={16} />}
              clearable
              onChange={(f) => void pickResource(f)}
              error={form.errors.resource as string | undefined}
              disabled={uploading}
            />
            {progress !== null && <Text size="xs">Uploading… {progress}%</Text>}
            {form.values.resource && (
              <Group gap="xs">
                <Anchor size="xs" href={form.values.resource.url} target="_blank" rel="noreferrer">
                  {decodeURIComponent(form.values.resource.url.split('/').pop() ?? '')}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatBytes(form.values.resource.size)} · md5 {form.values.resource.md5}
                </Text>
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => form.setFieldValue('resource', null)}>
                  Remove
                </Button>
              </Group>
            )}
          </Stack>
          <Group>
            <Switch
              label="Overwrite attributes"
              description="A release replaces the client's attributes"
              {...form.getInputProps('overwriteAttr', { type: 'checkbox' })}
            />
            <Switch
              label="Overwrite names"
              description="A release replaces the client's names"
              {...form.getInputProps('overwriteName', { type: 'checkbox' })}
            />
          </Group>
        </Stack>
      </ModalForm>
    </Modal>
  );
}
