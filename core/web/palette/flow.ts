// A command with steps (pick, text, confirm) walked one step at a time, with a back step.
// Pure state transitions; the palette renders the current step.
import type { CommandDef, CommandStep } from '../plugin';

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
