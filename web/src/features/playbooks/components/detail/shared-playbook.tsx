import type { Playbook, PlaybookKpis, SharedPlaybook as Shared } from '@icp-studio/contracts';
import { Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { format, isValid, parseISO } from 'date-fns';
import { RecordStatusBadge } from '@/components/ui/record-status-badge';
import { KpiActualsReadOnly } from '../kpis/kpi-actuals-read-only';
import { PlaybookSections, playbookHasContent } from './playbook-sections';

/** The sections take a whole playbook; a shared one has no owner or profile id, which they never show. */
export function sharedAsPlaybook(playbook: Shared): Playbook {
  return { ...playbook, icpId: '', userId: '', createdBy: '', clientName: null };
}

/**
 * A playbook as a share link shows it (docs/product.md §14): the playbook page's own sections, read-only,
 * without notes, tasks or the owner.
 */
export function SharedPlaybook({
  playbook,
  kpiActuals,
}: {
  playbook: Shared;
  /** The KPIs' values, status and trend (docs/product.md §17), read-only. */
  kpiActuals?: PlaybookKpis;
}) {
  const p = sharedAsPlaybook(playbook);
  const updated = parseISO(playbook.updatedAt);
  return (
    <Container maxW="6xl" pt={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="1.5">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="-0.01em" wordBreak="break-word">
            {playbook.name}
          </Heading>
          <HStack gap="2" wrap="wrap" color="fg.muted" fontSize="sm" rowGap="1">
            <Text>Marketing Playbook</Text>
            <RecordStatusBadge status={playbook.status} />
            {playbook.icpName ? <Text>· For {playbook.icpName}</Text> : null}
            {isValid(updated) ? <Text>· Updated {format(updated, 'MMM d, yyyy')}</Text> : null}
          </HStack>
        </Stack>
        {playbookHasContent(p) ? (
          <PlaybookSections playbook={p} shared />
        ) : (
          <Text color="fg.muted">This playbook is still empty.</Text>
        )}
        {kpiActuals ? <KpiActualsReadOnly kpis={kpiActuals} /> : null}
      </Stack>
    </Container>
  );
}
