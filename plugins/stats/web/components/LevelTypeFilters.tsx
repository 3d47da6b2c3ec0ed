// The level-type pickers of the level statistics query bar (one per type, values from the
// project config or else from the events in the date range).
import { CompactMultiSelect } from '../../../../core/web/CompactMultiSelect';
import { readLevelTypes, writeLevelTypes, type LevelTypeDef } from '../levelTypes';
import { useDimensionValues } from '../../../../core/web/analytics/metricsSource';

function TypePicker(props: {
  code: string;
  def: LevelTypeDef;
  range: { start: string; end: string };
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const { def } = props;
  const seen = useDimensionValues(props.code, def.key, props.range, {
    event: 'game_enter',
    enabled: !def.values,
    sort: (a, b) => a.localeCompare(b, 'en', { numeric: true }),
  });
  const options = [...new Set([...(def.values ?? seen.data ?? []), ...props.value])];
  return (
    <CompactMultiSelect
      label={def.label}
      placeholder={props.value.length ? undefined : options.length ? 'All' : 'None in this range'}
      data={options}
      value={props.value}
      onChange={props.onChange}
      searchable
      clearable
      w={170}
    />
  );
}

export function LevelTypeFilters(props: {
  code: string;
  defs: LevelTypeDef[];
  range: { start: string; end: string };
  value: string;
  onChange: (text: string) => void;
}) {
  const chosen = readLevelTypes(props.value);
  return (
    <>
      {props.defs.map((def) => (
        <TypePicker
          key={def.key}
          code={props.code}
          def={def}
          range={props.range}
          value={chosen[def.key] ?? []}
          onChange={(values) => props.onChange(writeLevelTypes({ ...chosen, [def.key]: values }))}
        />
      ))}
    </>
  );
}
