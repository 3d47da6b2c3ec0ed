// The filter's fields (000 §3: client versions, level range, dates, countries), the same in the
// wizard's Rules step and in Adjust. `form` is any form whose values hold `filter` as the wizard's.
import { NumberInput, SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function FilterFields({ form }: { form: UseFormReturnType<any> }) {
  return (
    <>
      <SimpleGrid cols={2}>
        <TextInput label="Client version from" {...form.getInputProps('filter.clientVersion.0')} />
        <TextInput label="Client version to" {...form.getInputProps('filter.clientVersion.1')} />
        <NumberInput label="Level from" min={0} {...form.getInputProps('filter.lv.0')} />
        <NumberInput label="Level to" min={0} {...form.getInputProps('filter.lv.1')} />
        <TextInput type="date" label="Start date" {...form.getInputProps('filter.startAt')} />
        <TextInput type="date" label="End date" {...form.getInputProps('filter.endAt')} />
      </SimpleGrid>
      <TagsInput label="Countries" description="Two-letter codes; none for every country" placeholder="US, GB …" {...form.getInputProps('filter.country')} />
    </>
  );
}
