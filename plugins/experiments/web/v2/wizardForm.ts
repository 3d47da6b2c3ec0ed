// The wizard's form values and their pure moves: the empty form (000 §5 defaults: client
// versions 0.0.0, levels 0, percent 100), an experiment as a form (edit, copyFrom), the groups
// rebuilt from the Group field's tags (each kept by tag, weights split evenly again when the tags
// change), and the body the shared schema checks and the server takes.
import { OPEN_VERSION } from '../../../../core/shared/version';
import { defaultWeights, DEFAULT_PERCENT, tagsOf, type ExperimentV2 } from '../../schemas/v2';

type Num = number | '';

export interface GroupValues {
  tag: string;
  weight: Num;
  folderId: string | null;
  data: { levels: string[] };
}

export interface WizardValues {
  name: string;
  aaTag: '0' | '1';
  percent: Num;
  copyFrom: string | null;
  filter: { clientVersion: [string, string]; lv: [Num, Num]; startAt: string; endAt: string; country: string[] };
  joinRule: { lv: [Num, Num] };
  group: string;
  puzzleLength: Num;
  groups: GroupValues[];
}

export const emptyWizard = (): WizardValues => ({
  name: '',
  aaTag: '0',
  percent: DEFAULT_PERCENT,
  copyFrom: null,
  filter: { clientVersion: [OPEN_VERSION, OPEN_VERSION], lv: [0, 0], startAt: '', endAt: '', country: [] },
  joinRule: { lv: [0, 0] },
  group: '',
  puzzleLength: '',
  groups: [],
});

/** An experiment as the wizard's values (editing it, or copying it into a new one). */
export function wizardOf(e: ExperimentV2, copy = false): WizardValues {
  const f = e.filter;
  return {
    name: copy ? `${e.name} (copy)` : e.name,
    aaTag: e.aaTag === 1 ? '1' : '0',
    percent: e.percent,
    copyFrom: copy ? String(e.id) : e.copyFrom ? String(e.copyFrom) : null,
    filter: {
      clientVersion: [f.clientVersion?.[0] ?? OPEN_VERSION, f.clientVersion?.[1] ?? OPEN_VERSION],
      lv: [f.lv?.[0] ?? 0, f.lv?.[1] ?? 0],
      startAt: f.startAt ?? '',
      endAt: f.endAt ?? '',
      country: f.country ?? [],
    },
    joinRule: { lv: [e.joinRule?.lv[0] ?? 0, e.joinRule?.lv[1] ?? 0] },
    group: e.groups.map((g) => g.tag).join(','),
    puzzleLength: e.groups[0]?.total ?? '',
    groups: e.groups.map((g) => ({
      tag: g.tag,
      weight: g.weight,
      folderId: g.folderId ? String(g.folderId) : null,
      data: { levels: g.data.levels.map(String) },
    })),
  };
}

/** The groups for the Group field's tags: a tag kept keeps its group; new tags reset the weights to the even split. */
export function regroup(group: string, groups: GroupValues[]): GroupValues[] {
  const tags = tagsOf(group);
  const same = tags.length === groups.length && tags.every((t, i) => t === groups[i].tag);
  if (same) return groups;
  const weights = defaultWeights(tags.length);
  return tags.map((tag, i) => {
    const old = groups.find((g) => g.tag === tag);
    return {
      tag,
      weight: weights[i],
      folderId: i === 0 ? null : (old?.folderId ?? null),
      data: { levels: i === 0 && !old ? [] : (old?.data.levels ?? []) },
    };
  });
}

const num = (v: Num) => (v === '' ? 0 : v);

/** The body both the schema and the server read (the form's text values as numbers). */
export function bodyOf(v: WizardValues) {
  const aa = v.aaTag === '1';
  return {
    name: v.name,
    aaTag: aa ? 1 : 0,
    percent: v.percent,
    copyFrom: v.copyFrom ? Number(v.copyFrom) : null,
    filter: {
      clientVersion: v.filter.clientVersion,
      lv: [num(v.filter.lv[0]), num(v.filter.lv[1])],
      startAt: v.filter.startAt || null,
      endAt: v.filter.endAt || null,
      country: v.filter.country,
    },
    joinRule: { lv: [num(v.joinRule.lv[0]), num(v.joinRule.lv[1])] },
    group: v.group,
    puzzleLength: v.puzzleLength,
    groups: v.groups.map((g, i) => ({
      tag: g.tag,
      weight: g.weight,
      folderId: aa || i === 0 || !g.folderId ? null : Number(g.folderId),
      data: { levels: aa ? [] : g.data.levels.map((s) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : NaN)) },
    })),
  };
}

/** The country chips for what was typed or pasted: 'us, gb' (or 'us gb', 'us;gb') is US and GB, each once. */
export const countryChips = (tags: readonly string[]): string[] => [
  ...new Set(
    tags
      .flatMap((t) => t.split(/[\s,;，、]+/))
      .map((t) => t.trim().toUpperCase())
      .filter(Boolean),
  ),
];
