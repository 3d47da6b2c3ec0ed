// The dashboard (002 "Dashboard"): a grid of 24 columns of cards over 10 days ago to yesterday,
// each with its latest value, the day-over-day and week-over-week change (green up, red down) and a
// line chart; a card opens its statistics screen through a link need. One call answers every card.
import { useMemo } from 'react';
import { Alert, Card, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconChevronRight, IconMinus } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { Chart } from '../../../../core/web/chart/Chart';
import { errorMessage } from '../../../../core/web/http';
import { useLink } from '../../../../core/web/links';
import { preloadScreen } from '../../../../core/web/registry';
import { useRouteParams } from '../../../../core/web/routing/params';
import { linkProps } from '../../../../core/web/shell/linkProps';
import { useLoad } from '../../../../core/web/useLoad';
import type { DashboardResponse } from '../../shared';
import { dashboardApi } from '../api';
import { CARDS, changeColor, changeText, valueText, type CardDef } from '../cards';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

// The theme's text colours (core/web/shell/contrastColors.ts): 4.5:1 in both schemes.
const COLORS = { green: 'green', red: 'red', dimmed: 'dimmed' } as const;
const LINE_COLORS = ['#228be6', '#40c057', '#fab005', '#7950f2', '#fa5252'];
/** A card's height once loaded (title, figures, chart): its skeleton reserves it, so nothing moves when the data arrives. */
const cardHeight = (card: CardDef) => (card.span === 24 ? 365 : 297);

function Change(props: { label: string; value: number | null }) {
  const color = changeColor(props.value);
  const Icon = color === 'green' ? IconArrowUpRight : color === 'red' ? IconArrowDownRight : IconMinus;
  return (
    <Group
      gap={2}
      wrap="nowrap"
      c={COLORS[color]}
      data-trend={color === 'green' ? 'up' : color === 'red' ? 'down' : 'none'}
      role="img"
      aria-label={`${props.label} ${changeText(props.value)}`}
    >
      <Icon size={14} />
      <Text size="xs" fw={600} c="inherit">
        {changeText(props.value)}
      </Text>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
    </Group>
  );
}

function DashboardCard(props: { card: CardDef; data: DashboardResponse; code: string }) {
  const { card, data, code } = props;
  const [, navigate] = useLocation();
  const chart = useMemo(
    () => ({
      x: { kind: 'category' as const, labels: data.days.map((d) => d.slice(5)) },
      series: card.figures
        .filter((f) => !f.suffix)
        .map((f, i) => ({ label: f.label, values: data.figures[f.id].values, color: LINE_COLORS[i] })),
    }),
    [card, data],
  );
  // A card links only to a screen this user may open here (else it is a plain card).
  const href = useLink(card.link.need)({ code, ...card.link.params(data) }) ?? undefined;
  return (
    <Card
      withBorder
      padding="md"
      h="100%"
      mih={cardHeight(card)}
      role={href ? undefined : 'group'}
      aria-label={card.title}
      data-testid={`card-${card.id}`}
      {...(href
        ? {
            component: 'a' as const,
            ...linkProps(href, navigate),
            onPointerEnter: () => preloadScreen(href),
            title: `Open ${card.title.toLowerCase()} statistics`,
            style: { textDecoration: 'none', color: 'inherit', cursor: 'pointer' },
          }
        : {})}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600}>{card.title}</Text>
        {href && <IconChevronRight size={16} opacity={0.5} />}
      </Group>
      <Group gap="xl" align="flex-start" mb="sm">
        {card.figures.map((f) => {
          const fig = data.figures[f.id];
          return (
            <Stack key={f.id} gap={2} data-testid={`figure-${f.id}`}>
              {card.figures.length > 1 && (
                <Text size="xs" c="dimmed">
                  {f.label}
                </Text>
              )}
              <Text fz={26} fw={700} lh={1.1}>
                {valueText(fig.latest, f.digits ?? 0, f.suffix)}
              </Text>
              <Change label="DoD" value={fig.dod} />
              <Change label="WoW" value={fig.wow} />
            </Stack>
          );
        })}
      </Group>
      <Chart
        label={`${card.title}, last 10 days`}
        mode="line"
        x={chart.x}
        series={chart.series}
        legend={chart.series.length > 1}
        {...(chart.series.length > 1 ? { xLabel: 'Day' } : {})}
        height={card.span === 24 ? 170 : 150}
      />
    </Card>
  );
}

function DashboardPage() {
  const { code } = useRouteParams<{ code: string }>();
  const res = useLoad(() => dashboardApi.get(code), [code]);
  const data = res.data;
  return (
    <>
      <Group justify="space-between" align="baseline" mb="md">
        <ScreenTitle>Dashboard</ScreenTitle>
        <Text size="sm" c="dimmed">
          {data ? `${data.start} to ${data.end} (UTC days; changes: day over day, week over week)` : '10 days ago to yesterday'}
        </Text>
      </Group>
      {res.error && !data ? (
        <Alert color="red" title="The dashboard could not be loaded">
          {errorMessage(res.error)}
        </Alert>
      ) : (
        <Grid columns={24} gutter="md">
          {CARDS.map((card) => (
            <Grid.Col key={card.id} span={{ base: 24, md: card.span === 24 ? 24 : 12, lg: card.span }}>
              {data ? <DashboardCard card={card} data={data} code={code} /> : <Skeleton h={cardHeight(card)} radius="md" />}
            </Grid.Col>
          ))}
        </Grid>
      )}
    </>
  );
}

export default DashboardPage;
