import { Box, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ListError } from '@/components/ui/list-controls';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminReports } from '../api/get-admin-reports';
import {
  AdvisorWorkloadChart,
  CreatedPerWeekChart,
  ScoreDistributionChart,
} from '../components/report-charts';

/**
 * `/admin/reports` (docs/product.md §2, Reports): ICPs and playbooks created per week over the last 12
 * weeks, the quality-score distribution and the advisors' workload, each chart with its figures as text.
 */
export function AdminReportsPage() {
  useDocumentTitle('Reports');
  const reports = useAdminReports();
  useErrorToast(reports.error, 'Failed to fetch reports');

  return (
    <Container maxW="7xl" pt={{ base: '8', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
            Reports
          </Heading>
          <Text color="fg.muted" mt="2">
            How the studio is growing: new ICPs and playbooks, their quality, and how clients are shared among
            advisors. Weeks start on Monday (UTC).
          </Text>
        </Box>
        {reports.isPending ? (
          <Stack gap="5" aria-busy="true">
            <Skeleton h="96" borderRadius="xl" />
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
              <Skeleton h="80" borderRadius="xl" />
              <Skeleton h="80" borderRadius="xl" />
            </SimpleGrid>
          </Stack>
        ) : reports.isError ? (
          <ListError message="Failed to fetch reports" onRetry={() => void reports.refetch()} />
        ) : (
          <Stack gap="5">
            <CreatedPerWeekChart report={reports.data} />
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
              <ScoreDistributionChart report={reports.data} />
              <AdvisorWorkloadChart report={reports.data} />
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
