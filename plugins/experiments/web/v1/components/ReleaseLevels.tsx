// The latest release's levels in the v1 form and detail (issue 29 item 7): where the default
// puzzles come from (or why there are none), the release type they are read for, a level's boss
// badge, and the picker an operator chooses a group's puzzle with (the release's puzzles, searched
// by id, name or level; a typed id not in the release is still taken).
import { useMemo, useState } from 'react';
import { Autocomplete, Badge, Group, Select, Text } from '@mantine/core';
import { formatTime } from '../../../../../core/web/time';
import { useLoad } from '../../../../../core/web/useLoad';
import type { ReleaseLevel, ReleaseLevels } from '../../../endpoints/v1';
import { v1Api } from '../api';
import { puzzleOptions, searchOptions } from './releaseOptions';

/** The levels of the latest release of `type` ('' = the project's first type); undefined while loading or failed. */
export function useReleaseLevels(code: string, type: string, enabled = true) {
  const load = useLoad(() => (enabled ? v1Api.releaseLevels(code, type) : Promise.resolve(undefined)), [code, type, enabled]);
  const data = load.data;
  const byLevel = useMemo(() => new Map((data?.levels ?? []).map((l) => [l.level, l])), [data]);
  const options = useMemo(() => puzzleOptions(data?.levels ?? []), [data]);
  return { data, error: load.error, byLevel, options };
}

/** The empty state's words: no releases plugin, or no published release of the type. */
export function emptyReleaseText(d: ReleaseLevels): string {
  if (!d.enabled) return 'Puzzle-content releases are not enabled in this project: no default puzzles to show.';
  return `No published release${d.type ? ` of type ${d.type}` : ''} yet: no default puzzles to show.`;
}

/** Where the default puzzles come from, with the release type to read them for when the project has several. */
export function ReleaseSource({ data, type, onType }: { data: ReleaseLevels | undefined; type: string; onType: (t: string) => void }) {
  if (!data) return null;
  const r = data.release;
  return (
    <Group gap="sm" align="center" wrap="wrap">
      {data.types.length > 1 && (
        <Select
          size="xs"
          w={150}
          label="Release type"
          data={data.types}
          value={type || data.type}
          allowDeselect={false}
          onChange={(v) => v && onType(v)}
        />
      )}
      <Text size="sm" c="dimmed" role="status" style={{ flex: 1 }}>
        {r
          ? `Default puzzles from release #${r.id} ${r.name}${r.type ? ` (${r.type})` : ''}, published ${formatTime(r.publishedAt)}. ` +
            (data.boss
              ? `Boss levels: ${data.boss.begin}, then every ${data.boss.interval} (boss_begin, boss_interval).`
              : 'Its extra names no boss levels.')
          : emptyReleaseText(data)}
      </Text>
    </Group>
  );
}

export const BossBadge = () => (
  <Badge size="xs" color="grape" variant="light" ml={6}>
    Boss
  </Badge>
);

/** The default puzzle of a level: its id and name, or a dash. */
export function DefaultPuzzle({ level }: { level: ReleaseLevel | undefined }) {
  if (!level)
    return (
      <Text span c="dimmed" size="sm">
        —
      </Text>
    );
  return (
    <Text span size="sm">
      {level.puzzleId}{' '}
      <Text span c="dimmed" size="xs">
        {level.name}
      </Text>
    </Text>
  );
}

const LIMIT = 20;
const NO_OPTIONS: string[] = [];

/**
 * A group's puzzle at one level: type to search the release's puzzles (id, name, level), arrows
 * and Enter to pick; the list starts at the level's own default (a cell holding a puzzle id of the
 * release lists nothing until edited). Options are built only while the
 * field has focus (a scope of 1000 levels times the groups would otherwise hold them all).
 */
export function PuzzlePicker(props: {
  label: string;
  level: number;
  value: number | string;
  error?: React.ReactNode;
  options: readonly ReleaseLevel[];
  onChange: (v: number | string) => void;
  onBlur?: () => void;
}) {
  const { label, level, value, error, options, onChange, onBlur } = props;
  const [open, setOpen] = useState(false);
  const text = value === '' || value === null || value === undefined ? '' : String(value);
  // A cell that holds a puzzle id lists nothing until it is edited (so a picked or typed id closes the list).
  const shown = useMemo(
    () =>
      open && !/^\d+$/.test(text)
        ? searchOptions(options, text, level, LIMIT)
        : open && text !== '' && !options.some((o) => String(o.puzzleId) === text)
          ? searchOptions(options, text, level, LIMIT)
          : [],
    [open, options, text, level],
  );
  const byId = useMemo(() => new Map(shown.map((o) => [String(o.puzzleId), o])), [shown]);
  return (
    <Autocomplete
      size="xs"
      aria-label={label}
      placeholder="id or name"
      value={text}
      error={error}
      data={open ? shown.map((o) => String(o.puzzleId)) : NO_OPTIONS}
      filter={({ options: all }) => all}
      limit={LIMIT}
      comboboxProps={{ withinPortal: true }}
      onFocus={() => setOpen(true)}
      onBlur={() => {
        setOpen(false);
        onBlur?.();
      }}
      onChange={(v) => onChange(/^\d+$/.test(v.trim()) ? Number(v.trim()) : v)}
      renderOption={({ option }) => {
        const o = byId.get(option.value);
        return (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={500}>
              {option.value}
            </Text>
            {o && <Text size="xs" c="dimmed" truncate>{`${o.name} · level ${o.level}`}</Text>}
            {o?.boss && <BossBadge />}
          </Group>
        );
      }}
    />
  );
}
