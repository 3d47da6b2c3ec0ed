// The chart for places that show one only on demand (a modal a link opens): uPlot loads when the
// chart first shows, not with the screen behind it (level statistics loaded 24 KB it never drew).
import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import type { ChartProps } from './Chart';

const Chart = lazy(() => import('./Chart').then((m) => ({ default: m.Chart })));

export function LazyChart(props: ChartProps) {
  return (
    <Suspense
      fallback={
        <Center h={props.height ?? 300}>
          <Loader size="sm" />
        </Center>
      }
    >
      <Chart {...props} />
    </Suspense>
  );
}
