// A multi-select that stays one line high however many values are picked: the first few show as
// pills and the rest as "+N" (the whole list on hover). Query bars use it (a country filter of
// twenty countries no longer grows taller than the bar). Options, search, keyboard and labelling
// work as Mantine's MultiSelect, whose parts it is built from.
import { useId, useState } from 'react';
import { Combobox, getParsedComboboxData, OptionsDropdown, Pill, PillsInput, useCombobox, type ComboboxData } from '@mantine/core';

export interface CompactMultiSelectProps {
  label?: string;
  'aria-label'?: string;
  id?: string;
  data: ComboboxData;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  w?: number;
  /** Pills shown before "+N" (default 2). */
  maxPills?: number;
  disabled?: boolean;
  searchable?: boolean;
  clearable?: boolean;
  nothingFoundMessage?: string;
}

export function CompactMultiSelect(props: CompactMultiSelectProps) {
  const { value, onChange, maxPills = 2, disabled, searchable = true } = props;
  const id = useId();
  const inputId = props.id ?? id;
  const [search, setSearch] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const data = getParsedComboboxData(props.data);
  const flat = data.flatMap((d) => ('group' in d ? d.items : [d]));
  const labelOf = (v: string) => flat.find((o) => o.value === v)?.label ?? v;
  const remove = (v: string) => onChange(value.filter((x) => x !== v));
  const shown = value.slice(0, maxPills);
  const hidden = value.slice(maxPills);
  const clearable = props.clearable && value.length > 0 && !disabled;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(v) => {
        setSearch('');
        combobox.updateSelectedOptionIndex('selected');
        onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
      }}
    >
      <Combobox.DropdownTarget>
        <PillsInput
          id={inputId}
          label={props.label}
          w={props.w}
          disabled={disabled}
          onClick={() => combobox.openDropdown()}
          rightSection={
            clearable ? (
              <Combobox.ClearButton
                onClear={() => {
                  onChange([]);
                  setSearch('');
                }}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={clearable ? 'all' : 'none'}
        >
          <Pill.Group disabled={disabled} style={{ flexWrap: 'nowrap', overflow: 'hidden' }}>
            {shown.map((v) => (
              <Pill
                key={v}
                withRemoveButton={!disabled}
                onRemove={() => remove(v)}
                title={labelOf(v)}
                style={{ flexShrink: 0, maxWidth: '35%' }}
                removeButtonProps={{ 'aria-label': `Remove ${labelOf(v)}` }}
              >
                {labelOf(v)}
              </Pill>
            ))}
            {hidden.length > 0 && (
              <Pill
                title={hidden.map(labelOf).join(', ')}
                role="img"
                aria-label={`${hidden.length} more: ${hidden.map(labelOf).join(', ')}`}
                style={{ flexShrink: 0 }}
              >
                +{hidden.length}
              </Pill>
            )}
            <Combobox.EventsTarget>
              <PillsInput.Field
                id={inputId}
                aria-label={props.label ? undefined : props['aria-label']}
                placeholder={value.length ? undefined : props.placeholder}
                value={search}
                disabled={disabled}
                readOnly={!searchable}
                style={{ minWidth: 16, flex: '1 1 16px' }}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => {
                  combobox.closeDropdown();
                  setSearch('');
                }}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Backspace' && !search && value.length) onChange(value.slice(0, -1));
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <OptionsDropdown
        data={data}
        hidden={disabled}
        filter={undefined}
        search={search}
        limit={undefined}
        hiddenWhenEmpty={!props.nothingFoundMessage}
        withScrollArea
        maxDropdownHeight={250}
        filterOptions={searchable}
        value={value}
        withCheckIcon
        checkIconPosition="left"
        nothingFoundMessage={props.nothingFoundMessage}
        unstyled={false}
        labelId={props.label ? `${inputId}-label` : undefined}
        aria-label={props.label ? undefined : props['aria-label']}
        scrollAreaProps={undefined}
      />
    </Combobox>
  );
}
