// Edit a rule (001): tabs version, title, message, and one per button action. Saving checks
// every tab and opens the first one with a message.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Menu, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { serverFieldErrors } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { draftReach, platformLabel, type CheckUpdateRule } from '../../shared';
import { checkUpdateApi, type RulesReachResponse } from '../api';
import { editErrors, editToRule, ruleToEdit, tabOf, type EditValues } from '../editForm';
import { freeActions } from '../ruleDraft';
import { LangRowsEditor } from './LangRowsEditor';
import { RuleReach } from './ReachList';

interface Props {
  code: string;
  rule: CheckUpdateRule | null;
  onClose: () => void;
  onSaved: () => void;
  /** The platform's rules and live releases (the screen's): the version tab shows what this rule, as edited, reaches. */
  reach?: RulesReachResponse;
}

const EMPTY: EditValues = { startVersion: '', endVersion: '', title: [], msg: [], buttons: [] };

export function EditRuleModal({ code, rule, onClose, onSaved, reach }: Props) {
  const [tab, setTab] = useState('version');
  const form = useForm<EditValues>({ initialValues: EMPTY, validate: (v) => editErrors(v, rule?.platform ?? 1) });
  useEffect(() => {
    if (!rule) return;
    form.setValues(ruleToEdit(rule));
    form.resetDirty(ruleToEdit(rule));
    form.clearErrors();
    setTab('version');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [rule]);

  const errorTabs = new Set(Object.keys(form.errors).map(tabOf));
  const submit = form.onSubmit(
    async (values) => {
      if (!rule) return;
      try {
        await checkUpdateApi.update(code, rule.id, rule.platform, editToRule(values, rule.platform));
      } catch (err) {
        // The server's field messages at their fields: data.buttons.0.url is the form's buttons.0.url.
        const errors = serverFieldErrors(err, (p) =>
          p.startsWith('data.buttons.') && p.endsWith('.url') ? p.slice('data.'.length) : null,
        );
        form.setErrors(errors);
        const first = Object.keys(errors)[0];
        if (first) setTab(tabOf(first));
        return;
      }
      toast('update SUCCEED!');
      onSaved();
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) setTab(tabOf(first));
    },
  );

  const buttons = form.values.buttons;
  const draft = { id: rule?.id ?? 0, startVersion: form.values.startVersion.trim(), endVersion: form.values.endVersion.trim(), buttons };
  const sandboxReach = rule && reach ? draftReach(rule.platform, reach.rules, draft, reach.sandbox.releases) : null;
  const prodReach = rule && reach ? draftReach(rule.platform, reach.rules, draft, reach.prod.releases) : null;
  const addable = freeActions(buttons);
  const addButton = (action: (typeof addable)[number]) => {
    form.insertListItem('buttons', { action, title: [{ lang: 'en', text: '' }], url: '' });
    setTab(`button:${buttons.length}`);
  };
  const removeButton = (i: number) => {
    form.removeListItem('buttons', i);
    setTab(i > 0 ? `button:${i - 1}` : 'version');
  };
  const label = (name: string, key: string) => (
    <Text span size="sm" c={errorTabs.has(key) ? 'red' : undefined} fw={errorTabs.has(key) ? 600 : undefined}>
      {name}
    </Text>
  );

  return (
    <Modal opened={!!rule} onClose={onClose} size={800} title={rule ? `Edit rule ${rule.id} · ${platformLabel(rule.platform)}` : ''}>
      <form onSubmit={submit} noValidate>
        <Tabs value={tab} onChange={(t) => setTab(t ?? 'version')} keepMounted={false}>
          {/* The add-a-button menu sits beside the tab list, not in it: a tablist holds only tabs. */}
          <Group mb="md" gap="xs" wrap="nowrap" align="flex-end">
            <Tabs.List style={{ flex: 1 }}>
              <Tabs.Tab value="version">{label('version', 'version')}</Tabs.Tab>
              <Tabs.Tab value="title">{label('title', 'title')}</Tabs.Tab>
              <Tabs.Tab value="message">{label('message', 'message')}</Tabs.Tab>
              {buttons.map((b, i) => (
                <Tabs.Tab key={i} value={`button:${i}`}>
                  {label(b.action, `button:${i}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {addable.length > 0 && (
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} />}>
                    Button
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {addable.map((a) => (
                    <Menu.Item key={a} onClick={() => addButton(a)}>
                      {a}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
          <Tabs.Panel value="version">
            <Stack>
              <TextInput label="Start Version" placeholder="1.0.0" withAsterisk {...form.getInputProps('startVersion')} />
              <TextInput label="End Version" placeholder="1.9.9" withAsterisk {...form.getInputProps('endVersion')} />
              {sandboxReach && prodReach && <RuleReach sandbox={sandboxReach} prod={prodReach} />}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="title">
            <LangRowsEditor form={form} field="title" tab="title" />
          </Tabs.Panel>
          <Tabs.Panel value="message">
            <LangRowsEditor form={form} field="msg" tab="message" multiline />
          </Tabs.Panel>
          {buttons.map((b, i) => (
            <Tabs.Panel key={i} value={`button:${i}`}>
              <Stack>
                <LangRowsEditor form={form} field={`buttons.${i}.title`} tab={b.action} />
                {b.action === 'openUrl' && (
                  <TextInput label="Url" withAsterisk placeholder="https://…" {...form.getInputProps(`buttons.${i}.url`)} />
                )}
                <Group>
                  <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => removeButton(i)}>
                    Remove button '{b.action}'
                  </Button>
                </Group>
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        {form.errors.buttons && (
          <Alert color="red" mt="md" p="xs">
            {form.errors.buttons}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
