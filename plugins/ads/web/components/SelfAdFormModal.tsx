// Create/update a self ad (002): platform (locked on update), name per language (en required:
// 'Please input name'), icon and campaign, and the list and mrect creatives.
import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { zodFormErrors } from '../../../../core/shared/zod';
import { toast } from '../../../../core/web/notify';
import { AD_PLATFORMS, TOASTS, type InternalAd } from '../../shared';
import { createAdSchema, type AdFile } from '../../schemas';
import { selfAdsApi } from '../api';
import { FileField } from './FileField';

interface Values {
  platform: string;
  names: { lang: string; text: string }[];
  icon: AdFile | null;
  campaign: string;
  list: AdFile | null;
  mrect: AdFile | null;
}

const toFile = (r: { url: string; md5?: string; size?: number } | undefined): AdFile | null =>
  r ? { url: r.url, md5: r.md5, size: r.size } : null;

function initial(platform: number, ad: InternalAd | null): Values {
  if (!ad) return { platform: String(platform), names: [{ lang: 'en', text: '' }], icon: null, campaign: '', list: null, mrect: null };
  const names = [
    { lang: 'en', text: ad.name.en ?? '' },
    ...Object.entries(ad.name)
      .filter(([l]) => l !== 'en')
      .map(([lang, text]) => ({ lang, text })),
  ];
  return {
    platform: String(ad.platform),
    names,
    icon: ad.attr.icon ? { url: ad.attr.icon } : null,
    campaign: ad.attr.campaign ?? '',
    list: toFile(ad.resources.list[0]),
    mrect: toFile(ad.resources.mrect[0]),
  };
}

function toBody(v: Values) {
  return {
    platform: Number(v.platform) as 1 | 2,
    name: Object.fromEntries(v.names.map((n) => [n.lang.trim(), n.text])),
    attr: { icon: v.icon?.url, campaign: v.campaign },
    resources: { list: v.list ? [v.list] : [], mrect: v.mrect ? [v.mrect] : [] },
  };
}

/** Schema paths onto the form: name.en -> names.0.text, name.<lang> -> that row. */
function validate(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(zodFormErrors(createAdSchema, toBody(v)))) {
    if (path.startsWith('name.')) {
      const i = v.names.findIndex((n) => n.lang.trim() === path.slice(5));
      errors[`names.${Math.max(i, 0)}.${path === 'name.' || i < 0 ? 'lang' : 'text'}`] = message;
    } else errors[path] = message;
  }
  v.names.forEach((n, i) => {
    if (i > 0 && !n.lang.trim()) errors[`names.${i}.lang`] = 'language can not be null';
  });
  return errors;
}

export function SelfAdFormModal(props: {
  code: string;
  opened: boolean;
  platform: number;
  editing: InternalAd | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { code, opened, platform, editing, onClose, onSaved } = props;
  const form = useForm<Values>({ initialValues: initial(platform, editing), validate });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) return;
    form.setValues(initial(platform, editing));
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing, platform]);

  const submit = form.onSubmit(async (v) => {
    const body = toBody(v);
    if (editing) await selfAdsApi.update(code, editing.id, { name: body.name, attr: body.attr, resources: body.resources });
    else await selfAdsApi.create(code, body);
    toast(editing ? TOASTS.updated : TOASTS.created);
    onSaved();
  });
  const file = (key: 'icon' | 'list' | 'mrect', label: string, accept?: string) => (
    <FileField
      code={code}
      platform={form.values.platform}
      label={label}
      accept={accept}
      value={form.values[key]}
      onChange={(f) => form.setFieldValue(key, f)}
      onBusy={setBusy}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? `Update self ad id: ${editing.id}` : 'Create self ad'} size={800}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label="Platform"
            withAsterisk
            allowDeselect={false}
            disabled={!!editing}
            data={AD_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }))}
            {...form.getInputProps('platform')}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Name{' '}
              <Text span c="red">
                *
              </Text>
            </Text>
            {form.values.names.map((_, i) => (
              <Group key={i} align="flex-start" wrap="nowrap">
                <TextInput
                  w={110}
                  aria-label={`Language ${i + 1}`}
                  placeholder="lang"
                  disabled={i === 0}
                  {...form.getInputProps(`names.${i}.lang`)}
                />
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={i === 0 ? 'Name (en)' : `Name ${i + 1}`}
                  placeholder={i === 0 ? 'English name' : 'Name'}
                  {...form.getInputProps(`names.${i}.text`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={4}
                  disabled={i === 0}
                  aria-label={`Remove name ${i + 1}`}
                  onClick={() => form.removeListItem('names', i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('names', { lang: '', text: '' })}
            >
              Add language
            </Button>
          </Stack>
          <Group grow align="flex-start">
            {file('icon', 'Icon', 'image/*')}
            <TextInput label="Campaign" placeholder="e.g. xpromo_summer" {...form.getInputProps('campaign')} />
          </Group>
          <Group grow align="flex-start">
            {file('list', 'List creative')}
            {file('mrect', 'Mrect creative')}
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting} disabled={busy}>
              {editing ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
