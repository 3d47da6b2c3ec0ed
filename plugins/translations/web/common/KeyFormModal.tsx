// Create or edit a common key (000 §5, §9): key required ("can't be null"), rows of language and
// text with en first (its language fixed, never removed; 'can not be null'), by default en plus
// one empty row, no language twice; the Unfinished flag and the key's tags. Beside each language,
// translation memory: the texts other keys already use for the same English text, most used first.
import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Modal, NumberInput, Select, Stack, Switch, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useForm } from '../../../../core/web/form';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../../../core/shared/languages';
import { zodFormErrors } from '../../../../core/shared/zod';
import { type Tag, PLACEHOLDERS_DIFFER } from '../../shared';
import type { CommonKeyRow, Suggestion } from '../../endpoints/common';
import { commonFormSchema } from '../../schemas/common';
import { commonApi } from './api';
import { defaultRows, mapOf, rowsOf, type Row } from './formValues';

interface Values {
  key: string;
  rows: Row[];
  unfinished: boolean;
  tags: string[];
  maxLength: number | '';
}

export function KeyFormModal(props: {
  opened: boolean;
  editing: CommonKeyRow | null;
  tags: Tag[];
  onClose: () => void;
  onSaved: (saved: CommonKeyRow, edited: boolean) => void;
}) {
  const { opened, editing } = props;
  const form = useForm<Values>({
    initialValues: { key: '', rows: defaultRows(), unfinished: true, tags: [], maxLength: '' },
    validate: (v) => zodFormErrors(commonFormSchema, v),
  });
  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing
        ? {
            key: editing.key,
            rows: rowsOf(editing.translation),
            unfinished: editing.unfinished,
            tags: editing.tags.map((t) => t.name),
            maxLength: editing.maxLength ?? '',
          }
        : { key: '', rows: defaultRows(), unfinished: true, tags: [], maxLength: '' },
    );
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing]);

  const en = form.values.rows.find((r) => r.language === SOURCE_LANGUAGE)?.trans.trim() ?? '';
  const [enSettled] = useDebouncedValue(en, 400);
  const [suggestions, setSuggestions] = useState<Record<string, Suggestion[]>>({});
  useEffect(() => {
    if (!opened || !enSettled) return setSuggestions({});
    let live = true;
    commonApi
      .suggestions(enSettled, editing?.id)
      .then((r) => live && setSuggestions(r.suggestions))
      .catch(() => live && setSuggestions({}));
    return () => {
      live = false;
    };
  }, [opened, enSettled, editing?.id]);

  const submit = form.onSubmit(async (v) => {
    const translation = mapOf(v.rows);
    const maxLength = v.maxLength === '' ? null : v.maxLength;
    const tagsChanged = JSON.stringify([...v.tags].sort()) !== JSON.stringify((editing?.tags ?? []).map((t) => t.name).sort());
    let saved: CommonKeyRow;
    if (editing) {
      saved = (await commonApi.update(editing.id, { translation, unfinished: v.unfinished, maxLength })).common;
    } else {
      saved = (await commonApi.create({ key: v.key.trim(), translation, unfinished: v.unfinished, maxLength })).common;
    }
    if (tagsChanged) saved = (await commonApi.setTags(saved.id, v.tags)).common;
    toast(editing ? 'UPDATED!' : 'CREATED!');
    props.onSaved(saved, !!editing);
  });

  const used = new Set(form.values.rows.map((r) => r.language));
  const languageOptions = (current: string) =>
    LANGUAGES.filter((l) => l.code === current || !used.has(l.code)).map((l) => ({ value: l.code, label: `${l.code} · ${l.name}` }));

  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={editing ? `Edit ${editing.key}` : 'Create common key'}
      size={720}
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm
        onSubmit={submit}
        footer={<FormButtons onCancel={props.onClose} submitting={form.submitting} label={editing ? 'Save' : 'Create'} />}
      >
        <Stack gap="sm">
          <TextInput
            label="Key"
            withAsterisk
            disabled={!!editing}
            description={editing ? 'Rename the key from the row menu' : 'Letters, digits and . _ - :'}
            {...form.getInputProps('key')}
          />
          {form.values.rows.map((r, i) => {
            const isEn = i === 0 && r.language === SOURCE_LANGUAGE;
            const tips = (!isEn && suggestions[r.language]?.filter((s) => s.text !== r.trans.trim())) || [];
            return (
              <Stack key={i} gap={4}>
                <Group align="flex-start" wrap="nowrap">
                  <Select
                    w={220}
                    label={`Language ${i + 1}`}
                    withAsterisk
                    searchable
                    disabled={isEn}
                    data={languageOptions(r.language)}
                    {...form.getInputProps(`rows.${i}.language`)}
                    onChange={(v) => form.setFieldValue(`rows.${i}.language`, v ?? '')}
                  />
                  <Textarea
                    style={{ flex: 1 }}
                    label={`Text ${i + 1}`}
                    withAsterisk={isEn}
                    autosize
                    minRows={1}
                    maxRows={4}
                    {...form.getInputProps(`rows.${i}.trans`)}
                  />
                  <ActionIcon
                    mt={26}
                    variant="subtle"
                    color="red"
                    aria-label={`Remove language ${i + 1}`}
                    disabled={isEn}
                    onClick={() => form.removeListItem('rows', i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                {tips.length > 0 && (
                  <Group gap={6} ml={236}>
                    <Text size="xs" c="dimmed">
                      Used elsewhere:
                    </Text>
                    {tips.map((s) => (
                      <Button
                        key={s.text}
                        size="compact-xs"
                        variant="default"
                        aria-label={`Use ${s.text} for ${r.language} (used ${s.count} times${s.placeholdersDiffer ? `; ${PLACEHOLDERS_DIFFER}` : ''})`}
                        title={s.placeholdersDiffer ? PLACEHOLDERS_DIFFER : undefined}
                        onClick={() => form.setFieldValue(`rows.${i}.trans`, s.text)}
                      >
                        {s.text} ×{s.count}
                        {s.placeholdersDiffer && ' · placeholders differ'}
                      </Button>
                    ))}
                  </Group>
                )}
              </Stack>
            );
          })}
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => form.insertListItem('rows', { language: '', trans: '' })}
          >
            Add language
          </Button>
          <TagsInput
            label="Tags"
            description="Pick a tag or type a new one and press Enter"
            data={props.tags.map((t) => t.name)}
            {...form.getInputProps('tags')}
          />
          <NumberInput
            label="Max length"
            description="Characters a text may have in the game (empty: no limit); checked when a project publishes"
            min={1}
            max={100000}
            allowDecimal={false}
            allowNegative={false}
            w={340}
            {...form.getInputProps('maxLength')}
          />
          <Switch label="Unfinished" description="Off: the key is Completed" {...form.getInputProps('unfinished', { type: 'checkbox' })} />
        </Stack>
      </ModalForm>
    </Modal>
  );
}
