// Text colours that reach WCAG AA (4.5:1) on the console's backgrounds, set once for every
// component through Mantine's CSS variables (issue 11 item 4). Mantine's defaults put shade 6 text
// on its own 10% tint (light badges, the active nav link: 2–3.8:1) and grey.6 / dark.2 as dimmed
// text (3.3:1 on white, 3.5:1 on dark cards). Here each colour's text, light-variant and outline
// colour is its shade 9 darkened until it holds 4.8:1 on its tint over a striped row (light), or
// its shade 3 lightened until it holds on dark cards (dark). contrastColors.test.ts recomputes the
// ratios, so a change that breaks them fails.
import type { CSSVariablesResolver } from '@mantine/core';

export const TEXT_ON_LIGHT: Record<string, string> = {
  dark: '#141414',
  gray: '#212529',
  red: '#ab2424',
  pink: '#a61e4d',
  grape: '#862e9c',
  violet: '#5f3dc4',
  indigo: '#364fc7',
  blue: '#175fa2',
  cyan: '#0a6778',
  teal: '#076c4d',
  green: '#226e32',
  lime: '#406809',
  yellow: '#964d00',
  orange: '#a3360b',
};

export const TEXT_ON_DARK: Record<string, string> = {
  dark: '#a5a5a5',
  gray: '#dee2e6',
  red: '#ffa8a8',
  pink: '#faa2c1',
  grape: '#e599f7',
  violet: '#bda7fc',
  indigo: '#9cb0ff',
  blue: '#74c0fc',
  cyan: '#66d9e8',
  teal: '#63e6be',
  green: '#8ce99a',
  lime: '#c0eb75',
  yellow: '#ffe066',
  orange: '#ffc078',
};

/**
 * Filled variants (a filled badge or button: white text) where the theme's shade 8 holds white
 * below 4.5:1 (teal.8 3.9:1: the accent badge of /tiles/overview; cyan, green, lime, yellow,
 * orange): the colour's text shade instead, in both schemes, and as its hover too.
 */
export const FILLED: Record<string, string> = {
  cyan: TEXT_ON_LIGHT.cyan,
  teal: TEXT_ON_LIGHT.teal,
  green: TEXT_ON_LIGHT.green,
  lime: TEXT_ON_LIGHT.lime,
  yellow: TEXT_ON_LIGHT.yellow,
  orange: TEXT_ON_LIGHT.orange,
};

function filledVariables(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, hex] of Object.entries(FILLED)) {
    out[`--mantine-color-${name}-filled`] = hex;
    out[`--mantine-color-${name}-filled-hover`] = hex;
  }
  return out;
}

/** Dimmed text, and placeholders (a FileInput's shows as its value would): 5.5:1 on a striped row in light, 4.7:1 on a hovered dark row. */
export const DIMMED = { light: '#5c636a', dark: '#a6a7ab' };

function textVariables(table: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, hex] of Object.entries(table)) {
    out[`--mantine-color-${name}-text`] = hex;
    out[`--mantine-color-${name}-light-color`] = hex;
    out[`--mantine-color-${name}-outline`] = hex;
  }
  return out;
}

export const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  // --mantine-color-error: a field's validation message (and its border) was red.6, 3.3:1 on white.
  light: {
    ...textVariables(TEXT_ON_LIGHT),
    ...filledVariables(),
    '--mantine-color-dimmed': DIMMED.light,
    '--mantine-color-placeholder': DIMMED.light,
    '--mantine-color-anchor': TEXT_ON_LIGHT.indigo,
    '--mantine-color-error': TEXT_ON_LIGHT.red,
  },
  dark: {
    ...textVariables(TEXT_ON_DARK),
    ...filledVariables(),
    '--mantine-color-dimmed': DIMMED.dark,
    '--mantine-color-placeholder': DIMMED.dark,
    '--mantine-color-anchor': TEXT_ON_DARK.indigo,
    '--mantine-color-error': TEXT_ON_DARK.red,
  },
});
