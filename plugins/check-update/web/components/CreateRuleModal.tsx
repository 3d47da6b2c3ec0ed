// Create a rule (001): a Form view and a Json view of the same draft, switchable unless the
// JSON has a syntax error. Both are checked by the shared schema before the call.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, JsonInput, List, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { zodFormErrors } from '../../../../core/shared/zod';
import { serverFieldErrors } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { type CheckUpdateRule, draftReach, NEW_RULE_ID } from '../../shared';
import { checkUpdateRuleSchema } from '../../schemas';
import { checkUpdateApi, type RulesReachResponse } from '../api';
import { draftToInput, draftToJson, emptyDraft, jsonToDraft, type RuleDraft } from '../ruleDraft';
import { RuleReach } from './ReachList';
import { isFormViewField, RuleFormFields } from './RuleFormFields';

interface Props {
  code: string;
  opened: boolean;
  platform: number;
  onClose: () => void;
  onCreated: (rule: CheckUpdateRule) => void;
  /** The screen's platform's rules and live releases: the Form view shows what the new rule would reach. */
  reach?: RulesReachResponse;
}

type View = 'form' | 'json';

export function CreateRuleModal({ code, opened, platform, onClose, onCreated, reach }: Props) {
  const form = useForm<RuleDraft>({ initialValues: emptyDraft(platform) });
  const [view, setView] = useState<View>('form');
  const [json, setJson] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) return;
    form.setValues(emptyDraft(platform));
    form.clearErrors();
    setView('form');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, platform]);

  const parsed = view === 'json' ? jsonToDraft(json) : null;
  const syntaxError = parsed && 'error' in parsed ? parsed.error : null;

  const switchTo = (next: View) => {
    if (next === view) return;
    if (next === 'json') setJson(draftToJson(form.values));
    else if (parsed && 'draft' in parsed) form.setValues(parsed.draft);
    else return;
    // Messages of the other view point at fields this one may not show.
    form.clearErrors();
    setView(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (syntaxError) return;
    const draft = parsed && 'draft' in parsed ? parsed.draft : form.values;
    if (view === 'json') form.setValues(draft);
    const errors = zodFormErrors(checkUpdateRuleSchema, draftToInput(draft));
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      const { rule } = await checkUpdateApi.create(code, draftToInput(draft));
      toast('Created');
      onCreated(rule);
    } catch (err) {
      // The server's field messages (a url scheme the project does not allow) at their fields.
      form.setErrors(serverFieldErrors(err));
    } finally {
      setBusy(false);
    }
  };

  // What the new rule would reach, for the platform whose live releases the screen has.
  const v = form.values;
  const draft = { id: NEW_RULE_ID, startVersion: v.startVersion.trim(), endVersion: v.endVersion.trim(), buttons: v.data.buttons };
  const reachable = view === 'form' && reach && Number(v.platform) === reach.platform;
  const sandboxReach = reachable ? draftReach(reach.platform, reach.rules, draft, reach.sandbox.releases) : null;
  const prodReach = reachable ? draftReach(reach.platform, reach.rules, draft, reach.prod.releases) : null;

  // Errors the current view has no field for, as "where: message".
  const listed = Object.entries(form.errors).filter(([key]) => view === 'json' || !isFormViewField(key));
  return (
    <Modal opened={opened} onClose={onClose} size={800} title="Create check-update rule">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group justify="space-between">
            <SegmentedControl
              aria-label="Editor view"
              value={view}
              onChange={(v) => switchTo(v as View)}
              data={[
                { value: 'form', label: 'Form', disabled: !!syntaxError },
                { value: 'json', label: 'Json' },
              ]}
            />
            {syntaxError && (
              <Text size="xs" c="red">
                Fix the JSON syntax to switch back to the form
              </Text>
            )}
          </Group>
          {view === 'form' ? (
            <>
              <RuleFormFields form={form} />
              {sandboxReach && prodReach && <RuleReach sandbox={sandboxReach} prod={prodReach} />}
            </>
          ) : (
            <JsonInput
              aria-label="Rule JSON"
              value={json}
              onChange={(text) => {
                setJson(text);
                if (Object.keys(form.errors).length) form.clearErrors();
              }}
              autosize
              minRows={14}
              maxRows={28}
              error={syntaxError}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            />
          )}
          {listed.length > 0 && (
            <Alert color="red" p="xs">
              <List size="sm">
                {listed.map(([key, message]) => (
                  <List.Item key={key}>
                    {key ? (
                      <Text span ff="monospace" size="xs">
                        {key}:{' '}
                      </Text>
                    ) : null}
                    {String(message)}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!!syntaxError}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
