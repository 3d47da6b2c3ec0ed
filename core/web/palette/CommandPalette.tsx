// The command palette (Ctrl/⌘K): go to any screen, run any command, keyboard only.
// Commands with steps show "Step N of M"; Backspace on an empty query goes back, Esc closes.
// For screen readers it is a named dialog with a combobox that controls a listbox of options
// (useOptionsAria mirrors Mantine's selection); "Nothing found" and each step are said by a polite
// status region; focus returns where it was on close (focusReturn.ts).
import { useCallback, useLayoutEffect, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Badge, Center, Group, Kbd, Loader, Text } from '@mantine/core';
import { Spotlight, useSpotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { rule } from '../../shared/access';
import { useCurrentUser } from '../auth/session';
import { api } from '../http';
import { refused } from '../refused';
import { toast } from '../notify';
import type { CommandContext, CommandDef } from '../plugin';
import { useCan, useCurrentCode } from '../project/hooks';
import { buildCommandIndex, filterCommands } from './filter';
import { advance, back, currentStep, goToTarget, isComplete, screenStateFor, startFlow, stepCount, type Flow } from './flow';
import { FlowStep } from './FlowStep';
import { pushRecent, recentCommandsAtom } from './recent';
import {
  PALETTE_LISTBOX_ID,
  PALETTE_LIST_ID,
  PALETTE_SEARCH_ID,
  RENDERED_QUERY_ATTR,
  STEP_LOADING_ATTR,
  palette,
  paletteStartAtom,
  paletteStore,
  selectFirstAction,
  setPaletteQuery,
} from './store';
import { PaletteOptions } from './PaletteOptions';
import { dropTypedAhead } from './typeAhead';
import { useOptionsAria } from './useOptionsAria';
import { usePaletteEntries, usePaletteReady } from './usePaletteEntries';
import type { PaletteEntry } from './entries';

const MAX_SHOWN = 50;

// The dialog's name comes from Mantine's title; the palette shows no header.
// Mantine fades the selected option's description to 70% white on the primary colour (2.9:1): full
// white reaches what the theme's primary reaches.
const FULL_DESCRIPTION = { '--action-description-opacity': '1' } as CSSProperties;
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function CommandPalette() {
  const entries = usePaletteEntries();
  const ready = usePaletteReady();
  const index = useMemo(() => buildCommandIndex(entries), [entries]);
  const [recent, setRecent] = useAtom(recentCommandsAtom);
  const { query, opened } = useSpotlight(paletteStore);
  const [flow, setFlow] = useState<Flow | null>(null);
  // What a step says instead of options ("Nothing found" in a pick step), shown in the status region.
  const [stepNotice, setStepNotice] = useState<string | null>(null);
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const options = useOptionsAria(list);
  const user = useCurrentUser();
  const code = useCurrentCode();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const screen = useMemo(() => (flow ? screenStateFor(flow.command, location, search) : {}), [flow, location, search]);
  const mayChangeProd = useCan()(rule.ownerOrAdmin, code);

  const context = useCallback(
    (values: Record<string, string>): CommandContext => ({ code, user: user!, api, navigate, toast, values, screen, mayChangeProd }),
    [code, user, navigate, screen, mayChangeProd],
  );

  const execute = async (command: CommandDef, values: Record<string, string>) => {
    setRecent((ids) => pushRecent(ids, command.id));
    // Reset now, not after the closing animation: a quick reopen must start clean.
    palette.close();
    setFlow(null);
    dropTypedAhead();
    setPaletteQuery('');
    try {
      if (command.goTo) navigate(goToTarget(command.goTo, code, location, search));
      if (command.run) await command.run(context(values));
    } catch (error) {
      refused(error);
    }
  };

  /** Runs a command, or starts its steps (with an empty query, unless it was typed for them). */
  const choose = (entry: PaletteEntry, keepQuery = false) => {
    if (entry.command.steps?.length) {
      setFlow(startFlow(entry.command));
      if (!keepQuery) setPaletteQuery('');
    } else void execute(entry.command, {});
  };

  const show = (next: Flow | null) => {
    setFlow(next);
    const step = next && currentStep(next);
    // Coming back to a text step shows what was typed there (keys typed ahead follow: typeAhead.ts).
    setPaletteQuery(step?.kind === 'text' ? (next!.values[step.id] ?? '') : '');
  };

  const answer = (value: string) => {
    if (!flow) return;
    const next = advance(flow, value);
    if (isComplete(next)) void execute(next.command, next.values);
    else show(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && flow && event.currentTarget.value === '') {
      event.preventDefault();
      show(back(flow));
    }
    // A list that just changed may have no selection yet: Enter means its first item. (One typed
    // while the list loads never gets here: typeAhead.ts holds it for when the list arrives.)
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const list = document.getElementById(PALETTE_LIST_ID);
      if (list && !list.querySelector('[data-selected]')) list.querySelector<HTMLElement>('[data-action]')?.click();
    }
  };

  // Enter should run the first item right after opening (or coming back to the list).
  useLayoutEffect(() => {
    if (!opened || flow) return;
    selectFirstAction();
    // On first open the list mounts with the modal's transition: try again next frame.
    requestAnimationFrame(selectFirstAction);
  }, [opened, flow]);

  // Opened for one command (the header's project switcher): go straight to its steps, before
  // paint, keeping what was already typed for them.
  const [start, setStart] = useAtom(paletteStartAtom);
  // Until the commands are all known the command may be missing yet: it waits for them (an Enter
  // typed meanwhile waits too, and runs on its first step).
  useLayoutEffect(() => {
    if (!opened || !start || !ready) return;
    setStart(null);
    const entry = entries.find((e) => e.id === start);
    if (entry) choose(entry, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- starts the requested command once the palette is ready; entries and choose are new each render
  }, [opened, start, ready]);

  const recentSet = useMemo(() => new Set(recent), [recent]);
  const results = useMemo(() => (flow ? [] : filterCommands(index, query, recent)), [flow, index, query, recent]);
  const step = flow && currentStep(flow);
  const placeholder = !step
    ? 'Search screens and commands…'
    : step.kind === 'text'
      ? (step.placeholder ?? step.title)
      : step.kind === 'confirm'
        ? 'Enter to confirm, Backspace to go back'
        : `${step.title}…`;

  return (
    <Spotlight.Root
      store={paletteStore}
      shortcut={null}
      closeOnActionTrigger={false}
      scrollable
      maxHeight={420}
      title="Command palette"
      styles={{ header: VISUALLY_HIDDEN, action: FULL_DESCRIPTION }}
      returnFocus={false}
      onSpotlightClose={() => {
        dropTypedAhead();
        setFlow(null);
        setPaletteQuery('');
      }}
    >
      <Spotlight.Search
        placeholder={placeholder}
        leftSection={<IconSearch size={20} stroke={1.5} />}
        onKeyDown={onKeyDown}
        id={PALETTE_SEARCH_ID}
        aria-label="Command palette"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={options.count > 0}
        aria-controls={PALETTE_LISTBOX_ID}
        aria-activedescendant={options.active}
      />
      {/* Always there while open, so what appears in it is announced. It carries the query the
          palette last rendered (Spotlight.ActionsList does not pass a changed attribute on). */}
      <div role="status" {...{ [RENDERED_QUERY_ATTR]: query }}>
        {flow && step && (
          <Group gap="xs" px="md" py={8} wrap="nowrap">
            <Badge variant="light" radius="sm">
              Step {flow.step + 1} of {stepCount(flow)}
            </Badge>
            <Text size="sm" fw={500} truncate>
              {flow.command.title} · {step.title}
            </Text>
          </Group>
        )}
        {flow && stepNotice && (
          <Text c="dimmed" ta="center" py="sm" size="sm">
            {stepNotice}
          </Text>
        )}
        {!flow && ready && results.length === 0 && <Spotlight.Empty>Nothing found</Spotlight.Empty>}
      </div>
      <Spotlight.ActionsList id={PALETTE_LIST_ID} ref={setList}>
        {flow ? (
          <FlowStep
            key={`${flow.command.id}:${flow.step}`}
            flow={flow}
            ctx={context(flow.values)}
            query={query}
            onAnswer={answer}
            onBack={() => show(back(flow))}
            onNotice={setStepNotice}
          />
        ) : !ready ? (
          // The commands wait on the project list and access: an Enter now waits too (onKeyDown).
          <Center py="md" {...{ [STEP_LOADING_ATTR]: '' }}>
            <Loader size="sm" />
          </Center>
        ) : (
          <PaletteOptions label="Commands">
            {results.slice(0, MAX_SHOWN).map((entry) => {
              const Icon = entry.icon;
              return (
                <Spotlight.Action
                  key={entry.id}
                  label={entry.title}
                  description={entry.description}
                  leftSection={Icon ? <Icon size={20} stroke={1.5} /> : undefined}
                  rightSection={<Text size="xs">{!query && recentSet.has(entry.id) ? 'Recent' : entry.group}</Text>}
                  onClick={() => choose(entry)}
                />
              );
            })}
          </PaletteOptions>
        )}
        {!flow && ready && results.length > MAX_SHOWN && (
          <Text size="xs" c="dimmed" ta="center" py={6}>
            {results.length - MAX_SHOWN} more: keep typing to narrow down
          </Text>
        )}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Group gap="md" justify="center">
          <Hint keys={['↑', '↓']} label="move" />
          <Hint keys={['Enter']} label="run" />
          <Hint keys={['Backspace']} label="back" />
          <Hint keys={['Esc']} label="close" />
        </Group>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}

function Hint({ keys, label }: { keys: string[]; label: string }) {
  return (
    <Group gap={4} c="dimmed">
      {keys.map((k) => (
        <Kbd key={k} size="xs">
          {k}
        </Kbd>
      ))}
      <Text size="xs">{label}</Text>
    </Group>
  );
}
