import { Box, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuUserCog } from 'react-icons/lu';
import { EmptyBlock, ListError, SectionTitle } from '@/components/ui/list-controls';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminAdvisors } from '../api/get-admin-advisors';
import { AdvisorRow } from '../components/advisor-roster';
import { workloadSummary } from '../lib/workload';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" borderColor="border.muted" borderRadius="xl" bg="bg.panel" p="4">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Box>
  );
}

/**
 * `/admin/advisors` (docs/product.md §2, Advisors): every advisor with their number of clients, the
 * team's workload in figures, and each advisor's clients on demand.
 */
export function AdminAdvisorsPage() {
  useDocumentTitle('Advisors');
  const advisors = useAdminAdvisors();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  useErrorToast(advisors.error, 'Failed to fetch advisors');
  const list = advisors.data ?? [];
  const summary = workloadSummary(list);
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Container maxW="7xl" pt={{ base: '8', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
            Advisors
          </Heading>
          <Text color="fg.muted" mt="2">
            Every advisor and how many clients they look after. Open an advisor to see their clients.
          </Text>
        </Box>

        {advisors.data && list.length > 0 ? (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" aria-label="Workload in figures" as="section">
            <Figure label="Advisors" value={String(summary.advisors)} />
            <Figure label="Assigned clients" value={String(summary.clients)} />
            <Figure label="Clients per advisor" value={summary.average} />
            <Figure label="Without clients" value={String(summary.idle)} />
          </SimpleGrid>
        ) : null}

        <Box as="section" aria-labelledby="advisors-list-title">
          <SectionTitle
            id="advisors-list-title"
            title="Workload"
            count={advisors.data ? list.length : undefined}
            subtitle="By name; the bar compares each advisor with the busiest one."
          />
          {advisors.isPending ? (
            <Stack gap="3" aria-busy="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h="20" borderRadius="xl" />
              ))}
            </Stack>
          ) : advisors.isError ? (
            <ListError message="Failed to fetch advisors" onRetry={() => void advisors.refetch()} />
          ) : list.length === 0 ? (
            <EmptyBlock
              icon={<LuUserCog />}
              title="No advisors yet"
              description="Give a user the Advisor role under Users & Roles on the Admin Dashboard to start assigning clients."
            />
          ) : (
            <Stack as="ul" listStyleType="none" gap="3" aria-label="Advisors">
              {list.map((advisor) => (
                <AdvisorRow
                  key={advisor.id}
                  advisor={advisor}
                  busiest={summary.busiest}
                  open={open.has(advisor.id)}
                  onToggle={() => toggle(advisor.id)}
                />
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </Container>
  );
}
