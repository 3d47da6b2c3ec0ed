// The translator modal (000 §2.14, §5): machine-translate the selected rows from a source language
// into target languages. The schema the server parses checks the form ('Please select rows', the
// languages); the source text of every selected row is checked here too, naming the keys. The work
// is a job: its progress shows here, then what it filled (by engine), what it could not and why.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Modal, MultiSelect, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { JobProgress } from '../../../../core/web/jobs/JobProgress';
import { FormButtons, ModalForm, MODAL_FORM_STYLES } from '../../../../core/web/ModalForm';
import { useForm } from '../../../../core/web/form';
import { call } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { useLoad } from '../../../../core/web/useLoad';
import { zodFormErrors } from '../../../../core/shared/zod';
import { languageName, SOURCE_LANGUAGE } from '../../../../core/shared/languages';
import { languagesLacking } from './lacking';
import type { JobView } from '../../../../core/shared/jobs';
import { mtEndpoints, type MtJobResult } from '../../endpoints/mt';
import { keysWithoutSource, MT_MESSAGES, translateSchema } from '../../schemas/mt';
import { COMMON_SCOPE, type TranslationMap } from '../../shared';

export interface TranslatorModalProps {
  /** A project's code, or 'common' (COMMON_SCOPE) for the common keys. */
  scope: string;
  opened: boolean;
  onClose: () => void;
  /** The selected rows (000 §5: the translator needs selected rows). */
  selected: { id: number; key: string; translation: TranslationMap }[];
  /** The scope's languages (what the project publishes, what the common keys are kept in): "the languages the selection lacks" picks among them. */
  languages: readonly string[];
  /** Called once the job finished, so the list reloads. */
  onDone?: () => void;
}

interface Values {
  sourceLanguage: string;
  targetLanguageList: string[];
  overwrite: boolean;
}

const INITIAL: Values = { sourceLanguage: SOURCE_LANGUAGE, targetLanguageList: [], overwrite: false };

export function TranslatorModal({ scope, opened, onClose, selected, languages: scopeLanguages, onDone }: TranslatorModalProps) {
  const languages = useLoad(() => (opened ? call(mtEndpoints.supportedLanguages) : Promise.resolve(null)), [opened]);
  const [jobId, setJobId] = useState<number | null>(null);
  const [finished, setFinished] = useState<JobView | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<Values>({
    initialValues: INITIAL,
    validate: (values) => {
      const errors: Record<string, string> = zodFormErrors(translateSchema, { ...values, ids: selected.map((r) => r.id) });
      const empty = values.sourceLanguage ? keysWithoutSource(selected, values.sourceLanguage) : [];
      if (empty.length && !errors.sourceLanguage) errors.sourceLanguage = MT_MESSAGES.sourceEmpty(values.sourceLanguage, empty);
      return errors;
    },
  });
  // A fresh form each time the modal opens (the selection may have changed).
  useEffect(() => {
    if (!opened) return;
    form.setValues(INITIAL);
    form.clearErrors();
    setJobId(null);
    setFinished(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened]);

  const payload = languages.data?.payload ?? [];
  const provider = languages.data?.engines.find((e) => e !== 'memory');
  const source = form.values.sourceLanguage;
  const options = (exclude?: string) =>
    payload
      .filter((l) => l.code !== exclude)
      .map((l) => ({ value: l.code, label: provider && !l.machine ? `${l.name} (${l.code}, memory only)` : `${l.name} (${l.code})` }));
  /** The scope's languages some selected row has no text in (the usual pick). */
  const missing = useMemo(() => languagesLacking(scopeLanguages, source, selected), [scopeLanguages, source, selected]);

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const body = { ...values, ids: selected.map((r) => r.id) };
      const started =
        scope === COMMON_SCOPE
          ? await call(mtEndpoints.translateCommon, { body })
          : await call(mtEndpoints.translate, { params: { code: scope }, body });
      toast(MT_MESSAGES.submitted);
      setJobId(started.jobId);
    } finally {
      setSubmitting(false);
    }
  });

  const [cancelling, setCancelling] = useState(false);
  const stop = async () => {
    if (jobId === null) return;
    setCancelling(true);
    try {
      const r =
        scope === COMMON_SCOPE
          ? await call(mtEndpoints.cancelCommon, { params: { jobId: String(jobId) } })
          : await call(mtEndpoints.cancel, { params: { code: scope, jobId: String(jobId) } });
      toast(r.message);
    } finally {
      setCancelling(false);
    }
  };

  const running = jobId !== null;
  return (
    <Modal opened={opened} onClose={onClose} title="Machine translation" size={640} styles={MODAL_FORM_STYLES}>
      <ModalForm
        onSubmit={submit}
        footer={
          running ? (
            <>
              {!finished && (
                <Button variant="default" color="red" loading={cancelling} onClick={() => void stop()}>
                  Cancel translation
                </Button>
              )}
              <Button onClick={onClose}>{finished ? 'Close' : 'Close (the job goes on)'}</Button>
            </>
          ) : (
            <FormButtons onCancel={onClose} submitting={submitting} label="Submit" />
          )
        }
      >
        <Stack gap="sm">
          {selected.length ? (
            <Text size="sm">{selected.length === 1 ? `1 row selected: ${selected[0].key}` : `${selected.length} rows selected`}</Text>
          ) : (
            <Alert color="yellow" title={MT_MESSAGES.selectRows}>
              Close this and tick the rows to translate.
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {provider
              ? `Texts already translated elsewhere (same ${languageName(source || SOURCE_LANGUAGE)} text in this project, the common keys or other projects) are reused first; ${provider} translates the rest.`
              : 'No translation provider is configured: texts already translated elsewhere (the same source text in this project, the common keys or other projects) are reused, and the summary says how many could not be filled.'}
          </Text>
          <Select
            label="Source language"
            required
            data={options()}
            searchable
            allowDeselect={false}
            disabled={running}
            {...form.getInputProps('sourceLanguage')}
          />
          <MultiSelect
            label="Target languages"
            required
            data={options(source)}
            searchable
            hidePickedOptions
            disabled={running}
            {...form.getInputProps('targetLanguageList')}
          />
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              disabled={running || !missing.length}
              onClick={() => form.setFieldValue('targetLanguageList', missing)}
            >
              Pick the languages the selection lacks ({missing.length})
            </Button>
            <Button
              variant="subtle"
              size="xs"
              disabled={running || !form.values.targetLanguageList.length}
              onClick={() => form.setFieldValue('targetLanguageList', [])}
            >
              Clear
            </Button>
          </Group>
          <Switch
            label="Overwrite existing texts"
            description="Off: only empty texts are filled; texts someone already wrote stay."
            disabled={running}
            {...form.getInputProps('overwrite', { type: 'checkbox' })}
          />
          {jobId !== null && (
            <JobProgress
              id={jobId}
              onFinished={(job) => {
                setFinished(job);
                onDone?.();
              }}
            />
          )}
          {(finished?.state === 'succeeded' || finished?.state === 'failed') && finished.result ? (
            <Summary result={finished.result as MtJobResult} />
          ) : null}
        </Stack>
      </ModalForm>
    </Modal>
  );
}

function Summary({ result }: { result: MtJobResult }) {
  const engines = Object.entries(result.byEngine);
  return (
    <Stack gap="xs" data-testid="translation-summary">
      <Group gap="xs">
        <Badge color="green" variant="light">
          {result.filled} filled
        </Badge>
        <Badge color={result.unfilled ? 'orange' : 'gray'} variant="light">
          {result.unfilled} could not be filled
        </Badge>
        <Badge color="gray" variant="light">
          {result.kept} kept
        </Badge>
        <Text size="sm">Engine: {engines.length ? engines.map(([e, n]) => `${e} (${n})`).join(', ') : 'none filled anything'}</Text>
      </Group>
      <Table withTableBorder striped fz="sm" aria-label="Translation summary by language">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Language</Table.Th>
            <Table.Th ta="right">Filled</Table.Th>
            <Table.Th ta="right">Could not fill</Table.Th>
            <Table.Th ta="right">Kept</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.languages.map((l) => (
            <Table.Tr key={l.lang}>
              <Table.Td>
                {languageName(l.lang)} ({l.lang})
              </Table.Td>
              <Table.Td ta="right">{l.filled}</Table.Td>
              <Table.Td ta="right">{l.unfilled}</Table.Td>
              <Table.Td ta="right">{l.kept}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {result.failures.map((f, i) => (
        <Alert key={i} color={f.kind === 'unsupported' ? 'gray' : 'orange'} title={`${languageName(f.lang)}: ${f.engine}`}>
          {f.message}
        </Alert>
      ))}
      <Text size="xs" c="dimmed">
        Machine and memory texts are marked unfinished until someone checks them.
      </Text>
    </Stack>
  );
}
