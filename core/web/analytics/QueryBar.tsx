// The analytics query bar (stats, ad stats, experiment stats): date range, app version, platform,
// country and custom condition, plus a screen's own fields. Edits stay in a draft until Query puts
// them in the URL (the applied state). The app versions come from the screen's metrics source
// (metricsSource.ts) unless the screen brings its own choices (`useChoices`).
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { DateRangeField } from './DateRangeField';
import { CONDITION_HELP, parseCondition } from './condition';
import { PLATFORMS, splitList, type BaseState } from './queryState';
import { compareVersionsDesc, useDimensionValues } from './metricsSource';
import { CompactMultiSelect } from '../CompactMultiSelect';

export type Draft<S> = S & BaseState;

export interface QueryBarProps<S extends Record<string, string>> {
  code: string;
  /** The applied state (from the URL). */
  value: Draft<S>;
  onApply: (next: Draft<S>) => void;
  /** The country list (the project's, else the spec's list); `useChoices` may give it instead. */
  countries?: string[];
  /**
   * The screen's own choices for the draft's date range, where its metrics source is not the
   * place to ask (a hook: called on every render, the same one for the screen's life).
   */
  useChoices?: (range: { start: string; end: string }) => { versions?: string[]; countries?: string[] };
  /** Without a date range Query says so ('message', the default) or is disabled ('disable'). */
  requireRange?: 'message' | 'disable';
  /** Fields of the screen, before the common ones. */
  leading?: (draft: Draft<S>, set: (patch: Partial<Draft<S>>) => void) => ReactNode;
  /** Fields of the screen, after the common ones. */
  trailing?: (draft: Draft<S>, set: (patch: Partial<Draft<S>>) => void) => ReactNode;
  /** Checks the draft before it is applied; a message blocks Query. */
  validate?: (draft: Draft<S>) => string | null;
  /** Which common fields to show (all by default). */
  without?: ('version' | 'platform' | 'country' | 'cond')[];
  busy?: boolean;
  /** Which levels the applied query counts (filters.ts levelScope), shown under the bar. */
  scope?: string;
}

const noChoices = (): { versions?: string[]; countries?: string[] } => ({});

export function QueryBar<S extends Record<string, string>>(props: QueryBarProps<S>) {
  const { value, without = [] } = props;
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const valueKey = JSON.stringify(value);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft follows the value when it changes (valueKey is its key), not every new object
  useEffect(() => setDraft(value), [valueKey]);
  const set = (patch: Partial<Draft<S>>) => {
    setError(null);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const useChoices = props.useChoices ?? noChoices;
  const own = useChoices(draft);
  const versions = useDimensionValues(props.code, 'appVersion', draft, {
    sort: compareVersionsDesc,
    enabled: !without.includes('version') && !props.useChoices,
  });
  const versionOptions = [...new Set([...(own.versions ?? versions.data ?? []), ...splitList(draft.version)])];
  const countries = own.countries ?? props.countries ?? [];
  const noRange = !draft.start || !draft.end;

  const apply = () => {
    if (noRange) return setError('Choose the date range');
    const cond = parseCondition(draft.cond);
    const problem = !cond.ok ? `Custom condition: ${cond.error}` : (props.validate?.(draft) ?? null);
    setError(problem);
    if (!problem) props.onApply(draft);
  };

  return (
    <Paper
      withBorder
      p="sm"
      mb="md"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
      aria-label="Query"
    >
      <Group align="flex-end" gap="sm">
        {props.leading?.(draft, set)}
        <DateRangeField start={draft.start} end={draft.end} onChange={(range) => set(range as Partial<Draft<S>>)} />
        {!without.includes('version') && (
          <CompactMultiSelect
            label="App version"
            placeholder={draft.version ? undefined : 'All'}
            data={versionOptions}
            value={splitList(draft.version)}
            onChange={(v) => set({ version: v.join(',') } as Partial<Draft<S>>)}
            searchable
            clearable
            w={200}
          />
        )}
        {!without.includes('platform') && (
          <Select
            label="Platform"
            placeholder="All"
            data={PLATFORMS}
            value={draft.platform || null}
            onChange={(v) => set({ platform: v ?? '' } as Partial<Draft<S>>)}
            clearable
            w={120}
          />
        )}
        {!without.includes('country') && (
          <CompactMultiSelect
            label="Country"
            placeholder={draft.country ? undefined : 'All'}
            data={[...new Set([...countries, ...splitList(draft.country)])]}
            value={splitList(draft.country)}
            onChange={(v) => set({ country: v.join(',') } as Partial<Draft<S>>)}
            searchable
            clearable
            w={200}
          />
        )}
        {!without.includes('cond') && (
          <TextInput
            label="Custom condition"
            placeholder="props.folder=F1; level=1..50"
            title={CONDITION_HELP}
            value={draft.cond}
            onChange={(e) => set({ cond: e.currentTarget.value } as Partial<Draft<S>>)}
            w={240}
          />
        )}
        {props.trailing?.(draft, set)}
        <Button
          type="submit"
          leftSection={<IconSearch size={16} />}
          loading={props.busy}
          disabled={props.requireRange === 'disable' && noRange}
        >
          Query
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
      {props.scope && (
        <Group gap={6} mt="xs" wrap="nowrap" c="dimmed">
          <IconInfoCircle size={14} aria-hidden />
          <Text size="xs" role="note" aria-label="Levels counted">
            {props.scope}
          </Text>
        </Group>
      )}
    </Paper>
  );
}
