import type { ClientListing } from '@icp-studio/contracts';
import { Box, Button, Container, Heading, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuUsers } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import {
  EmptyBlock,
  FilterBar,
  FilterSelect,
  ListError,
  SearchField,
  SectionTitle,
} from '@/components/ui/list-controls';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useErrorToast } from '@/hooks/use-error-toast';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { displayName } from '@/lib/user-display';
import { useAdminAdvisors } from '../api/get-admin-advisors';
import { CLIENT_PAGE_SIZE, useAdminClients } from '../api/get-admin-clients';
import { useRemoveAssignment } from '../api/remove-assignment';
import { AllClientsCards, AllClientsTable } from '../components/all-clients-table';
import { AssignmentDialog } from '../components/assignment-dialog';
import { Pager } from '@/components/ui/pager';
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
import {
  CLIENT_SORT_OPTIONS,
  DEFAULT_CLIENT_SORT,
  sortFromValue,
  sortValue,
  toggleSort,
  type ClientSort,
} from '../lib/client-sort';

/**
 * `/admin/clients` (docs/product.md §2, All Clients): every client with their profession, advisor,
 * counts and sign-up date; searched, filtered, sorted and paged by the server. `?advisor=<id>` opens
 * it on one advisor's clients (the Advisors page links here).
 */
export function AdminClientsPage() {
  useDocumentTitle('All Clients');
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<ClientFilterState>(() => {
    const advisor = searchParams.get('advisor');
    return advisor ? withAdvisor(initialClientFilters, advisor) : initialClientFilters;
  });
  const [sort, setSort] = useState<ClientSort>(DEFAULT_CLIENT_SORT);
  const [assigning, setAssigning] = useState<ClientListing | null>(null);
  const [removing, setRemoving] = useState<ClientListing | null>(null);
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false });
  const ClientList = wide ? AllClientsTable : AllClientsCards;

  const debouncedSearch = useDebouncedValue(filters.search);
  const params = useMemo(
    () => ({
      ...toAdminClientParams({ ...filters, search: debouncedSearch }, CLIENT_PAGE_SIZE),
      sort: sort.by,
      order: sort.order,
    }),
    [filters, debouncedSearch, sort],
  );

  const clients = useAdminClients(params);
  const advisors = useAdminAdvisors();
  const remove = useRemoveAssignment();
  useErrorToast(clients.error, 'Failed to fetch clients');

  const rows = clients.data?.items;
  const total = clients.data?.total ?? 0;
  const filtering = isFilteringClients(filters);
  const changeSort = (next: ClientSort) => {
    setSort(next);
    setFilters({ ...filters, page: 0 });
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const name = displayName(removing);
    try {
      await remove.mutateAsync(removing.id);
      notifySuccess('Assignment removed successfully', `${name} no longer has an advisor.`);
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to remove assignment'));
    }
    setRemoving(null);
  };

  return (
    <Container maxW="7xl" pt={{ base: '8', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
            All Clients
          </Heading>
          <Text color="fg.muted" mt="2">
            Every client with their trade, their advisor and their work. Assign, reassign or unassign from
            here.
          </Text>
        </Box>

        <Box as="section" aria-labelledby="all-clients-title">
          <SectionTitle
            id="all-clients-title"
            title="Clients"
            count={clients.data ? total : undefined}
            subtitle="Sort by a column heading; search and filters apply to every page."
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
            {wide ? null : (
              <FilterSelect<string>
                label="Sort"
                value={sortValue(sort)}
                options={CLIENT_SORT_OPTIONS}
                onChange={(value) => changeSort(sortFromValue(value))}
              />
            )}
          </FilterBar>

          {clients.isError && !rows ? (
            <ListError message="Failed to fetch clients" onRetry={() => void clients.refetch()} />
          ) : rows && rows.length === 0 ? (
            <EmptyBlock
              icon={<LuUsers />}
              title={filtering ? 'No clients found matching your filters' : 'No clients yet'}
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
                sort={sort}
                onSort={(by) => changeSort(toggleSort(sort, by))}
                onAssign={setAssigning}
                onRemove={setRemoving}
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
    </Container>
  );
}
