// The publish-name modal (000 §2.14; the contract the Translate screen opens): publish name
// (required), env (sandbox by default; prod for owners and admins, disabled with the reason for
// others). Sandbox runs the gate's dry run first and lists its problems; the missing and empty
// texts can go out with the English text only by ticking the box that names them. Prod takes what
// sandbox serves, so it has no gate of its own.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { PROD_OWNERS_ONLY, rule as access } from '../../../../core/shared/access';
import { zodFormErrors } from '../../../../core/shared/zod';
import { languageName } from '../../../../core/shared/languages';
import { MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { confirmAction } from '../../../../core/web/dialogs';
import { useForm } from '../../../../core/web/form';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { describeCounts, PROBLEM_LABELS, PUBLISH_TOAST, type GateProblem, type PublishAnswer } from '../../shared';
import { publishSchema } from '../../schemas/publish';
import { publishApi } from './api';

export interface PublishModalProps {
  code: string;
  opened: boolean;
  onClose: () => void;
  /** Called after a publish, so the screen reloads what it shows. */
  onPublished?: (answer: PublishAnswer) => void;
  /** The env the modal opens on (default sandbox). */
  initialEnv?: 'sandbox' | 'prod';
}

const PAGE_SIZES = [10, 20, 50] as const;
/** How many of the fallbacks the checkbox names one by one (the table above lists them all). */
const LISTED = 100;
const isSoft = (p: GateProblem) => (p.kind === 'missing' || p.kind === 'empty') && p.lang !== 'en';

export function PublishModal({ code, opened, onClose, onPublished, initialEnv = 'sandbox' }: PublishModalProps) {
  const can = useCan();
  const mayProd = can(access.ownerOrAdmin, code);
  const form = useForm<{ name: string; env: 'sandbox' | 'prod' }>({ initialValues: { name: '', env: initialEnv } });
  const [useFallbacks, setUseFallbacks] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      form.setValues({ name: '', env: initialEnv === 'prod' && !mayProd ? 'sandbox' : initialEnv });
      form.clearErrors();
      setUseFallbacks(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened]);
  const env = form.values.env;
  const gate = useLoad(() => (opened && env === 'sandbox' ? publishApi.gate(code) : Promise.resolve(undefined)), [opened, code, env]);
  // What prod would take: the newest sandbox version is the one sandbox serves (a rollback adds one too).
  const onSandbox = useLoad(
    () => (opened && env === 'prod' ? publishApi.history(code, { env: 'sandbox', pn: 1, ps: 1 }) : Promise.resolve(undefined)),
    [opened, code, env],
  );
  const sandboxLive = onSandbox.data?.rows.find((r) => r.live) ?? null;
  const report = gate.data;
  const soft = useMemo(() => report?.problems.filter(isSoft) ?? [], [report]);
  const hard = useMemo(() => report?.problems.filter((p) => !isSoft(p)) ?? [], [report]);
  // What blocks the publish first: those must be fixed, the rest an English fallback can cover.
  const listed = useMemo(() => [...hard, ...soft], [hard, soft]);
  const blocked =
    env === 'sandbox'
      ? !report || gate.loading || report.keys === 0 || hard.length > 0 || (soft.length > 0 && !useFallbacks)
      : onSandbox.loading || !sandboxLive;

  const submit = form.onSubmit(async (values) => {
    const body = { ...values, fallbacks: env === 'sandbox' && useFallbacks ? soft.map((p) => ({ lang: p.lang, key: p.key })) : [] };
    const errors = zodFormErrors(publishSchema, body);
    if (Object.keys(errors).length) return form.setErrors(errors);
    if (blocked) return;
    if (
      env === 'prod' &&
      !(await confirmAction({
        title: 'WARNING!',
        message: `Publish ${values.name.trim()} to prod? Prod game clients read the texts sandbox serves now.`,
        danger: true,
      }))
    )
      return;
    setBusy(true);
    try {
      const r = await publishApi.publish(code, body);
      toast(
        r.unchanged
          ? `Nothing changed: ${r.version.env} serves ${r.version.name} already`
          : PUBLISH_TOAST(r.version.name, r.version.env, r.languages.length, r.keys, r.version.fallbacks.length),
      );
      onPublished?.(r);
      onClose();
    } catch {
      void gate.reload(); // the error notice says why; the list shows what the gate finds now
    } finally {
      setBusy(false);
    }
  });

  const columns: Column<GateProblem>[] = [
    { key: 'lang', header: 'Language', cell: (p) => `${languageName(p.lang)} (${p.lang})`, value: (p) => p.lang },
    { key: 'key', header: 'Key' },
    { key: 'kind', header: 'Problem', cell: (p) => PROBLEM_LABELS[p.kind], value: (p) => p.kind },
    { key: 'detail', header: 'Detail' },
  ];

  return (
    <Modal opened={opened} onClose={onClose} title="Publish translations" size={820} styles={MODAL_FORM_STYLES}>
      <ModalForm
        onSubmit={submit}
        footer={
          <>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={blocked}>
              {env === 'prod' ? 'Publish to prod' : 'Publish to sandbox'}
            </Button>
          </>
        }
      >
        <Stack gap="sm">
          <TextInput label="Publish name" withAsterisk placeholder="e.g. Spring event texts" {...form.getInputProps('name')} />
          <Radio.Group label="Env" withAsterisk {...form.getInputProps('env')}>
            <Group mt="xs">
              <Radio value="sandbox" label="sandbox" />
              <Radio value="prod" label="prod" disabled={!mayProd} description={mayProd ? undefined : PROD_OWNERS_ONLY} />
            </Group>
          </Radio.Group>
          {env === 'prod' ? (
            <Alert color="blue" title="Prod takes what sandbox serves">
              <Text size="sm">
                Prod game clients get exactly the texts live on sandbox now (checked by the gate when they were published there). Publish to
                sandbox first to change them.
              </Text>
              <Text size="sm" mt={4} data-testid="prod-source">
                {onSandbox.loading
                  ? 'Reading what sandbox serves…'
                  : sandboxLive
                    ? `Sandbox serves #${sandboxLive.id} ${sandboxLive.name} (${formatTime(sandboxLive.createdAt)}).`
                    : 'Nothing is live on sandbox: publish there first.'}
              </Text>
            </Alert>
          ) : gate.loading || !report ? (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">Checking every language of every key…</Text>
            </Group>
          ) : (
            <Stack gap="xs">
              <Text size="sm" data-testid="gate-summary">
                {report.keys} key{report.keys === 1 ? '' : 's'} in use, {report.languages.length} language
                {report.languages.length === 1 ? '' : 's'} ({report.languages.join(', ')}):{' '}
                {report.problems.length
                  ? `${report.problems.length} problem${report.problems.length === 1 ? '' : 's'} (${describeCounts(report.counts)})`
                  : 'no problems'}
              </Text>
              {report.keys === 0 && (
                <Alert color="red" role="alert">
                  Nothing to publish: the project has no keys in use
                </Alert>
              )}
              {hard.length > 0 && (
                <Alert color="red" title="Fix these before publishing" role="alert">
                  {hard.length} placeholder mismatch{hard.length === 1 ? '' : 'es'}, text{hard.length === 1 ? '' : 's'} over the max length
                  or English text{hard.length === 1 ? '' : 's'} missing: an English fallback cannot cover them.
                </Alert>
              )}
              {report.problems.length > 0 && (
                <DataTable
                  label="Publish gate problems"
                  columns={columns}
                  data={listed}
                  rowKey={(p) => `${p.lang}\u0000${p.key}\u0000${p.kind}`}
                  pageSizes={PAGE_SIZES}
                  defaultPageSize={10}
                />
              )}
              {soft.length > 0 && (
                <Checkbox
                  checked={useFallbacks}
                  onChange={(e) => setUseFallbacks(e.currentTarget.checked)}
                  label={
                    soft.length === 1
                      ? 'Publish this missing or empty text with the English text'
                      : `Publish these ${soft.length} missing or empty texts with the English text`
                  }
                  description={
                    <ScrollArea.Autosize mah={120} component="span" type="auto">
                      <span data-testid="fallback-list">
                        {soft
                          .slice(0, LISTED)
                          .map((p) => `${p.lang}: ${p.key}`)
                          .join(', ')}
                        {soft.length > LISTED ? `, and ${soft.length - LISTED} more (all in the table)` : ''}
                      </span>
                    </ScrollArea.Autosize>
                  }
                />
              )}
            </Stack>
          )}
        </Stack>
      </ModalForm>
    </Modal>
  );
}
