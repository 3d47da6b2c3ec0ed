// Step 4, Audience Rule: country, language, timezone, the version range (from the versions
// devices reported; hidden for Both), last login (between, min, max: changing the mode clears both
// bounds), tokenReciveDay and a random share.
import { useEffect, useState } from 'react';
import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, TagsInput } from '@mantine/core';
import type { Env } from '../../../../../core/shared/constants';
import { compareVersions } from '../../../../../core/shared/version';
import { LANGUAGES } from '../../../../../core/shared/languages';
import { STATS_COUNTRIES } from '../../../shared';
import { tasksApi } from '../api';
import type { WizardForm } from './form';

const ZONES = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? ['UTC'];
const MODES = [
  { value: 'between', label: 'Between (more than min and less than max days ago)' },
  { value: 'min', label: 'Min (more than N days ago)' },
  { value: 'max', label: 'Max (less than N days ago)' },
];

export function AudienceStep({ form, code, env }: { form: WizardForm; code: string; env: Env }) {
  const a = form.values.audienceRule;
  const platform = form.values.platform;
  const both = platform === '3';
  const [versions, setVersions] = useState<string[]>([]);
  useEffect(() => {
    if (platform !== '1' && platform !== '2') return setVersions([]);
    let live = true;
    tasksApi.versions(code, env, Number(platform) as 1 | 2).then(
      (v) => live && setVersions(v),
      () => live && setVersions([]),
    );
    return () => {
      live = false;
    };
  }, [code, env, platform]);

  const setMode = (m: string | null) => {
    form.setFieldValue('audienceRule.lastLoginMode', (m ?? '') as typeof a.lastLoginMode);
    // 002 §4: changing the last-login mode clears both day bounds.
    form.setFieldValue('audienceRule.lastLoginDayLessThan', '');
    form.setFieldValue('audienceRule.lastLoginDayMoreThan', '');
  };
  // A start after the end (and an end before the start) cannot be chosen (002 §5).
  const startOptions = versions.map((v) => ({ value: v, label: v, disabled: !!a.endVersion && compareVersions(v, a.endVersion) > 0 }));
  const endOptions = versions.map((v) => ({ value: v, label: v, disabled: !!a.startVersion && compareVersions(v, a.startVersion) < 0 }));
  const mode = a.lastLoginMode;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2}>
        <TagsInput
          label="Country"
          description="Country codes; empty: every country"
          data={STATS_COUNTRIES.filter((c) => c !== 'OTHER')}
          {...form.getInputProps('audienceRule.country')}
          onChange={(x) =>
            form.setFieldValue(
              'audienceRule.country',
              x.map((c) => c.trim().toUpperCase()),
            )
          }
        />
        <MultiSelect
          label="Language"
          description="Empty: every language"
          searchable
          data={LANGUAGES.map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
          {...form.getInputProps('audienceRule.language')}
        />
      </SimpleGrid>
      <MultiSelect
        label="Timezone"
        description="Device timezones; empty: every zone"
        searchable
        limit={50}
        data={ZONES}
        {...form.getInputProps('audienceRule.timezone')}
      />
      {!both && (
        <SimpleGrid cols={2}>
          <Select
            label="Start version"
            clearable
            searchable
            placeholder={versions.length ? 'Any' : 'No versions reported yet'}
            data={startOptions}
            {...form.getInputProps('audienceRule.startVersion')}
          />
          <Select
            label="End version"
            clearable
            searchable
            placeholder={versions.length ? 'Any' : 'No versions reported yet'}
            data={endOptions}
            {...form.getInputProps('audienceRule.endVersion')}
          />
        </SimpleGrid>
      )}
      <Select label="Last login" clearable placeholder="Any time" data={MODES} value={mode || null} onChange={setMode} />
      {mode && (
        <SimpleGrid cols={2}>
          {(mode === 'between' || mode === 'min') && (
            <NumberInput
              label="Last Login More Than (days)"
              withAsterisk
              min={1}
              allowDecimal={false}
              {...form.getInputProps('audienceRule.lastLoginDayMoreThan')}
            />
          )}
          {(mode === 'between' || mode === 'max') && (
            <NumberInput
              label="Last Login Less Than (days)"
              withAsterisk
              min={1}
              allowDecimal={false}
              {...form.getInputProps('audienceRule.lastLoginDayLessThan')}
            />
          )}
        </SimpleGrid>
      )}
      <SimpleGrid cols={2}>
        <NumberInput
          label="tokenReciveDay"
          description="The token was received at least this many days ago (0: any)"
          min={0}
          allowDecimal={false}
          {...form.getInputProps('audienceRule.tokenReciveDay')}
        />
        <Stack gap={6}>
          <Switch label="Random share" mt={26} {...form.getInputProps('randomOn', { type: 'checkbox' })} />
          {form.values.randomOn && (
            <NumberInput
              label="Percent of the audience"
              min={1}
              max={100}
              allowDecimal={false}
              suffix=" %"
              {...form.getInputProps('audienceRule.random')}
            />
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
