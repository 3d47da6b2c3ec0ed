// A category's names (000 §5, §9): rows of language and text, en first (it can not be removed),
// by default en plus one empty row; 'trans can not be null' / 'language and trans can not be null'.
import { useEffect } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useForm } from '../../../../core/web/form';
import { toast } from '../../../../core/web/notify';
import { TOASTS, type Category } from '../../shared';
import { categoriesApi } from '../api';
import { nameOfRows, toBody, translationValues, validateTranslations, valuesOf, type TranslationValues } from '../formValues';

export function TranslationsModal({
  code,
  category,
  onClose,
  onSaved,
}: {
  code: string;
  category: Category | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<TranslationValues>({ initialValues: { rows: [] }, validate: validateTranslations });
  useEffect(() => {
    if (!category) return;
    form.setValues(translationValues(category.name));
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [category]);

  const submit = form.onSubmit(async (v) => {
    if (!category) return;
    const name = nameOfRows(v);
    const { en = '', ...otherNames } = name;
    await categoriesApi.update(code, category.id, toBody({ ...valuesOf(category), en, otherNames }));
    toast(TOASTS.updated);
    onSaved();
  });

  return (
    <Modal opened={!!category} onClose={onClose} title={`Translations: ${category?.name.en ?? ''}`} size={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          {form.values.rows.map((r, i) => (
            <Group key={i} align="flex-start" wrap="nowrap">
              <TextInput
                w={130}
                label={`Language ${i + 1}`}
                disabled={i === 0 && r.language === 'en'}
                {...form.getInputProps(`rows.${i}.language`)}
              />
              <TextInput style={{ flex: 1 }} label={`Translation ${i + 1}`} {...form.getInputProps(`rows.${i}.trans`)} />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={`Remove language ${i + 1}`}
                disabled={i === 0}
                onClick={() => form.removeListItem('rows', i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between" mt="sm">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('rows', { language: '', trans: '' })}
            >
              Add language
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.submitting}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
