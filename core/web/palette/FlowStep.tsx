// The current step of a command with steps: pick from a list (loaded via the API), type
// text, or confirm. Each lists its choices as spotlight actions, so arrows and Enter work,
// and ends with an explicit Back item. The choices form the listbox (PaletteOptions); what a step
// says besides them stays outside it, and "Nothing found" goes to the palette's status region.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import { IconArrowBack, IconCheck, IconCornerDownLeft, IconLock } from '@tabler/icons-react';
import type { CommandContext, PickOption } from '../plugin';
import { refused } from '../refused';
import { buildCommandIndex, filterCommands } from './filter';
import { currentFirst, currentStep, type Flow } from './flow';
import { PaletteOptions } from './PaletteOptions';
import { STEP_LOADING_ATTR, selectFirstAction } from './store';

const MAX_SHOWN = 50;

interface Props {
  flow: Flow;
  ctx: CommandContext;
  query: string;
  onAnswer: (value: string) => void;
  onBack: () => void;
  /** What to say instead of choices (e.g. "Nothing found"), or null. */
  onNotice: (text: string | null) => void;
}

function BackAction({ onBack }: { onBack: () => void }) {
  return (
    <Spotlight.Action label="Back" description="Previous step (Backspace)" leftSection={<IconArrowBack size={18} />} onClick={onBack} />
  );
}

/**
 * An option the user may not choose (e.g. prod for someone who may not change it): listed with
 * its reason and reachable by the arrows, but Enter or a click does nothing.
 */
function DisabledOption({ option }: { option: PickOption }) {
  return (
    <Spotlight.Action
      label={option.label}
      description={option.disabled}
      leftSection={<IconLock size={18} aria-hidden />}
      aria-disabled="true"
      data-disabled-option
      onClick={() => {}}
    />
  );
}

function PickStep({ flow, ctx, query, onAnswer, onBack, onNotice }: Props) {
  const step = currentStep(flow);
  const [options, setOptions] = useState<PickOption[] | null>(null);

  useEffect(() => {
    if (step?.kind !== 'pick') return;
    let live = true;
    Promise.resolve()
      .then(() => step.load(ctx))
      .then((list) => live && setOptions(currentFirst(list, ctx.screen[step.id])))
      .catch((error) => {
        refused(error);
        if (live) setOptions([]);
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per step: ctx is new each render
  }, [step]);

  const index = useMemo(
    () => buildCommandIndex((options ?? []).map((o) => ({ id: o.value, title: o.label, description: o.description, option: o }))),
    [options],
  );
  // Choosable options first, so the first one is what Enter picks.
  const shown = useMemo(() => {
    const found = filterCommands(index, query, [], MAX_SHOWN);
    return [...found.filter((s) => !s.option.disabled), ...found.filter((s) => s.option.disabled)];
  }, [index, query]);
  useLayoutEffect(selectFirstAction, [shown]);
  const notice = !options || shown.length ? null : options.length ? 'Nothing found' : 'Nothing to choose from';
  useEffect(() => onNotice(notice), [notice, onNotice]);
  useEffect(() => () => onNotice(null), [onNotice]);

  // An Enter typed while the choices load waits for them (typeAhead.ts) and picks the first match.
  if (!options) {
    return (
      <Center py="md" {...{ [STEP_LOADING_ATTR]: '' }}>
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <PaletteOptions label={step?.title ?? 'Choices'}>
      {shown.map((item) =>
        item.option.disabled ? (
          <DisabledOption key={item.id} option={item.option} />
        ) : (
          <Spotlight.Action key={item.id} label={item.title} description={item.description} onClick={() => onAnswer(item.id)} />
        ),
      )}
      <BackAction onBack={onBack} />
    </PaletteOptions>
  );
}

function TextStep({ flow, ctx, query, onAnswer, onBack }: Props) {
  const step = currentStep(flow);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [query]);
  if (step?.kind !== 'text') return null;
  const submit = () => {
    const problem = step.validate?.(query, ctx) ?? null;
    if (problem) setError(problem);
    else onAnswer(query);
  };
  return (
    <>
      {error && (
        <Text c="red" size="sm" px="md" py={6} role="alert">
          {error}
        </Text>
      )}
      <PaletteOptions label={step.title}>
        <Spotlight.Action
          label={query ? `Continue with “${query}”` : 'Continue'}
          leftSection={<IconCornerDownLeft size={18} />}
          onClick={submit}
        />
        <BackAction onBack={onBack} />
      </PaletteOptions>
    </>
  );
}

function ConfirmStep({ flow, ctx, onAnswer, onBack }: Props) {
  const step = currentStep(flow);
  if (step?.kind !== 'confirm') return null;
  return (
    <>
      <Text px="md" py="sm">
        {step.message(ctx)}
      </Text>
      <PaletteOptions label={step.title}>
        <Spotlight.Action label="Confirm" leftSection={<IconCheck size={18} />} onClick={() => onAnswer('yes')} />
        <BackAction onBack={onBack} />
      </PaletteOptions>
    </>
  );
}

export function FlowStep(props: Props) {
  const step = currentStep(props.flow);
  useLayoutEffect(selectFirstAction, [step]);
  if (step?.kind === 'pick') return <PickStep {...props} />;
  if (step?.kind === 'text') return <TextStep {...props} />;
  if (step?.kind === 'confirm') return <ConfirmStep {...props} />;
  return null;
}
