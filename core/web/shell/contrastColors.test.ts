// The theme's text colours against the backgrounds they sit on, in both schemes (WCAG AA 4.5:1).
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { DIMMED, FILLED, TEXT_ON_DARK, TEXT_ON_LIGHT } from './contrastColors';
import { theme } from './theme';

type Rgb = [number, number, number];
const rgb = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
const luminance = (c: Rgb) => {
  const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a: Rgb, b: Rgb) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
const over = (fg: Rgb, alpha: number, bg: Rgb): Rgb => fg.map((v, i) => Math.round(v * alpha + bg[i] * (1 - alpha))) as Rgb;
const C = DEFAULT_THEME.colors;
const AA = 4.5;

describe('contrast of the theme', () => {
  it('every colour has a text colour in both schemes', () => {
    expect(Object.keys(TEXT_ON_LIGHT).sort()).toEqual(Object.keys(C).sort());
    expect(Object.keys(TEXT_ON_DARK).sort()).toEqual(Object.keys(C).sort());
  });

  for (const name of Object.keys(C) as (keyof typeof C)[]) {
    it(`${name} text on its light tint, plain and on a striped row (light) and on dark cards (dark)`, () => {
      const tint = rgb(C[name][6]);
      for (const bg of [[255, 255, 255], [241, 243, 245], over(tint, 0.1, [255, 255, 255]), over(tint, 0.12, [233, 236, 239])] as Rgb[]) {
        expect(ratio(rgb(TEXT_ON_LIGHT[name]), bg)).toBeGreaterThanOrEqual(AA);
      }
      const darkTint = rgb(C[name][8]);
      for (const bg of [rgb('#242424'), rgb('#2e2e2e'), over(darkTint, 0.2, rgb('#2e2e2e')), over(darkTint, 0.2, rgb('#3b3b3b'))]) {
        expect(ratio(rgb(TEXT_ON_DARK[name]), bg)).toBeGreaterThanOrEqual(AA);
      }
    });
  }

  it('dimmed text on cards, striped and hovered rows', () => {
    for (const bg of ['#ffffff', '#f8f9fa', '#f1f3f5', '#e9ecef']) expect(ratio(rgb(DIMMED.light), rgb(bg))).toBeGreaterThanOrEqual(AA);
    for (const bg of ['#242424', '#2e2e2e', '#333333', '#3b3b3b']) expect(ratio(rgb(DIMMED.dark), rgb(bg))).toBeGreaterThanOrEqual(AA);
  });

  it("white text on every colour's filled variant (a filled badge: the accent colour on /tiles/overview) in both schemes", () => {
    const shade = theme.primaryShade as { light: number; dark: number };
    for (const name of Object.keys(C) as (keyof typeof C)[]) {
      for (const s of [shade.light, shade.dark]) {
        const filled = FILLED[name] ?? C[name][s as 0];
        expect(ratio([255, 255, 255], rgb(filled)), `${name} ${filled}`).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  it('white text on the filled primary colour in both schemes', () => {
    const shade = theme.primaryShade as { light: number; dark: number };
    for (const s of [shade.light, shade.dark]) expect(ratio([255, 255, 255], rgb(C.indigo[s as 0]))).toBeGreaterThanOrEqual(AA);
  });
});
