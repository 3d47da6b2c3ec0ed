// The console's one chart (DESIGN §8): uPlot through uplot-react. Line or bar series with a
// legend, an optional second y-axis, time or category x, the container's width, light/dark
// colours. Heavy: import it only from lazily loaded screens, never from a manifest.
import 'uplot/dist/uPlot.min.css';
import './chart.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Center, Text, useComputedColorScheme } from '@mantine/core';
import UplotReact from 'uplot-react';
import type uPlot from 'uplot';
import { buildOptions, type ChartMarker } from './options';
import { alignedData, hasData, type ChartExtraAxis, type ChartSeries, type ChartX, type ValueFormat } from './shape';

export type { ChartMarker } from './options';
export type { ChartExtraAxis, ChartSeries, ChartX, ValueFormat } from './shape';

export interface ChartProps {
  mode: 'line' | 'bar';
  x: ChartX;
  series: ChartSeries[];
  /** Plot height in pixels (the legend adds its own lines). Default 300. */
  height?: number;
  yFormat?: ValueFormat;
  /** Format of the second y-axis (series with axis 'right'). */
  y2Format?: ValueFormat;
  yLabel?: string;
  y2Label?: string;
  xLabel?: string;
  /** Dashed vertical lines, e.g. a median. */
  markers?: ChartMarker[];
  /** A fixed left y range, e.g. [0, 100] for percents; default: the data's, with zero. */
  yRange?: readonly [number, number];
  /** Left y ticks at every multiple of this step (e.g. 5 on a 0-100 percent axis). */
  yStep?: number;
  /** Further y-axes; a series names one by its id in `axis` (more measures than two scales show). */
  extraAxes?: readonly ChartExtraAxis[];
  /** false hides the legend (small card charts). Default true. */
  legend?: boolean;
  /** Accessible name of the chart. */
  label: string;
  emptyText?: string;
}

function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(Math.floor(el.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export function Chart(props: ChartProps) {
  const { mode, x, series, height = 300, label } = props;
  const scheme = useComputedColorScheme('light');
  const [ref, width] = useWidth();
  const data = useMemo(() => alignedData(x, series) as uPlot.AlignedData, [x, series]);
  // What the options show, as values (the props are new objects each render).
  const seriesKey = series.map((s) => `${s.label}|${s.axis}|${s.kind}|${s.color}|${s.hidden}`).join();
  const yRangeKey = props.yRange?.join();
  const axesKey = JSON.stringify(props.extraAxes?.map((a) => [a.id, a.label, a.side, typeof a.format === 'function' ? 'fn' : a.format]));
  const base = useMemo(
    () =>
      buildOptions({
        mode,
        x,
        series,
        height,
        scheme,
        yFormat: props.yFormat,
        y2Format: props.y2Format,
        yLabel: props.yLabel,
        y2Label: props.y2Label,
        xLabel: props.xLabel,
        markers: props.markers,
        yRange: props.yRange,
        yStep: props.yStep,
        extraAxes: props.extraAxes,
        legend: props.legend,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options are rebuilt when what they show changes; data changes alone only redraw
    [
      mode,
      x,
      series.length,
      seriesKey,
      height,
      scheme,
      props.yFormat,
      props.y2Format,
      props.yLabel,
      props.y2Label,
      props.xLabel,
      props.markers,
      yRangeKey,
      props.yStep,
      props.legend,
      axesKey,
    ],
  );
  const options = useMemo(() => ({ ...base, width }) as uPlot.Options, [base, width]);
  const empty = !hasData(x, series);

  return (
    <Box
      ref={ref}
      role="figure"
      aria-label={label}
      data-testid="chart"
      data-series={series.map((s) => s.label).join('|')}
      w="100%"
      className="liveops-chart"
    >
      {empty ? (
        <Center h={height}>
          <Text c="dimmed">{props.emptyText ?? 'No data'}</Text>
        </Center>
      ) : (
        width > 0 && <UplotReact options={options} data={data} />
      )}
    </Box>
  );
}

export default Chart;
