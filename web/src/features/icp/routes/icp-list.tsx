import { ICP_LIST_SORTS, type Icp, type IcpListSort, type IcpType, type Status } from '@icp-studio/contracts';
import { Badge, Box, Button, Container, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { LuPlus, LuSparkles, LuTarget } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ProfileCard } from '@/components/records/profile-card';
import { DebouncedSearchField } from '@/components/ui/debounced-search-field';
import { CardGrid, EmptyBlock, FilterBar, FilterSelect, SectionTitle } from '@/components/ui/list-controls';
import { ListTable, PagedListSection } from '@/components/ui/paged-list-section';
import { RecordStatusBadge } from '@/components/ui/record-status-badge';
import { LIST_VIEWS, ViewSwitch, type ListView } from '@/components/ui/view-switch';
import { useListParams } from '@/hooks/use-list-params';
import { useStoredChoice } from '@/hooks/use-stored-choice';
import { useSession } from '@/lib/auth/get-auth-check';
import { shortDate } from '@/lib/format';
import { useIcpPage } from '@/lib/icps/get-icps';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Profiles per page (four rows of three on a wide screen). */
export const ICP_LIST_PAGE_SIZE = 12;
/** Where the grid/table choice of My ICPs is remembered. */
export const ICP_LIST_VIEW_KEY = 'icp-studio:icps-view';

const PARAMS = ['search', 'status', 'type', 'industry', 'sort'] as const;

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'draft', label: 'Draft' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const;
const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  { value: 'b2b', label: 'B2B' },
  { value: 'b2c', label: 'B2C' },
] as const;
const SORT_LABELS: Record<IcpListSort, string> = {
  updated: 'Last updated',
  created: 'Newest first',
  name: 'Name (A–Z)',
  score: 'Highest score',
};
const SORT_OPTIONS = ICP_LIST_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

const oneOf = <T extends string>(value: string, choices: readonly T[]): T | undefined =>
  (choices as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * `/icps`, My ICPs (docs/product.md §2): every profile the user may see, with search, filters, sort,
 * numbered pages and a grid or table view. The search, filters, sort and page live in the URL.
 */
export function IcpListPage() {
  useDocumentTitle('My ICPs');
  const { user } = useSession();
  const isClient = user?.role === 'client';
  const { values, page, update, clear } = useListParams(PARAMS);
  const [view, setView] = useStoredChoice<ListView>(ICP_LIST_VIEW_KEY, LIST_VIEWS, 'grid');

  const status = oneOf<Status>(values.status, ['draft', 'in_progress', 'completed']);
  const type = oneOf<IcpType>(values.type, ['b2b', 'b2c']);
  const sort = oneOf<IcpListSort>(values.sort, ICP_LIST_SORTS);
  const filters = {
    search: values.search || undefined,
    status,
    type,
    industry: values.industry || undefined,
    sort,
  };
  const filtered = Boolean(filters.search || status || type || filters.industry);
  const query = useIcpPage(filters, ICP_LIST_PAGE_SIZE, (page - 1) * ICP_LIST_PAGE_SIZE);
  const items = query.data?.items ?? [];
  const total = query.data?.total;

  return (
    <Container maxW="7xl" pt={{ base: '8', md: '10' }} pb="16" px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <SectionTitle
          id="icps-title"
          title="My ICPs"
          as="h1"
          count={total}
          subtitle={
            isClient
              ? 'Every ideal client profile you have built.'
              : 'Every client profile you may see, to review and guide.'
          }
          action={
            <HStack gap="2" wrap="wrap">
              <ViewSwitch value={view} onChange={setView} />
              {isClient ? (
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to="/icp/new">
                    <LuPlus /> New Profile
                  </RouterLink>
                </Button>
              ) : null}
            </HStack>
          }
        />

        <FilterBar label="Find profiles" mb="0">
          <DebouncedSearchField
            label="Search"
            value={values.search}
            onChange={(search) => update({ search })}
            placeholder={isClient ? 'Search by profile name' : 'Search by profile or client name, e-mail'}
          />
          <FilterSelect
            label="Status"
            value={status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(v) => update({ status: v })}
          />
          <FilterSelect
            label="Type"
            value={type ?? ''}
            options={TYPE_OPTIONS}
            onChange={(v) => update({ type: v })}
            minW="28"
          />
          <DebouncedIndustry value={values.industry} onChange={(industry) => update({ industry })} />
          <FilterSelect
            label="Sort by"
            value={sort ?? 'updated'}
            options={SORT_OPTIONS}
            onChange={(v) => update({ sort: v === 'updated' ? '' : v })}
          />
        </FilterBar>

        <PagedListSection
          labelledBy="icps-title"
          query={query}
          page={page}
          pageSize={ICP_LIST_PAGE_SIZE}
          onPageChange={(next) => update({ page: next })}
          noun="profile"
          nouns="profiles"
          skeletonHeight="52"
          errorMessage="Failed to fetch ICPs"
          filtered={filtered}
          onClearFilters={clear}
          empty={
            <EmptyBlock
              icon={<LuTarget />}
              title="No profiles yet"
              description={
                isClient
                  ? 'Create your first ideal client profile to get started.'
                  : 'Profiles of your clients will appear here.'
              }
              action={
                isClient ? (
                  <Button asChild colorPalette="brand" mt="2">
                    <RouterLink to="/icp/new">
                      <LuPlus /> Create Your First Profile
                    </RouterLink>
                  </Button>
                ) : undefined
              }
            />
          }
        >
          {view === 'grid' ? (
            <CardGrid stale={query.isPlaceholderData}>
              {items.map((icp) => (
                <ProfileCard key={icp.id} icp={icp} showClient={!isClient} />
              ))}
            </CardGrid>
          ) : (
            <IcpTable items={items} showClient={!isClient} stale={query.isPlaceholderData} />
          )}
        </PagedListSection>
      </Stack>
    </Container>
  );
}

/** The industry filter: an exact industry (any case), asked for once typing pauses. */
function DebouncedIndustry({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Box flex={{ base: '1 1 40%', sm: '0 1 12rem' }} minW="0">
      <DebouncedSearchField label="Industry" value={value} onChange={onChange} placeholder="Any industry" />
    </Box>
  );
}

function IcpTable({ items, showClient, stale }: { items: Icp[]; showClient: boolean; stale: boolean }) {
  return (
    <ListTable label="Profiles" stale={stale}>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          {showClient ? <Table.ColumnHeader>Client</Table.ColumnHeader> : null}
          <Table.ColumnHeader>Type</Table.ColumnHeader>
          <Table.ColumnHeader>Industry</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader>Updated</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((icp) => (
          <Table.Row key={icp.id}>
            <Table.Cell maxW="20rem">
              <HStack gap="2" minW="0">
                <Link asChild fontWeight="semibold" color="fg" _hover={{ color: 'brand.fg' }} minW="0">
                  <RouterLink to={`/icp/${icp.id}`}>
                    <Text as="span" truncate>
                      {icp.name}
                    </Text>
                  </RouterLink>
                </Link>
                {icp.aiSuggestions ? (
                  <Badge colorPalette="purple" variant="subtle" size="xs" borderRadius="full" flexShrink={0}>
                    <LuSparkles /> AI
                  </Badge>
                ) : null}
              </HStack>
            </Table.Cell>
            {showClient ? (
              <Table.Cell color="fg.muted">{icp.clientName || icp.clientEmail || '—'}</Table.Cell>
            ) : null}
            <Table.Cell>
              <Badge variant="outline" size="sm">
                {icp.type.toUpperCase()}
              </Badge>
            </Table.Cell>
            <Table.Cell color="fg.muted">{icp.industry || '—'}</Table.Cell>
            <Table.Cell>
              <RecordStatusBadge status={icp.status} />
            </Table.Cell>
            <Table.Cell color="fg.muted" whiteSpace="nowrap">
              {shortDate(icp.updatedAt)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ListTable>
  );
}
