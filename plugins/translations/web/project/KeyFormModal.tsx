// Create and edit a key (000 §2.14, §5, §9): key, one row per language (en first, never removed;
// a new key starts with en and one empty row), max length, unfinished and not-in-use switches and
// tags; the shared schema's messages. Under each language, the translation memory's suggestions
// for the English text (issue 15): one click fills the row.
import { useEffect, useMemo, useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { LANGUAGES, languageName, SOURCE_LANGUAGE } from '../../../../core/shared/languages';
import { zodFormErrors } from '../../../../core/shared/zod';
import { useForm } from '../../../../core/web/form';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import type { ProjectTag, Suggestion } from '../../endpoints/project';
import { PLACEHOLDERS_DIFFER, type ProjectKey } from '../../shared';
import { keyFormSchema, TOASTS, type TranslationRow } from '../../schemas/project';
import { projectApi } from './api';

interface Values {
  key: string;
  rows: TranslationRow[];
  maxLength: number | string;
  unfinished: boolean;
  notInUse: boolean;
  tagIds: string[];
}

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: `${l.code} · ${l.name}` }));
const FROM_LABEL: Record<Suggestion['from'][number], string> = { project: 'this project', common: 'common keys', other: 'other projects' };

function initial(k: ProjectKey | null): Values {
  if (!k)
    return {
      key: '',
      rows: [
        { lang: SOURCE_LANGUAGE, text: '' },
        { lang: '', text: '' },
      ],
      maxLength: '',
      unfinished: true,
      notInUse: false,
      tagIds: [],
    };
  const rows = Object.entries(k.translation).map(([lang, text]) => ({ lang, text }));
  rows.sort((a, b) => (a.lang === SOURCE_LANGUAGE ? -1 : b.lang === SOURCE_LANGUAGE ? 1 : 0));
  return {
    key: k.key,
    rows,
    maxLength: k.maxLength ?? '',
    unfinished: k.unfinished,
    notInUse: k.notInUse,
    tagIds: k.tags.map((t) => String(t.id)),
  };
}

const toParsed = (v: Values) => ({ ...v, maxLength: v.maxLength === '' ? null : Number(v.maxLength), tagIds: v.tagIds.map(Number) });

/** The suggestions for an English text, asked for once the typing pauses. */
function useSuggestions(code: string, en: string, exclude: number | undefined, enabled: boolean) {
  const [state, setState] = useState<{ en: string; data: Record<string, Suggestion[]> }>({ en: '', data: {} });
  useEffect(() => {
    const text = en.trim();
    if (!enabled || !text) return setState({ en: '', data: {} });
    let live = true;
    const timer = setTimeout(() => {
      projectApi
        .suggestions(code, text, exclude)
        .then((r) => live && setState({ en: text, data: r.suggestions }))
        .catch(() => live && setState({ en: text, data: {} }));
    }, 350);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [code, en, exclude, enabled]);
  return state.data;
}

export function KeyFormModal(props: {
  code: string;
  opened: boolean;
  editing: ProjectKey | null;
  tags: ProjectTag[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { code, opened, editing } = props;
  const form = useForm<Values>({ initialValues: initial(null), validate: (v) => zodFormErrors(keyFormSchema, toParsed(v)) });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      form.setValues(initial(editing));
      form.resetDirty(initial(editing));
      form.clearErrors();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing]);
  const en = form.values.rows.find((r) => r.lang === SOURCE_LANGUAGE)?.text ?? '';
  const suggestions = useSuggestions(code, en, editing?.id, opened);
  const tagOptions = useMemo(() => props.tags.map((t) => ({ value: String(t.id), label: t.name })), [props.tags]);
  const used = new Set(form.values.rows.map((r) => r.lang));
  const missingWithSuggestions = Object.keys(suggestions).filter((lang) => !used.has(lang));

  const submit = form.onSubmit(async (v) => {
    const parsed = keyFormSchema.parse(toParsed(v));
    setBusy(true);
    try {
      const body = {
        translation: parsed.rows,
        maxLength: parsed.maxLength,
        unfinished: parsed.unfinished,
        notInUse: parsed.notInUse,
        tagIds: parsed.tagIds,
      };
      if (editing) {
        await projectApi.update(code, editing.id, body);
        toast(TOASTS.updated);
      } else {
        await projectApi.create(code, { key: parsed.key, ...body });
        toast(TOASTS.created);
      }
      props.onSaved();
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={editing ? `Edit ${editing.key}` : 'Create key'}
      size={860}
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm onSubmit={submit} footer={<FormButtons onCancel={props.onClose} submitting={busy} label={editing ? 'Save' : 'Create'} />}>
        <Stack gap="sm">
          {editing ? (
            <TextInput label="Key" value={editing.key} readOnly description="Rename a key from the table's actions" />
          ) : (
            <TextInput label="Key" withAsterisk placeholder="menu.play" {...form.getInputProps('key')} />
          )}
          <Text fw={500} size="sm">
            Translations
          </Text>
          {form.values.rows.map((row, i) => {
            const isEn = row.lang === SOURCE_LANGUAGE && i === 0;
            const list = row.lang && !isEn ? (suggestions[row.lang] ?? []) : [];
            return (
              <Stack key={i} gap={4}>
                <Group align="flex-start" wrap="nowrap" gap="xs">
                  <Select
                    label={`Language ${i + 1}`}
                    w={220}
                    data={LANGUAGE_OPTIONS}
                    searchable
                    withAsterisk
                    readOnly={isEn}
                    {...form.getInputProps(`rows.${i}.lang`)}
                    value={row.lang || null}
                    onChange={(v) => form.setFieldValue(`rows.${i}.lang`, v ?? '')}
                  />
                  <Textarea
                    label={row.lang ? `Text (${row.lang})` : `Text ${i + 1}`}
                    withAsterisk={isEn}
                    autosize
                    minRows={1}
                    maxRows={6}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`rows.${i}.text`)}
                  />
                  <Tooltip label={isEn ? 'The English row cannot be removed' : 'Remove this language'}>
                    <ActionIcon
                      mt={26}
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${row.lang || `language ${i + 1}`}`}
                      disabled={isEn}
                      onClick={() => form.removeListItem('rows', i)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
                {list.length > 0 && (
                  <Group gap={6} pl={228} wrap="wrap">
                    <Text size="xs" c="dimmed">
                      Suggestions:
                    </Text>
                    {list.map((s) => (
                      <Tooltip
                        key={s.text}
                        label={`Used ${s.count}× in ${s.from.map((f) => FROM_LABEL[f]).join(', ')}${s.placeholdersDiffer ? `. ${PLACEHOLDERS_DIFFER}` : ''}`}
                      >
                        <Button
                          size="compact-xs"
                          variant={s.text === row.text ? 'filled' : 'light'}
                          aria-label={`Use suggestion for ${row.lang}: ${s.text}${s.placeholdersDiffer ? ` (${PLACEHOLDERS_DIFFER})` : ''}`}
                          onClick={() => form.setFieldValue(`rows.${i}.text`, s.text)}
                        >
                          {s.text}
                          <Text span size="xs" ml={6} fw={400}>
                            ×{s.count}
                            {s.placeholdersDiffer && ' · placeholders differ'}
                          </Text>
                        </Button>
                      </Tooltip>
                    ))}
                  </Group>
                )}
              </Stack>
            );
          })}
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('rows', { lang: '', text: '' })}
            >
              Add language
            </Button>
            {missingWithSuggestions.map((lang) => (
              <Button
                key={lang}
                size="xs"
                variant="light"
                onClick={() => form.insertListItem('rows', { lang, text: suggestions[lang][0].text })}
              >
                Add {languageName(lang)} from memory
              </Button>
            ))}
          </Group>
          <Group grow align="flex-start">
            <NumberInput
              label="Max length"
              description="Optional: the publish gate checks every text against it"
              min={1}
              max={100000}
              allowDecimal={false}
              {...form.getInputProps('maxLength')}
            />
            <MultiSelect label="Tags" data={tagOptions} searchable clearable {...form.getInputProps('tagIds')} />
          </Group>
          <Group>
            <Switch label="Unfinished" {...form.getInputProps('unfinished', { type: 'checkbox' })} />
            <Switch label="Not in use" {...form.getInputProps('notInUse', { type: 'checkbox' })} />
          </Group>
          {form.errors.rows && (
            <Text size="sm" c="red">
              {String(form.errors.rows)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            The English text is required; other languages may stay empty (the publish gate lists them).
          </Text>
        </Stack>
      </ModalForm>
    </Modal>
  );
}
