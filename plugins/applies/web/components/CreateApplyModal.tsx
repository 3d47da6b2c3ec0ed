// Create (or re-create) the sandbox apply: per scope level a select of the groups' puzzles there;
// a level left on "Default" keeps its current puzzle and is dropped from the conf (002 §5). All
// default shows the spec's warning and creates nothing (the server refuses it too).
import { useEffect } from 'react';
import { Alert, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { zodFormErrors } from '../../../../core/shared/zod';
import { useForm } from '../../../../core/web/form';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { syncBodySchema } from '../../schemas';
import { TOASTS, type ApplyConf, type ApplyExperiment } from '../../shared';
import { appliesApi } from '../api';

type Values = { conf: Record<string, string | null> };

const valuesOf = (experiment: ApplyExperiment, conf: ApplyConf | null): Values => ({
  conf: Object.fromEntries(experiment.levels.map((l) => [String(l.level), conf?.[String(l.level)] ? String(conf[String(l.level)]) : null])),
});

export function CreateApplyModal(props: {
  code: string;
  opened: boolean;
  experiment: ApplyExperiment;
  current: ApplyConf | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { code, opened, experiment, current } = props;
  const body = (v: Values) => ({ conf: v.conf, env: 'sandbox', experimentId: experiment.id });
  const form = useForm<Values>({ initialValues: valuesOf(experiment, current), validate: (v) => zodFormErrors(syncBodySchema, body(v)) });
  useEffect(() => {
    if (opened) form.setValues(valuesOf(experiment, current));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, experiment, current]);
  const submit = form.onSubmit(async (v) => {
    await appliesApi.sync(code, syncBodySchema.parse(body(v)));
    toast(TOASTS.created);
    props.onSaved();
  });
  const warning = form.errors.conf;
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={`Create apply · Experiment ${experiment.id}`}
      size="lg"
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm onSubmit={submit} footer={<FormButtons onCancel={props.onClose} submitting={form.submitting} label="Create" />}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            For each level of the scope ({experiment.scope.min}–{experiment.scope.max}) pick the group whose puzzle wins. A level left on
            Default keeps its current puzzle.
          </Text>
          {warning && (
            <Alert color="yellow" icon={<IconAlertTriangle size={16} />} role="alert">
              {String(warning)}
            </Alert>
          )}
          {experiment.levels.map((l) => (
            <Select
              key={l.level}
              label={`Level ${l.level}`}
              placeholder="Default"
              clearable
              data={l.choices.map((c) => ({ value: String(c.puzzleId), label: `Group ${c.tag} · puzzle ${c.puzzleId}` }))}
              disabled={l.choices.length === 0}
              {...form.getInputProps(`conf.${l.level}`)}
            />
          ))}
        </Stack>
      </ModalForm>
    </Modal>
  );
}
