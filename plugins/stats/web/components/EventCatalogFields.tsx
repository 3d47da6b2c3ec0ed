// The event catalog variant of the level statistics query bar (a per-project override, 001):
// a Level/Event catalog choice; with Event, the event catalog and the input index.
import { SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { CATALOG_KEY } from '../filters';
import { useDimensionValues } from '../../../../core/web/analytics/metricsSource';

export interface CatalogDraft {
  cat: string;
  ecat: string;
  index: string;
}

export function EventCatalogFields(props: {
  code: string;
  range: { start: string; end: string };
  value: CatalogDraft;
  onChange: (patch: Partial<CatalogDraft>) => void;
}) {
  const { value } = props;
  const isEvent = value.cat === 'event';
  const catalogs = useDimensionValues(props.code, CATALOG_KEY, props.range, { event: 'game_enter', enabled: isEvent });
  const options = [...new Set([...(catalogs.data ?? []), ...(value.ecat ? [value.ecat] : [])])];
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Catalog
        </Text>
        <SegmentedControl
          aria-label="Catalog"
          data={[
            { value: 'level', label: 'Level' },
            { value: 'event', label: 'Event' },
          ]}
          value={isEvent ? 'event' : 'level'}
          onChange={(cat) => props.onChange({ cat })}
        />
      </Stack>
      {isEvent && (
        <>
          <Select
            label="Event catalog"
            placeholder={options.length ? 'Choose' : 'None in this range'}
            data={options}
            value={value.ecat || null}
            onChange={(v) => props.onChange({ ecat: v ?? '' })}
            searchable
            clearable
            w={180}
          />
          <TextInput
            label="Input index"
            placeholder="1-20"
            value={value.index}
            onChange={(e) => props.onChange({ index: e.currentTarget.value })}
            w={110}
          />
        </>
      )}
    </>
  );
}
