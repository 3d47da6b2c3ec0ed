// A command with steps (pick, text, confirm) walked one step at a time, with a back step.
// Pure state transitions; the palette renders the current step.
import { fillPath } from '../../shared/plugin';
import type { CommandDef, CommandStep, PickOption } from '../plugin';
import { resolveRoute } from '../registry';

export interface Flow {
  command: CommandDef;
  /** Index of the current step; equals steps.length when every step is answered. */
  step: number;
  values: Record<string, string>;
}

export function startFlow(command: CommandDef): Flow {
  return { command, step: 0, values: {} };
}

export function stepCount(flow: Flow): number {
  return flow.command.steps?.length ?? 0;
}

export function currentStep(flow: Flow): CommandStep | undefined {
  return flow.command.steps?.[flow.step];
}

/** Answers the current step and moves to the next. */
export function advance(flow: Flow, value: string): Flow {
  const step = currentStep(flow);
  if (!step) return flow;
  return { ...flow, step: flow.step + 1, values: { ...flow.values, [step.id]: value } };
}

/** The previous step, or null when already at the first (back to the command list). */
export function back(flow: Flow): Flow | null {
  return flow.step > 0 ? { ...flow, step: flow.step - 1 } : null;
}

export function isComplete(flow: Flow): boolean {
  return flow.step >= stepCount(flow);
}

/** The URL state of the screen at `location` when it belongs to the command's plugin, else nothing. */
export function screenStateFor(command: CommandDef, location: string, search: string): Record<string, string> {
  const pluginId = (command as { pluginId?: string }).pluginId;
  if (!pluginId || resolveRoute(location)?.route.pluginId !== pluginId) return {};
  return Object.fromEntries(new URLSearchParams(search));
}

/** A pick step's options with the screen's current value first (the default Enter picks), marked so. */
export function currentFirst(options: readonly PickOption[], current: string | undefined): PickOption[] {
  const i = current === undefined ? -1 : options.findIndex((o) => o.value === current);
  if (i < 0) return [...options];
  const mark = { ...options[i], description: options[i].description ? `On this screen · ${options[i].description}` : 'On this screen' };
  return [mark, ...options.slice(0, i), ...options.slice(i + 1)];
}

/**
 * Where a go-to command leads from `location`?`search`: its path filled with the project; when that
 * is the screen on view, the screen's URL state (tab, env, platform, filters) comes along under the
 * command's own parameters, so "Create experiment v2" on the iOS tab opens the wizard for iOS.
 */
export function goToTarget(goTo: string, code: string | null, location: string, search: string): string {
  const target = fillPath(goTo, { code });
  const [path, query = ''] = target.split('?');
  if (path !== location || !search.replace(/^\?/, '')) return target;
  const params = new URLSearchParams(search);
  new URLSearchParams(query).forEach((value, key) => params.set(key, value));
  const merged = params.toString();
  return merged ? `${path}?${merged}` : path;
}
