// The translator (000 §2.2: the common screen's header button opens /adminManage/multiLang/translator
// with code=common): the common keys (or, with code=<project>, a project's), each with the languages
// it lacks, rows ticked and sent to the translator modal. The URL keeps what a user would share:
// the scope, the search, "missing only" and the page. The selection survives paging and filtering
// (ids), not a change of scope; after a job the list reloads.
import { useEffect, useMemo, useState } from 'react';
import { Badge, Button, Checkbox, Group, Select, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { useProjects } from '../../../../core/web/project/hooks';
import { IconLanguage, IconSearch } from '@tabler/icons-react';
import { call } from '../../../../core/web/http';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { LANGUAGES } from '../../../../core/shared/languages';
import { mtEndpoints, type TranslatorKey } from '../../endpoints/mt';
import { COMMON_SCOPE } from '../../shared';
import { TranslatorModal } from './TranslatorModal';

const PAGE_SIZES = [20, 50, 100, 200] as const;
/** 'common' or a project's code (the list call answers 404 for one that is not there). */
const CODE_CHECK = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a project code');
const ORDER = LANGUAGES.map((l) => l.code);
/** The languages the keys are kept in: those any key has a text in (a publish's rule too), English first. */
const languagesOf = (keys: readonly TranslatorKey[]): string[] => {
  const used = new Set(['en']);
  for (const k of keys) for (const [lang, text] of Object.entries(k.translation)) if (text.trim()) used.add(lang);
  return ORDER.filter((c) => used.has(c));
};
const lacking = (k: TranslatorKey, languages: readonly string[]) => languages.filter((c) => !(k.translation[c] ?? '').trim());

export default function TranslatorPage() {
  const [q, setQ] = useQueryState(
    { code: COMMON_SCOPE, q: '', missing: '0', pn: '1', ps: String(PAGE_SIZES[0]) },
    { code: CODE_CHECK, missing: oneOf(['0', '1']), ps: oneOf(PAGE_SIZES) },
  );
  const scope = q.code;
  const projects = useProjects();
  const list = useLoad(
    () => (scope === COMMON_SCOPE ? call(mtEndpoints.commonKeys) : call(mtEndpoints.projectKeys, { params: { code: scope } })),
    [scope],
  );
  const [picked, setPicked] = useState<Set<number>>(new Set());
  // Another scope's ids mean nothing here.
  useEffect(() => setPicked(new Set()), [scope]);
  const [open, setOpen] = useState(false);

  const all = useMemo(() => list.data?.keys ?? [], [list.data]);
  const languages = useMemo(() => languagesOf(all), [all]);
  const shown = useMemo(() => {
    const needle = q.q.trim().toLowerCase();
    return all.filter(
      (k) =>
        (q.missing !== '1' || lacking(k, languages).length > 0) &&
        (!needle || k.key.toLowerCase().includes(needle) || (k.translation.en ?? '').toLowerCase().includes(needle)),
    );
  }, [all, languages, q.q, q.missing]);
  const pn = Number(q.pn);
  const ps = Number(q.ps);
  const page = shown.slice((pn - 1) * ps, pn * ps);
  const selected = all.filter((k) => picked.has(k.id));

  const toggle = (ids: number[], on: boolean) =>
    setPicked((now) => {
      const next = new Set(now);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const pageAllPicked = page.length > 0 && page.every((k) => picked.has(k.id));

  const columns: Column<TranslatorKey>[] = [
    {
      key: 'pick',
      header: 'Select',
      width: 70,
      cell: (k) => (
        <Checkbox aria-label={`Select ${k.key}`} checked={picked.has(k.id)} onChange={(e) => toggle([k.id], e.currentTarget.checked)} />
      ),
    },
    { key: 'key', header: 'Key' },
    { key: 'en', header: 'English', cell: (k) => k.translation.en ?? '' },
    {
      key: 'lacks',
      header: 'Missing languages',
      cell: (k) => {
        const codes = lacking(k, languages);
        return codes.length ? (
          <Text size="sm" title={codes.join(', ')}>
            {codes.length} of {languages.length}: {codes.slice(0, 6).join(', ')}
            {codes.length > 6 ? ', …' : ''}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            none
          </Text>
        );
      },
    },
    {
      key: 'engines',
      header: 'Machine',
      cell: (k) => {
        // In the languages' order (jsonb keeps its own).
        const e = Object.entries(k.engines ?? {}).sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b));
        return e.length ? <Text size="sm">{e.map(([lang, engine]) => `${lang}: ${engine}`).join(', ')}</Text> : null;
      },
    },
    {
      key: 'status',
      header: 'Status',
      width: 120,
      cell: (k) => (
        <Badge variant="light" tt="none" color={k.unfinished ? 'orange' : 'green'}>
          {k.unfinished ? 'Unfinished' : 'Completed'}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Translator</ScreenTitle>
        <Button leftSection={<IconLanguage size={16} />} onClick={() => setOpen(true)}>
          Translate selected ({picked.size})
        </Button>
      </Group>
      <Group mb="sm" gap="md" align="center">
        <Select
          label="Keys of"
          data={[
            { value: COMMON_SCOPE, label: 'Common keys' },
            ...projects.list.map((p) => ({ value: p.code, label: `${p.code} · ${p.nickname}` })),
          ]}
          value={scope}
          onChange={(v) => v && setQ({ code: v, pn: '1' })}
          allowDeselect={false}
          searchable
          w={260}
        />
        <Text size="sm" c="dimmed" mt={24} style={{ flex: 1 }}>
          Tick the rows to translate; the texts a machine or the translation memory fills are marked unfinished.
        </Text>
      </Group>
      <DataTable
        label={scope === COMMON_SCOPE ? 'Common keys' : `Keys of ${scope}`}
        columns={columns}
        data={page}
        rowKey={(k) => k.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        server={{ page: pn, pageSize: ps, total: shown.length, onChange: (n, s) => setQ({ pn: String(n), ps: String(s) }) }}
        emptyText={q.q || q.missing === '1' ? 'No key matches' : scope === COMMON_SCOPE ? 'No common keys yet' : `No keys in ${scope} yet`}
        toolbar={
          <Group gap="sm">
            <TextInput
              placeholder="Search key or English"
              aria-label="Search key or English"
              leftSection={<IconSearch size={14} />}
              value={q.q}
              onChange={(e) => setQ({ q: e.currentTarget.value, pn: '1' })}
              w={260}
            />
            <Checkbox
              label="Missing a language"
              checked={q.missing === '1'}
              onChange={(e) => setQ({ missing: e.currentTarget.checked ? '1' : '0', pn: '1' })}
            />
            <Button
              variant="default"
              size="xs"
              disabled={!page.length}
              onClick={() =>
                toggle(
                  page.map((k) => k.id),
                  !pageAllPicked,
                )
              }
            >
              {pageAllPicked ? 'Unselect this page' : 'Select this page'}
            </Button>
            <Button variant="subtle" size="xs" disabled={!picked.size} onClick={() => setPicked(new Set())}>
              Clear selection
            </Button>
          </Group>
        }
      />
      <TranslatorModal
        scope={scope}
        opened={open}
        onClose={() => setOpen(false)}
        selected={selected}
        languages={languages}
        onDone={() => void list.reload()}
      />
    </>
  );
}
