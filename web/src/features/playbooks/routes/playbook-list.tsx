import {
  PLAYBOOK_LIST_SORTS,
  countOf,
  type Playbook,
  type PlaybookListSort,
  type Status,
} from '@icp-studio/contracts';
import { Button, Container, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { LuBookOpen, LuPlus } from 'react-icons/lu';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PlaybookCard } from '@/components/records/playbook-card';
import { DebouncedSearchField } from '@/components/ui/debounced-search-field';
import { CardGrid, EmptyBlock, FilterBar, FilterSelect, SectionTitle } from '@/components/ui/list-controls';
import { ListTable, PagedListSection } from '@/components/ui/paged-list-section';
import { RecordStatusBadge } from '@/components/ui/record-status-badge';
import { LIST_VIEWS, ViewSwitch, type ListView } from '@/components/ui/view-switch';
import { useListParams } from '@/hooks/use-list-params';
import { useStoredChoice } from '@/hooks/use-stored-choice';
import { useSession } from '@/lib/auth/get-auth-check';
import { shortDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlaybookPage } from '../api/get-playbooks';

/** Playbooks per page (four rows of three on a wide screen). */
export const PLAYBOOK_LIST_PAGE_SIZE = 12;
/** Where the grid/table choice of My Playbooks is remembered. */
export const PLAYBOOK_LIST_VIEW_KEY = 'icp-studio:playbooks-view';

const PARAMS = ['search', 'status', 'sort'] as const;

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'draft', label: 'Draft' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const;
const SORT_LABELS: Record<PlaybookListSort, string> = {
  updated: 'Last updated',
  created: 'Newest first',
  name: 'Name (A–Z)',
};
const SORT_OPTIONS = PLAYBOOK_LIST_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

const oneOf = <T extends string>(value: string, choices: readonly T[]): T | undefined =>
  (choices as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * `/playbooks`, My Playbooks (docs/product.md §2): every playbook the user may see, with search, a status
 * filter, sort, numbered pages and a grid or table view. The search, filter, sort and page live in the URL.
 */
export function PlaybookListPage({
  renderNewFromTemplate,
}: {
  /** "New from template" beside New Playbook (composed in by the app: the templates feature's). */
  renderNewFromTemplate?: (size: 'sm' | 'md') => ReactNode;
} = {}) {
  useDocumentTitle('My Playbooks');
  const { user } = useSession();
  const isClient = user?.role === 'client';
  const { values, page, update, clear } = useListParams(PARAMS);
  const [view, setView] = useStoredChoice<ListView>(PLAYBOOK_LIST_VIEW_KEY, LIST_VIEWS, 'grid');

  const status = oneOf<Status>(values.status, ['draft', 'in_progress', 'completed']);
  const sort = oneOf<PlaybookListSort>(values.sort, PLAYBOOK_LIST_SORTS);
  const search = values.search || undefined;
  const filtered = Boolean(search || status);
  const query = usePlaybookPage({
    search,
    status,
    sort,
    limit: PLAYBOOK_LIST_PAGE_SIZE,
    offset: (page - 1) * PLAYBOOK_LIST_PAGE_SIZE,
  });
  const items = query.data?.items ?? [];
  const total = query.data?.total;

  return (
    <Container maxW="7xl" pt={{ base: '8', md: '10' }} pb="16" px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <SectionTitle
          id="playbooks-title"
          title="My Playbooks"
          as="h1"
          count={total}
          subtitle={
            isClient
              ? 'Every marketing playbook you have built from your profiles.'
              : 'Every client playbook you may see, to review and guide.'
          }
          action={
            // Wraps on a phone: the view switch, New from template and New Playbook never run off-screen.
            <HStack gap="2" wrap="wrap">
              <ViewSwitch value={view} onChange={setView} />
              {isClient ? renderNewFromTemplate?.('sm') : null}
              {isClient ? (
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to="/playbooks/new">
                    <LuPlus /> New Playbook
                  </RouterLink>
                </Button>
              ) : null}
            </HStack>
          }
        />

        <FilterBar label="Find playbooks" mb="0">
          <DebouncedSearchField
            label="Search"
            value={values.search}
            onChange={(next) => update({ search: next })}
            placeholder="Search by name, value proposition or client"
          />
          <FilterSelect
            label="Status"
            value={status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(v) => update({ status: v })}
          />
          <FilterSelect
            label="Sort by"
            value={sort ?? 'updated'}
            options={SORT_OPTIONS}
            onChange={(v) => update({ sort: v === 'updated' ? '' : v })}
          />
        </FilterBar>

        <PagedListSection
          labelledBy="playbooks-title"
          query={query}
          page={page}
          pageSize={PLAYBOOK_LIST_PAGE_SIZE}
          onPageChange={(next) => update({ page: next })}
          noun="playbook"
          nouns="playbooks"
          skeletonHeight="44"
          errorMessage="Failed to fetch playbooks"
          filtered={filtered}
          onClearFilters={clear}
          empty={
            <EmptyBlock
              icon={<LuBookOpen />}
              title="No playbooks yet"
              description={
                isClient
                  ? 'Turn one of your profiles into a marketing playbook.'
                  : 'Playbooks of your clients will appear here.'
              }
              action={
                isClient ? (
                  <HStack gap="2" mt="2" wrap="wrap" justify="center">
                    <Button asChild colorPalette="brand">
                      <RouterLink to="/playbooks/new">
                        <LuPlus /> Create a Playbook
                      </RouterLink>
                    </Button>
                    {renderNewFromTemplate?.('md')}
                  </HStack>
                ) : undefined
              }
            />
          }
        >
          {view === 'grid' ? (
            <CardGrid stale={query.isPlaceholderData}>
              {items.map((p) => (
                <PlaybookCard key={p.id} playbook={p} />
              ))}
            </CardGrid>
          ) : (
            <PlaybookTable items={items} showClient={!isClient} stale={query.isPlaceholderData} />
          )}
        </PagedListSection>
      </Stack>
    </Container>
  );
}

function PlaybookTable({
  items,
  showClient,
  stale,
}: {
  items: Playbook[];
  showClient: boolean;
  stale: boolean;
}) {
  return (
    <ListTable label="Playbooks" stale={stale}>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Profile</Table.ColumnHeader>
          {showClient ? <Table.ColumnHeader>Client</Table.ColumnHeader> : null}
          <Table.ColumnHeader textAlign="end">Channels</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader>Updated</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((p) => (
          <Table.Row key={p.id}>
            <Table.Cell maxW="20rem">
              <Link asChild fontWeight="semibold" color="fg" _hover={{ color: 'brand.fg' }} maxW="full">
                <RouterLink to={`/playbooks/${p.id}`}>
                  <Text as="span" truncate>
                    {p.name}
                  </Text>
                </RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell color="fg.muted" maxW="14rem">
              <Text truncate>{p.icpName || '—'}</Text>
            </Table.Cell>
            {showClient ? <Table.Cell color="fg.muted">{p.clientName || '—'}</Table.Cell> : null}
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {countOf(p.selectedChannels)}
            </Table.Cell>
            <Table.Cell>
              <RecordStatusBadge status={p.status} />
            </Table.Cell>
            <Table.Cell color="fg.muted" whiteSpace="nowrap">
              {shortDate(p.updatedAt)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ListTable>
  );
}
