import {
  KPI_STATUS_LABELS,
  formatKpiValue,
  kpiChartGeometry,
  periodDisplay,
  type KpiWithActuals,
} from '@icp-studio/contracts';
import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';

const BAR = '#6366f1';
const TARGET = '#111827';
const TREND = '#2563eb';

/** What the chart says in words (its `<desc>`): the target, the latest value, the trend and the status. */
export function kpiChartDescription(kpi: KpiWithActuals): string {
  const latest = kpi.actuals[kpi.actuals.length - 1];
  const parts = [
    kpi.target !== null
      ? `Target ${formatKpiValue(kpi.target)} per ${kpi.periodKind}.`
      : 'No numeric target.',
    latest
      ? `Latest: ${formatKpiValue(latest.value)} in ${periodDisplay(latest.periodStart, kpi.periodKind)}.`
      : 'No values recorded yet.',
  ];
  if (kpi.trend) parts.push(`Trend ${kpi.trend.direction}.`);
  if (kpi.status) parts.push(`Status: ${KPI_STATUS_LABELS[kpi.status]}.`);
  return parts.join(' ');
}

/**
 * A KPI's actuals as an accessible SVG chart (docs/product.md §17): a bar per period (a period without a
 * value is marked "no value"), the target as a dashed line, the trend as a line; a `<title>` and
 * `<desc>`, and the values as a visually hidden table for screen readers.
 */
export function KpiChart({ kpi }: { kpi: KpiWithActuals }) {
  const uid = useId();
  const g = kpiChartGeometry(kpi, { width: 520, height: 200 });
  const titleId = `${uid}-title`;
  const descId = `${uid}-desc`;
  return (
    <Box>
      <svg
        viewBox={`0 0 ${g.width} ${g.height}`}
        width="100%"
        style={{ maxWidth: 520, height: 'auto', fontFamily: 'inherit' }}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        data-testid="kpi-chart"
      >
        <title id={titleId}>{`${kpi.name}: actuals per ${kpi.periodKind}`}</title>
        <desc id={descId}>{kpiChartDescription(kpi)}</desc>
        {g.ticks.map((t) => (
          <g key={t.value}>
            <line x1={g.plot.left} x2={g.plot.right} y1={t.y} y2={t.y} stroke="#e5e7eb" />
            <text x={g.plot.left - 6} y={t.y + 4} fontSize="11" textAnchor="end" fill="#4b5563">
              {formatKpiValue(t.value)}
            </text>
          </g>
        ))}
        {g.periods.map((p) => (
          <g key={p.periodStart}>
            {p.y === null ? (
              <text x={p.x} y={g.plot.bottom - 4} fontSize="10" textAnchor="middle" fill="#6b7280">
                no value
              </text>
            ) : (
              <rect
                x={p.x - g.barWidth / 2}
                y={p.y}
                width={g.barWidth}
                height={Math.max(0, g.plot.bottom - p.y)}
                rx="2"
                fill={BAR}
              />
            )}
            <text x={p.x} y={g.height - 8} fontSize="11" textAnchor="middle" fill="#374151">
              {p.label}
            </text>
          </g>
        ))}
        {g.targetY !== null ? (
          <line
            x1={g.plot.left}
            x2={g.plot.right}
            y1={g.targetY}
            y2={g.targetY}
            stroke={TARGET}
            strokeWidth="1.5"
            strokeDasharray="6 4"
            data-testid="kpi-target-line"
          />
        ) : null}
        {g.trend ? (
          <line
            x1={g.trend.x1}
            y1={g.trend.y1}
            x2={g.trend.x2}
            y2={g.trend.y2}
            stroke={TREND}
            strokeWidth="2"
            data-testid="kpi-trend-line"
          />
        ) : null}
      </svg>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{`${kpi.name}: values per ${kpi.periodKind}`}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Period</Table.ColumnHeader>
              <Table.ColumnHeader>Value</Table.ColumnHeader>
              <Table.ColumnHeader>Target</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {g.periods.map((p) => (
              <Table.Row key={p.periodStart}>
                <Table.Cell>{p.label}</Table.Cell>
                <Table.Cell>{p.value === null ? 'No value' : formatKpiValue(p.value)}</Table.Cell>
                <Table.Cell>{kpi.target === null ? '—' : formatKpiValue(kpi.target)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
