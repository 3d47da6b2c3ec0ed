// uPlot options for the console's Chart: line or bar series (side by side in a category), a
// second y-axis, time or category x, axis colours for light and dark, and vertical markers.
import uPlot from 'uplot';
import {
  allWhole,
  axisWidth,
  barSlot,
  categorySplits,
  categoryStep,
  formatValue,
  rangeWithZero,
  seriesColor,
  stepSplits,
  type ChartExtraAxis,
  type ChartSeries,
  type ChartX,
  type ValueFormat,
} from './shape';

export interface ChartMarker {
  /** Position on the x axis: a time, or a (fractional) category index. */
  x: number;
  label: string;
}

export interface OptionsInput {
  mode: 'line' | 'bar';
  x: ChartX;
  series: readonly ChartSeries[];
  height: number;
  scheme: 'light' | 'dark';
  yFormat?: ValueFormat;
  y2Format?: ValueFormat;
  yLabel?: string;
  y2Label?: string;
  xLabel?: string;
  markers?: readonly ChartMarker[];
  /** A fixed left y range, e.g. [0, 100] for percents (001 §9 daily chart); default: the data's, with zero. */
  yRange?: readonly [number, number];
  /** Left y ticks at every multiple of this step (001 §9: rates 0-100 step 5). */
  yStep?: number;
  /** Further y-axes, each with its own scale (multi-axis trend charts). */
  extraAxes?: readonly ChartExtraAxis[];
  /** false hides the legend (a small card chart of one series). Default true. */
  legend?: boolean;
}

const THEME = {
  light: { axis: '#495057', grid: 'rgba(0,0,0,0.07)', marker: '#e03131', label: 'rgba(255,255,255,0.9)' },
  dark: { axis: '#c1c2c5', grid: 'rgba(255,255,255,0.09)', marker: '#ff8787', label: 'rgba(36,36,36,0.9)' },
};

function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = parseInt(m[1], 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}

function markersPlugin(markers: readonly ChartMarker[], color: string, background: string): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const { ctx } = u;
        const { top, height } = u.bbox;
        ctx.save();
        for (const m of markers) {
          const px = u.valToPos(m.x, 'x', true);
          if (!Number.isFinite(px)) continue;
          ctx.strokeStyle = color;
          ctx.fillStyle = color;
          ctx.lineWidth = 2 * uPlot.pxRatio;
          ctx.setLineDash([6 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
          ctx.beginPath();
          ctx.moveTo(px, top);
          ctx.lineTo(px, top + height);
          ctx.stroke();
          ctx.setLineDash([]);
          const r = uPlot.pxRatio;
          ctx.font = `${12 * r}px system-ui, sans-serif`;
          const w = ctx.measureText(m.label).width;
          const right = px + w + 10 * r > u.bbox.left + u.bbox.width;
          const x0 = right ? px - w - 8 * r : px + 4 * r;
          ctx.fillStyle = background;
          ctx.fillRect(x0 - 2 * r, top + 2 * r, w + 8 * r, 16 * r);
          ctx.fillStyle = color;
          ctx.textAlign = 'left';
          ctx.fillText(m.label, x0 + 2 * r, top + 14 * r);
        }
        ctx.restore();
      },
    },
  };
}

/** Options without the width (the component adds it, so a resize does not rebuild the chart). */
export function buildOptions(input: OptionsInput): Omit<uPlot.Options, 'width'> {
  const { mode, x, series, scheme } = input;
  const theme = THEME[scheme];
  const category = x.kind === 'category';
  const labels = category ? x.labels : [];
  const bars = series.map((s) => (s.kind ?? mode) === 'bar' && category);
  const barCount = bars.filter(Boolean).length;
  const hasRight = series.some((s) => s.axis === 'right');
  // Extra axes that some series use, in the order given.
  const extras = (input.extraAxes ?? []).filter((a) => a.id !== 'left' && a.id !== 'right' && series.some((s) => s.axis === a.id));
  const extra = (axis: string) => extras.find((a) => a.id === axis);
  const scaleOf = (axis: string) => (axis === 'right' ? 'y2' : extra(axis) ? `y_${axis}` : 'y');
  const format = (axis: string) => (axis === 'right' ? input.y2Format : (extra(axis)?.format ?? input.yFormat));

  let barIndex = 0;
  const uSeries: uPlot.Series[] = series.map((s, i) => {
    const color = s.color ?? seriesColor(i, scheme);
    const axis = s.axis ?? 'left';
    const common: uPlot.Series = {
      label: s.label,
      scale: scaleOf(axis),
      stroke: color,
      show: !s.hidden,
      value: (_u, v) => formatValue(v, format(axis)),
    };
    if (!bars[i]) return { ...common, width: 2, points: { show: category && labels.length <= 60 }, spanGaps: false };
    const slot = barSlot(barIndex++, barCount);
    return {
      ...common,
      width: 0,
      fill: withAlpha(color, 0.85),
      points: { show: false },
      paths: uPlot.paths.bars!({
        disp: {
          x0: { unit: 1, values: (u) => (u.data[0] as number[]).map((v) => v + slot.offset) },
          size: { unit: 1, values: (u) => (u.data[0] as number[]).map(() => slot.width) },
        },
      }),
    };
  });

  const axisStyle = { stroke: theme.axis, grid: { stroke: theme.grid, width: 1 }, ticks: { stroke: theme.grid, width: 1 } };
  // Counts tick whole numbers only (no 2.5 users).
  const WHOLE = [
    1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1e3, 2e3, 2.5e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 2e6, 5e6, 1e7, 2e7, 5e7, 1e8, 1e9,
  ];
  const whole = (axis: string) =>
    (format(axis) ?? 'number') === 'number' && allWhole(series.filter((s) => scaleOf(s.axis ?? 'left') === scaleOf(axis)));
  const yAxis = (axis: string): uPlot.Axis => ({
    ...axisStyle,
    ...(whole(axis) ? { incrs: WHOLE } : {}),
    ...(axis === 'left' && input.yStep
      ? { splits: (_u: uPlot, _i: number, min: number, max: number) => stepSplits(min, max, input.yStep!) }
      : {}),
    scale: scaleOf(axis),
    side: axis === 'left' ? 3 : axis === 'right' || extra(axis)?.side !== 'left' ? 1 : 3,
    label: axis === 'right' ? input.y2Label : axis === 'left' ? input.yLabel : extra(axis)?.label,
    grid: axis === 'left' ? axisStyle.grid : { show: false },
    values: (u, splits) => {
      // A stepped axis keeps every gridline but labels every other one when they would crowd.
      const crowded =
        axis === 'left' && !!input.yStep && splits.length > 1 && u.bbox.height / (uPlot.pxRatio || 1) / (splits.length - 1) < 16;
      return splits.map((v) => (crowded && Math.round(v / input.yStep!) % 2 ? '' : formatValue(v, format(axis))));
    },
    size: (_u, values) => axisWidth(values ?? []),
  });
  const labelGap = Math.max(
    36,
    8 +
      7 *
        Math.min(
          14,
          labels.reduce((m, l) => Math.max(m, l.length), 1),
        ),
  );
  const xAxis: uPlot.Axis = category
    ? {
        ...axisStyle,
        label: input.xLabel,
        grid: { show: false },
        splits: (u, _i, min, max) =>
          categorySplits(labels.length, categoryStep(labels.length, u.bbox.width / uPlot.pxRatio, labelGap), min, max),
        values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
      }
    : { ...axisStyle, label: input.xLabel, grid: axisStyle.grid };

  const zero: uPlot.Scale['range'] = (_u, min, max) => rangeWithZero(min, max);
  return {
    height: input.height,
    legend: { live: true, show: input.legend !== false },
    cursor: { drag: { x: !category, y: false }, points: { size: 7 } },
    scales: {
      x: category ? { time: false, range: () => [-0.5, Math.max(0.5, labels.length - 0.5)] } : { time: true },
      y: { range: input.yRange ? () => [input.yRange![0], input.yRange![1]] : zero },
      ...(hasRight ? { y2: { range: zero } } : {}),
      ...Object.fromEntries(extras.map((a) => [scaleOf(a.id), { range: zero }])),
    },
    series: [
      category
        ? { label: input.xLabel ?? '', value: (_u, v) => (v === null ? '–' : (labels[v] ?? '')) }
        : { label: input.xLabel ?? 'Time' },
      ...uSeries,
    ],
    axes: [xAxis, yAxis('left'), ...(hasRight ? [yAxis('right')] : []), ...extras.map((a) => yAxis(a.id))],
    plugins: input.markers?.length ? [markersPlugin(input.markers, theme.marker, theme.label)] : [],
  };
}
