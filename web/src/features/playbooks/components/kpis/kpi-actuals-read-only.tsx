import type { PlaybookKpis } from '@icp-studio/contracts';
import { Box, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuChartColumn } from 'react-icons/lu';
import { SectionCard } from '../detail/section-card';
import { KpiStatusBadge } from './kpi-status-badge';
import { KpiChart } from './kpi-chart';

/**
 * The KPIs' values as a read-only viewer sees them (a share link, docs/product.md §17): each KPI with
 * values, its status and chart; nothing to record. Nothing when no KPI has values.
 */
export function KpiActualsReadOnly({ kpis }: { kpis: PlaybookKpis }) {
  const tracked = kpis.kpis.filter((k) => k.actuals.length > 0);
  if (tracked.length === 0) return null;
  return (
    <SectionCard
      title="KPI tracking"
      icon={<LuChartColumn />}
      aside={<KpiStatusBadge status={kpis.status} testId="kpi-overall-status" />}
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {tracked.map((kpi) => (
          <Box
            key={kpi.key}
            as="article"
            aria-labelledby={`kpi-${kpi.key}`}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="lg"
            p="4"
          >
            <Stack gap="3">
              <HStack justify="space-between" align="start" gap="3">
                <Stack gap="0.5" minW="0">
                  <Heading as="h3" size="sm" id={`kpi-${kpi.key}`}>
                    {kpi.name}
                  </Heading>
                  <Text fontSize="xs" color="fg.muted">
                    Target {kpi.targetText ?? '—'}
                    {kpi.unit ? ` (${kpi.unit})` : ''} · per {kpi.periodKind}
                  </Text>
                </Stack>
                <KpiStatusBadge status={kpi.status} />
              </HStack>
              <KpiChart kpi={kpi} />
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
