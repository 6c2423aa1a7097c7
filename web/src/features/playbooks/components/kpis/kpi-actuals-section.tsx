import { KPI_SECTION_ANCHOR, type KpiWithActuals } from '@icp-studio/contracts';
import { Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuChartColumn } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { useRealtimeRoom } from '@/lib/realtime/use-realtime-room';
import {
  importErrorLines,
  useImportKpiActuals,
  useKpiActualMutations,
  usePlaybookKpis,
} from '../../api/kpi-actuals';
import { playbookKeys } from '../../api/playbook-keys';
import { SectionCard } from '../detail/section-card';
import { KpiActualForm } from './kpi-actual-form';
import { KpiStatusBadge } from './kpi-status-badge';
import { KpiChart } from './kpi-chart';
import { KpiImport } from './kpi-import';

function KpiCard({ kpi, playbookId }: { kpi: KpiWithActuals; playbookId: string }) {
  const { put, remove } = useKpiActualMutations(playbookId);
  const [open, setOpen] = useState(false);
  const headingId = `kpi-${kpi.key}`;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="lg"
      p="4"
      data-kpi={kpi.key}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="sm" id={headingId}>
              {kpi.name}
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              Target {kpi.targetText ?? '—'}
              {kpi.unit ? ` (${kpi.unit})` : ''} · per {kpi.periodKind}
              {kpi.trend ? ` · trend ${kpi.trend.direction}` : ''}
            </Text>
          </Stack>
          <KpiStatusBadge status={kpi.status} />
        </HStack>
        {kpi.actuals.length > 0 ? (
          <KpiChart kpi={kpi} />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No values recorded yet.
          </Text>
        )}
        <Button
          size="xs"
          variant="outline"
          alignSelf="start"
          aria-expanded={open}
          aria-controls={`${headingId}-values`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Close' : 'Record values'}
        </Button>
        {open ? (
          <Box id={`${headingId}-values`}>
            <KpiActualForm
              kpi={kpi}
              pending={put.isPending}
              onSave={(period, value) => put.mutateAsync({ kpiKey: kpi.key, period, value })}
              onDelete={(period) => remove.mutateAsync({ kpiKey: kpi.key, period })}
            />
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * The playbook page's KPI tracking (docs/product.md §17): each KPI with its chart, status and a form to
 * record values, and a CSV import. Live: a value recorded in another browser refetches them. The address
 * `#kpi-actuals` (a KPI review reminder's link) scrolls to it once it has loaded.
 */
export function KpiActualsSection({ playbookId }: { playbookId: string }) {
  const kpis = usePlaybookKpis(playbookId);
  const importing = useImportKpiActuals(playbookId);
  const queryClient = useQueryClient();
  const [importOpen, setImportOpen] = useState(false);
  useRealtimeRoom(`playbook:${playbookId}`, {
    onKpi: () => void queryClient.invalidateQueries({ queryKey: playbookKeys.kpis(playbookId) }),
    onResync: () => void queryClient.invalidateQueries({ queryKey: playbookKeys.kpis(playbookId) }),
  });
  const list = kpis.data?.kpis ?? [];
  const { hash } = useLocation();
  const shown = list.length > 0;
  useEffect(() => {
    if (shown && hash === `#${KPI_SECTION_ANCHOR}`) {
      document.getElementById(KPI_SECTION_ANCHOR)?.scrollIntoView?.({ block: 'start' });
    }
  }, [shown, hash]);
  if (!kpis.data || list.length === 0) return null;
  return (
    <SectionCard
      id={KPI_SECTION_ANCHOR}
      title="KPI tracking"
      icon={<LuChartColumn />}
      aside={<KpiStatusBadge status={kpis.data.status} testId="kpi-overall-status" />}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Record what each KPI reached per period. On track: the latest value meets the target; at risk:
          within 80% of it, or rising to reach it within two periods; behind: otherwise.
        </Text>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {list.map((k) => (
            <KpiCard key={k.key} kpi={k} playbookId={playbookId} />
          ))}
        </SimpleGrid>
        <Button
          size="sm"
          variant="ghost"
          alignSelf="start"
          aria-expanded={importOpen}
          aria-controls={`kpi-import-${playbookId}`}
          onClick={() => setImportOpen((o) => !o)}
        >
          {importOpen ? 'Close the import' : 'Import values from CSV'}
        </Button>
        {importOpen ? (
          <Box id={`kpi-import-${playbookId}`}>
            <KpiImport
              pending={importing.isPending}
              errorLines={importErrorLines}
              onImport={(csv) => importing.mutateAsync(csv)}
            />
          </Box>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
