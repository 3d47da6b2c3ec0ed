// Create/edit a release (000 §3, §5): name, type (the project's release types), the project's
// extra numeric settings (min 0), isMultipart, flattenUpload, folders (the spec's folder transfer
// table, 000 §9: core's TransferList, 10 a page of 10/50/100/200) and, with includeCategory,
// categories (as the category tree call gives them, indented).
import { useEffect, useMemo } from 'react';
import { Checkbox, Group, Modal, MultiSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { TransferList } from '../../../../core/web/TransferList';
import { toast } from '../../../../core/web/notify';
import { useLoad } from '../../../../core/web/useLoad';
import { zodFormErrors } from '../../../../core/shared/zod';
import { releaseFormSchema, type ReleaseForm } from '../../schemas';
import { TOASTS, type CategoryTreeNode, type Release } from '../../shared';
import { releasesApi } from '../api';

/** The folder transfer table's page sizes (000 §9 "folder transfer table 10 (10/50/100/200)"). */
const FOLDER_PAGE_SIZES = [10, 50, 100, 200] as const;
const FOLDER_TITLES = ['Available folders', 'Chosen folders'] as const;

/** The category tree in order, each option indented by its depth (a tree shown in a flat list). */
function categoryOptions(tree: CategoryTreeNode[], depth = 0): { value: string; label: string }[] {
  return tree.flatMap((n) => [
    { value: String(n.id), label: `${'· '.repeat(depth)}${n.name.en} (#${n.id})` },
    ...categoryOptions(n.children, depth + 1),
  ]);
}

interface Values {
  name: string;
  type: string | null;
  extra: Record<string, number | string>;
  includeCategory: boolean;
  includeTexts: boolean;
  isMultipart: boolean;
  flattenUpload: boolean;
  folderIds: string[];
  categoryIds: string[];
}

export function toBody(v: Values): ReleaseForm {
  const extra: Record<string, number> = {};
  for (const [k, n] of Object.entries(v.extra)) if (n !== '' && n !== undefined) extra[k] = typeof n === 'number' ? n : Number(n);
  return {
    name: v.name,
    type: v.type ?? '',
    extra,
    includeCategory: v.includeCategory,
    includeTexts: v.includeTexts,
    isMultipart: v.isMultipart,
    flattenUpload: v.flattenUpload,
    folderIds: v.folderIds.map(Number),
    categoryIds: v.includeCategory ? v.categoryIds.map(Number) : [],
  };
}

const empty = (types: string[]): Values => ({
  name: '',
  type: types[0] ?? null,
  extra: {},
  includeCategory: false,
  includeTexts: false,
  isMultipart: false,
  flattenUpload: false,
  folderIds: [],
  categoryIds: [],
});
const valuesOf = (r: Release): Values => ({
  name: r.name,
  type: r.type,
  extra: { ...r.extra },
  includeCategory: r.includeCategory,
  includeTexts: r.includeTexts,
  isMultipart: r.isMultipart,
  flattenUpload: r.flattenUpload,
  folderIds: r.folderIds.map(String),
  categoryIds: r.categoryIds.map(String),
});

export function ReleaseFormModal(props: {
  code: string;
  opened: boolean;
  editing: Release | null;
  releaseTypes: string[];
  extraSettings: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { code, opened, editing, releaseTypes, extraSettings, onClose, onSaved } = props;
  const choices = useLoad(() => (opened ? releasesApi.choices(code) : Promise.resolve(null)), [code, opened]);
  const tree = useLoad(() => (opened ? releasesApi.categoryTree(code) : Promise.resolve(null)), [code, opened]);
  const form = useForm<Values>({ initialValues: empty(releaseTypes), validate: (v) => zodFormErrors(releaseFormSchema, toBody(v)) });
  useEffect(() => {
    if (!opened) return;
    form.setValues(editing ? valuesOf(editing) : empty(releaseTypes));
    form.resetDirty();
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing]);

  const submit = form.onSubmit(async (v) => {
    if (editing) await releasesApi.update(code, editing.id, toBody(v));
    else await releasesApi.create(code, toBody(v));
    toast(editing ? TOASTS.updated : TOASTS.created);
    onSaved();
  });
  const folders = useMemo(
    () => (choices.data?.folders ?? []).map((f) => ({ value: String(f.id), label: `${f.name} (#${f.id})` })),
    [choices.data],
  );
  const cats = categoryOptions(tree.data?.tree ?? []);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit release: ${editing.name}` : 'Create release'}
      size={860}
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm
        onSubmit={submit}
        footer={<FormButtons onCancel={onClose} submitting={form.submitting} label={editing ? 'Update' : 'Create'} />}
      >
        <Stack>
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <Select
            label="Type"
            withAsterisk
            allowDeselect={false}
            data={releaseTypes}
            placeholder={releaseTypes.length ? 'Pick a release type' : 'The project config has no releaseTypes'}
            {...form.getInputProps('type')}
          />
          {extraSettings.length > 0 && (
            <Group grow align="flex-start">
              {extraSettings.map((k) => (
                <NumberInput key={k} label={k} min={0} clampBehavior="none" allowDecimal={false} {...form.getInputProps(`extra.${k}`)} />
              ))}
            </Group>
          )}
          <Group>
            <Checkbox label="Multipart" {...form.getInputProps('isMultipart', { type: 'checkbox' })} />
            <Checkbox
              label="Flatten upload"
              description="The data file lists the puzzles in one list, not under their folders"
              {...form.getInputProps('flattenUpload', { type: 'checkbox' })}
            />
            <Checkbox label="Include categories" {...form.getInputProps('includeCategory', { type: 'checkbox' })} />
            <Checkbox
              label="Include texts"
              description="The project's translation keys in use"
              {...form.getInputProps('includeTexts', { type: 'checkbox' })}
            />
          </Group>
          <TransferList
            label="Folders"
            withAsterisk
            description="In release order: chosen ones are added at the end"
            titles={FOLDER_TITLES}
            pageSizes={FOLDER_PAGE_SIZES}
            loading={choices.loading}
            data={folders}
            {...form.getInputProps('folderIds')}
          />
          {form.values.includeCategory && <MultiSelect label="Categories" searchable data={cats} {...form.getInputProps('categoryIds')} />}
        </Stack>
      </ModalForm>
    </Modal>
  );
}
