// Step 1, Translation: an alert per language (English first; its tab cannot be closed), then the
// notification's image (a png of at most 10 MB uploaded, or a URL), channel, priority, badge, sound.
import { useState } from 'react';
import { Button, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatBytes } from '../../../../../core/shared/bytes';
import { languageName, LANGUAGES } from '../../../../../core/shared/languages';
import { IMAGE_MAX_BYTES, PRIORITIES } from '../../../shared';
import { tasksApi } from '../api';
import type { WizardForm } from './form';
import { LanguagePicker } from './LanguagePicker';

export const IMAGE_MESSAGES = {
  onlyPng: 'Only png images can be uploaded',
  tooLarge: `The image is over the ${formatBytes(IMAGE_MAX_BYTES)} limit`,
};

export function TranslationStep({ form, code }: { form: WizardForm; code: string }) {
  const v = form.values;
  const [tab, setTab] = useState<string | null>('en');
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  const addLanguage = (l: string) => {
    form.setFieldValue('languages', [...v.languages, l]);
    form.setFieldValue(`notification.alert.${l}`, { title: '', subtitle: '', body: '' });
    setPicking(false);
    setTab(l);
  };
  const removeLanguage = (l: string) => {
    if (l === 'en') return;
    form.setFieldValue(
      'languages',
      v.languages.filter((x) => x !== l),
    );
    const { [l]: _gone, ...rest } = v.notification.alert;
    form.setFieldValue('notification.alert', rest);
    setTab('en');
  };
  const upload = async (file: File | null) => {
    setImageError(null);
    if (!file) return;
    if (!/\.png$/i.test(file.name) || (file.type && file.type !== 'image/png')) return setImageError(IMAGE_MESSAGES.onlyPng);
    if (file.size > IMAGE_MAX_BYTES) return setImageError(IMAGE_MESSAGES.tooLarge);
    setUploading(0);
    try {
      const { url } = await tasksApi.image(code, file, setUploading);
      form.setFieldValue('notification.imageUrl', url);
    } finally {
      setUploading(null);
    }
  };

  return (
    <Stack gap="sm">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <Tabs.List style={{ flex: 1 }}>
            {v.languages.map((l) => (
              <Tabs.Tab key={l} value={l} c={form.errors[`notification.alert.${l}.title`] ? 'red' : undefined}>
                {languageName(l)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setPicking(true)}
            disabled={v.languages.length >= LANGUAGES.length}
          >
            Add language
          </Button>
        </Group>
        {v.languages.map((l) => (
          <Tabs.Panel key={l} value={l} pt="sm">
            <Stack gap="xs">
              <TextInput label={`Title (${l})`} withAsterisk {...form.getInputProps(`notification.alert.${l}.title`)} />
              <TextInput label={`Subtitle (${l})`} {...form.getInputProps(`notification.alert.${l}.subtitle`)} />
              <Textarea label={`Body (${l})`} autosize minRows={2} {...form.getInputProps(`notification.alert.${l}.body`)} />
              {l === 'en' ? (
                <Text size="xs" c="dimmed">
                  English is required and cannot be removed.
                </Text>
              ) : (
                <Group>
                  <Button size="xs" color="red" variant="subtle" onClick={() => removeLanguage(l)}>
                    Remove {languageName(l)}
                  </Button>
                </Group>
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <LanguagePicker opened={picking} used={v.languages} onClose={() => setPicking(false)} onPick={addLanguage} />
      <SimpleGrid cols={2}>
        <FileInput
          label="Upload image"
          description={uploading === null ? `png, at most ${formatBytes(IMAGE_MAX_BYTES)}` : `Uploading… ${uploading}%`}
          accept="image/png"
          placeholder="Pick a png"
          clearable
          onChange={(f) => void upload(f)}
          error={imageError}
          disabled={uploading !== null}
        />
        <TextInput label="Image URL" placeholder="https://…" {...form.getInputProps('notification.imageUrl')} />
      </SimpleGrid>
      <SimpleGrid cols={2}>
        <TextInput label="channel_id" description="Android notification channel" {...form.getInputProps('notification.channel_id')} />
        <Select
          label="notification_priority"
          data={Object.entries(PRIORITIES).map(([value, name]) => ({ value, label: `${value} ${name}` }))}
          allowDeselect={false}
          {...form.getInputProps('notification.notification_priority')}
        />
        <NumberInput label="Badge" min={0} max={9999} allowDecimal={false} {...form.getInputProps('notification.badge')} />
        <TextInput label="Sound" {...form.getInputProps('notification.sound')} />
      </SimpleGrid>
    </Stack>
  );
}
