// Mail field with autocomplete of the company domains when there is text but no @ (001 §5).
import { Autocomplete, type AutocompleteProps } from '@mantine/core';

export function MailInput({ domains, value, ...rest }: Omit<AutocompleteProps, 'data'> & { domains: string[]; value: string }) {
  const local = value.trim();
  const data = local && !local.includes('@') ? domains.map((d) => `${local}@${d}`) : [];
  return <Autocomplete {...rest} value={value} data={data} autoComplete="off" />;
}
