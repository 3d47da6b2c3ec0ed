// The filter's fields (000 §3: client versions, level range, dates, countries), the same in the
// wizard's Rules step and in Adjust. `form` is any form whose values hold `filter` as the wizard's.
// Countries take what an operator types or pastes ('us, gb', 'US GB'): split on commas, semicolons
// and spaces, upper-cased, each once. Every message is announced (role="alert").
import { NumberInput, SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { countryChips } from '../wizardForm';

/** An input's message as an alert: a screen reader says it when it appears. */
export const ANNOUNCED = { role: 'alert' } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- binds fields by path in the forms of both wizards
export function FilterFields({ form }: { form: UseFormReturnType<any> }) {
  const bind = (path: string) => ({ ...form.getInputProps(path), errorProps: ANNOUNCED });
  return (
    <>
      <SimpleGrid cols={2}>
        <TextInput label="Client version from" {...bind('filter.clientVersion.0')} />
        <TextInput label="Client version to" {...bind('filter.clientVersion.1')} />
        <NumberInput label="Level from" min={0} {...bind('filter.lv.0')} />
        <NumberInput label="Level to" min={0} {...bind('filter.lv.1')} />
        <TextInput type="date" label="Start date" {...bind('filter.startAt')} />
        <TextInput type="date" label="End date" {...bind('filter.endAt')} />
      </SimpleGrid>
      <TagsInput
        label="Countries"
        description="Two-letter codes; none for every country"
        placeholder="US, GB …"
        splitChars={[',', ' ', ';']}
        {...bind('filter.country')}
        onChange={(tags) => {
          form.setFieldValue('filter.country', countryChips(tags));
          // A chip's message ('filter.country.1') goes with the change; Next checks again.
          form.setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !k.startsWith('filter.country'))));
        }}
      />
    </>
  );
}
