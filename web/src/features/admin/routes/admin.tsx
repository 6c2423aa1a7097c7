import type { AdvisorSummary, ClientListing } from '@icp-studio/contracts';
import { Box, Button, Container, Heading, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuUsers } from 'react-icons/lu';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import {
  FilterBar,
  EmptyBlock,
  FilterSelect,
  ListError,
  SearchField,
  SectionTitle,
} from '@/components/ui/list-controls';
import { useErrorToast } from '@/hooks/use-error-toast';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { displayName } from '@/lib/user-display';
import { useAdminAdvisors } from '../api/get-admin-advisors';
import { CLIENT_PAGE_SIZE, useAdminClients } from '../api/get-admin-clients';
import { useAdminMetrics } from '../api/get-admin-metrics';
import { useRemoveAssignment } from '../api/remove-assignment';
import { AdvisorWorkload } from '../components/advisor-workload';
import { AssignmentDialog } from '../components/assignment-dialog';
import { ClientCards, ClientTable } from '../components/client-table';
import { MetricsCards } from '../components/metrics-cards';
import { NoEmailNotice } from '../components/no-email-notice';
import { Pager } from '@/components/ui/pager';
import { useRoleChange } from '../components/role-change';
import { UsersRolesCard } from '../components/users-roles-card';
import { useUserDelete } from '../components/user-delete';
import {
  advisorFilterOptions,
  ASSIGNMENT_STATUS_OPTIONS,
  initialClientFilters,
  isFilteringClients,
  toAdminClientParams,
  withAdvisor,
  withStatus,
  type AssignmentStatusFilter,
  type ClientFilterState,
} from '../lib/client-filters';

/**
 * `/admin` (docs/product.md §2, Admin page): system metrics, the client table with assignments, advisor
 * workload, and users' roles. Every list is searched, filtered and paged by the server.
 */
export function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  const [filters, setFilters] = useState<ClientFilterState>(initialClientFilters);
  const [assigning, setAssigning] = useState<ClientListing | null>(null);
  const [removing, setRemoving] = useState<ClientListing | null>(null);
  const [requestRoleChange, roleDialog] = useRoleChange();
  const [requestDelete, deleteDialog] = useUserDelete();
  // The seven-column table needs a wide screen; narrower ones get a card per client.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false });
  const ClientList = wide ? ClientTable : ClientCards;

  const debouncedSearch = useDebouncedValue(filters.search);
  const params = useMemo(
    () => toAdminClientParams({ ...filters, search: debouncedSearch }, CLIENT_PAGE_SIZE),
    [filters, debouncedSearch],
  );

  const metrics = useAdminMetrics();
  const clients = useAdminClients(params);
  const advisors = useAdminAdvisors();
  const remove = useRemoveAssignment();
  useErrorToast(clients.error, 'Failed to fetch clients');
  useErrorToast(metrics.error, 'Failed to fetch metrics');

  const rows = clients.data?.items;
  const total = clients.data?.total ?? 0;
  const filtering = isFilteringClients(filters);

  const viewAdvisorClients = (advisor: AdvisorSummary) => {
    setFilters(withAdvisor({ ...initialClientFilters }, advisor.id));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const name = displayName(removing);
    try {
      await remove.mutateAsync(removing.id);
      notifySuccess('Assignment removed successfully', `${name} no longer has an advisor.`);
      setRemoving(null);
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to remove assignment'));
      setRemoving(null);
    }
  };

  return (
    <Container maxW="7xl" pt={{ base: '8', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '10', md: '12' }}>
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
            Admin Dashboard
          </Heading>
          <Text color="fg.muted" mt="2">
            Manage clients, advisors and their assignments.
          </Text>
        </Box>

        {metrics.data?.emailConfigured === false ? <NoEmailNotice /> : null}

        <Box as="section" aria-labelledby="metrics-title">
          <SectionTitle id="metrics-title" title="System Metrics" />
          {metrics.isError ? (
            <ListError message="Failed to fetch metrics" onRetry={() => void metrics.refetch()} />
          ) : (
            <MetricsCards metrics={metrics.data} />
          )}
        </Box>

        <Box as="section" aria-labelledby="clients-title" id="clients">
          <SectionTitle
            id="clients-title"
            title="Client Management"
            count={clients.data ? total : undefined}
            subtitle="Assign clients to advisors, create profiles for them and manage their roles."
          />
          <FilterBar label="Filter clients" mb="4">
            <SearchField
              label="Search clients"
              value={filters.search}
              onChange={(search) => setFilters({ ...filters, search, page: 0 })}
              placeholder="Search by email, first or last name"
            />
            <FilterSelect<AssignmentStatusFilter>
              label="Status"
              value={filters.status}
              options={ASSIGNMENT_STATUS_OPTIONS}
              onChange={(status) => setFilters(withStatus(filters, status))}
            />
            <FilterSelect<string>
              label="Advisor"
              value={filters.advisor}
              options={advisorFilterOptions(advisors.data ?? [])}
              onChange={(advisor) => setFilters(withAdvisor(filters, advisor))}
              minW="44"
            />
          </FilterBar>

          {clients.isError && !rows ? (
            <ListError message="Failed to fetch clients" onRetry={() => void clients.refetch()} />
          ) : rows && rows.length === 0 ? (
            <EmptyBlock
              icon={<LuUsers />}
              title={filtering ? 'No clients found matching your filters' : 'No clients available'}
              description={
                filtering
                  ? 'Try another search or clear the filters.'
                  : 'Clients appear here once they sign up.'
              }
              action={
                filtering ? (
                  <Button variant="outline" mt="2" onClick={() => setFilters(initialClientFilters)}>
                    Clear filters
                  </Button>
                ) : null
              }
            />
          ) : (
            <Box opacity={clients.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s ease">
              <ClientList
                clients={rows}
                loading={clients.isPending}
                onAssign={setAssigning}
                onRemove={setRemoving}
                onRoleChange={requestRoleChange}
              />
              <Pager
                page={filters.page}
                pageSize={CLIENT_PAGE_SIZE}
                total={total}
                noun={total === 1 ? 'client' : 'clients'}
                onPageChange={(page) => setFilters({ ...filters, page })}
                busy={clients.isPlaceholderData}
                hasPrev={clients.data ? clients.data.prev !== undefined : undefined}
                hasNext={clients.data ? clients.data.next !== undefined : undefined}
              />
            </Box>
          )}
        </Box>

        <Box as="section" aria-labelledby="advisors-title" id="advisors">
          <SectionTitle
            id="advisors-title"
            title="Advisor Workload"
            count={advisors.data?.length}
            subtitle="Each advisor’s clients, most recently assigned first."
          />
          <AdvisorWorkload
            advisors={advisors.data}
            isPending={advisors.isPending}
            isError={advisors.isError}
            onRetry={() => void advisors.refetch()}
            onViewClients={viewAdvisorClients}
          />
        </Box>

        <Box as="section" aria-labelledby="users-title" id="users">
          <SectionTitle
            id="users-title"
            title="Users & Roles"
            subtitle="Find any user and change their role (make someone an advisor, an admin, or a client again) or delete them."
          />
          <UsersRolesCard onRoleChange={requestRoleChange} onDelete={requestDelete} />
        </Box>
      </Stack>

      <AssignmentDialog
        client={assigning}
        advisors={advisors.data ?? []}
        onClose={() => setAssigning(null)}
      />
      <ConfirmActionDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove assignment?"
        description={
          removing
            ? `${displayName(removing)} will no longer have an advisor${
                removing.advisor
                  ? `, and ${displayName({ ...removing.advisor, email: '' })} will lose access to their profiles and playbooks`
                  : ''
              }.`
            : ''
        }
        confirmLabel="Remove"
        onConfirm={() => void confirmRemove()}
        pending={remove.isPending}
      />
      {roleDialog}
      {deleteDialog}
    </Container>
  );
}
