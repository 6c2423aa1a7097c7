import type { AdminReports } from '@icp-studio/contracts';
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, EmptyState, Heading, Table, Text, VisuallyHidden, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuChartBar, LuGauge, LuUserCog } from 'react-icons/lu';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import {
  hasProfiles,
  hasWeeklyActivity,
  scoreRows,
  scoreSummary,
  weeklyRows,
  weeklySummary,
  workloadRows,
  workloadText,
} from '../lib/reports';

/**
 * A report card: its title, a one-line summary everyone reads, the chart (hidden from assistive
 * technology) and the same figures as a visually hidden table, or a friendly empty state.
 */
function ReportCard({
  id,
  title,
  summary,
  empty,
  emptyIcon,
  emptyTitle,
  emptyText,
  chart,
  table,
}: {
  id: string;
  title: string;
  summary: string;
  empty: boolean;
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyText: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      minW="0"
    >
      <Heading as="h2" size="md" id={`${id}-title`}>
        {title}
      </Heading>
      {empty ? (
        <EmptyState.Root py="10">
          <EmptyState.Content>
            <EmptyState.Indicator color="brand.fg" bg="brand.subtle" borderRadius="full" p="3">
              {emptyIcon}
            </EmptyState.Indicator>
            <VStack textAlign="center" gap="1">
              <EmptyState.Title>{emptyTitle}</EmptyState.Title>
              <EmptyState.Description>{emptyText}</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm" mt="1" mb="4" data-testid={`${id}-summary`}>
            {summary}
          </Text>
          <Box aria-hidden data-testid={`${id}-chart`}>
            {chart}
          </Box>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </Box>
  );
}

/** A plain table of a chart's figures (the chart's text alternative). */
function FiguresTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <Table.Root>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          {head.map((h) => (
            <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={String(r[0])}>
            {r.map((cell, i) => (
              <Table.Cell key={i}>{cell}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const axis = { axisLine: false, tickLine: false } as const;

/** Profiles and playbooks created per week, the last 12 weeks (docs/product.md §2, Reports). */
export function CreatedPerWeekChart({ report }: { report: AdminReports }) {
  const chart = useChart({
    data: weeklyRows(report),
    series: [
      { name: 'profiles', label: 'ICPs', color: 'brand.solid' },
      { name: 'playbooks', label: 'Playbooks', color: 'accent.500' },
    ],
  });
  return (
    <ReportCard
      id="report-weekly"
      title="ICPs and playbooks created per week"
      summary={weeklySummary(report)}
      empty={!hasWeeklyActivity(report)}
      emptyIcon={<LuChartBar />}
      emptyTitle="Nothing created in the last 12 weeks"
      emptyText="New ICPs and playbooks show up here week by week."
      chart={
        <Chart.Root chart={chart} h={{ base: '56', md: '72' }} aspectRatio="auto">
          <BarChart
            responsive
            data={chart.data}
            accessibilityLayer={false}
            style={{ width: '100%', height: '100%' }}
          >
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis dataKey={chart.key('week')} {...axis} interval="preserveStartEnd" minTickGap={8} />
            <YAxis {...axis} allowDecimals={false} width={32} />
            <Tooltip
              cursor={{ fill: chart.color('bg.muted') }}
              animationDuration={100}
              content={<Chart.Tooltip />}
            />
            <Legend content={<Chart.Legend />} />
            {chart.series.map((s) => (
              <Bar
                key={s.name}
                isAnimationActive={false}
                dataKey={chart.key(s.name)}
                name={String(s.label)}
                fill={chart.color(s.color)}
                radius={[4, 4, 0, 0]}
                maxBarSize={28}
              />
            ))}
          </BarChart>
        </Chart.Root>
      }
      table={
        <FiguresTable
          caption="ICPs and playbooks created per week"
          head={['Week of', 'ICPs', 'Playbooks']}
          rows={report.weeks.map((w, i) => [chart.data[i]?.week ?? w.weekStart, w.profiles, w.playbooks])}
        />
      }
    />
  );
}

/** How many profiles score in each range, and how many have no score yet. */
export function ScoreDistributionChart({ report }: { report: AdminReports }) {
  const chart = useChart({
    data: scoreRows(report),
    series: [{ name: 'profiles', label: 'ICPs', color: 'brand.solid' }],
  });
  return (
    <ReportCard
      id="report-scores"
      title="Quality scores"
      summary={scoreSummary(report)}
      empty={!hasProfiles(report)}
      emptyIcon={<LuGauge />}
      emptyTitle="No ICPs yet"
      emptyText="Once ICPs are analyzed, their quality scores are grouped here."
      chart={
        <Chart.Root chart={chart} h={{ base: '56', md: '64' }} aspectRatio="auto">
          <BarChart
            responsive
            data={chart.data}
            accessibilityLayer={false}
            style={{ width: '100%', height: '100%' }}
          >
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis dataKey={chart.key('range')} {...axis} />
            <YAxis {...axis} allowDecimals={false} width={32} />
            <Tooltip
              cursor={{ fill: chart.color('bg.muted') }}
              animationDuration={100}
              content={<Chart.Tooltip />}
            />
            <Bar
              isAnimationActive={false}
              dataKey={chart.key('profiles')}
              name="ICPs"
              radius={[4, 4, 0, 0]}
              maxBarSize={48}
            >
              {chart.data.map((row) => (
                <Cell key={row.range} fill={chart.color(row.unscored ? 'gray.400' : 'brand.solid')} />
              ))}
            </Bar>
          </BarChart>
        </Chart.Root>
      }
      table={
        <FiguresTable
          caption="ICPs by quality score"
          head={['Score', 'ICPs']}
          rows={chart.data.map((r) => [r.range, r.profiles])}
        />
      }
    />
  );
}

/** Clients per advisor, busiest first. */
export function AdvisorWorkloadChart({ report }: { report: AdminReports }) {
  const rows = workloadRows(report);
  const chart = useChart({
    data: rows,
    series: [{ name: 'clients', label: 'Clients', color: 'accent.600' }],
  });
  return (
    <ReportCard
      id="report-workload"
      title="Advisor workload"
      summary={workloadText(report)}
      empty={rows.length === 0}
      emptyIcon={<LuUserCog />}
      emptyTitle="No advisors yet"
      emptyText="Give a user the Advisor role to see how clients are shared out."
      chart={
        <Chart.Root chart={chart} h={`${Math.max(160, rows.length * 40 + 40)}px`} aspectRatio="auto">
          <BarChart
            responsive
            layout="vertical"
            data={chart.data}
            accessibilityLayer={false}
            style={{ width: '100%', height: '100%' }}
            margin={{ left: 8, right: 16 }}
          >
            <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
            <XAxis type="number" {...axis} allowDecimals={false} />
            <YAxis type="category" dataKey={chart.key('advisor')} {...axis} width={120} />
            <Tooltip
              cursor={{ fill: chart.color('bg.muted') }}
              animationDuration={100}
              content={<Chart.Tooltip />}
            />
            <Bar
              isAnimationActive={false}
              dataKey={chart.key('clients')}
              name="Clients"
              fill={chart.color('accent.600')}
              radius={[0, 4, 4, 0]}
              maxBarSize={24}
            />
          </BarChart>
        </Chart.Root>
      }
      table={
        <FiguresTable
          caption="Clients per advisor"
          head={['Advisor', 'Clients']}
          rows={rows.map((r) => [r.advisor, r.clients])}
        />
      }
    />
  );
}
