import type { Playbook } from '@icp-studio/contracts';
import { Box, Flex, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuBookOpen } from 'react-icons/lu';
import { useDebouncedValue } from '@/features/clients/lib/use-debounced-value';
import { useOpenTaskCounts } from '../api/get-open-task-counts';
import { useTeamPlaybooks } from '../api/get-team-playbooks';
import { useUserNames } from '../api/get-user-names';
import { useErrorToast } from '../lib/use-error-toast';
import { isFiltering, STATUS_OPTIONS, toPlaybookListFilters, type StatusFilter } from '../lib/team-filters';
import {
  EmptyBlock,
  FilterSelect,
  ListError,
  LoadMoreFooter,
  SearchField,
  SectionTitle,
} from './list-controls';
import { TeamPlaybookCard } from './team-playbook-card';

/**
 * "Marketing Playbooks" (Team page): a search (the server matches the name, the value proposition and
 * the client's name), a status filter, a paged grid.
 */
export function TeamPlaybookSection({
  knownNames,
  onNote,
}: {
  /** Client names already known by user id (assigned clients, loaded profiles). */
  knownNames: ReadonlyMap<string, string>;
  onNote: (playbook: Playbook) => void;
}) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const debounced = useDebouncedValue(search);
  const applied = useMemo(() => toPlaybookListFilters({ search: debounced, status }), [debounced, status]);

  const playbooks = useTeamPlaybooks(applied);
  useErrorToast(playbooks.error, 'Failed to fetch playbooks');
  const items = playbooks.data?.pages.flatMap((p) => p.items) ?? [];
  const total = playbooks.data?.pages[0]?.total;
  const taskCounts = useOpenTaskCounts(
    'playbooks',
    (playbooks.data?.pages ?? []).map((p) => p.items.map((i) => i.id)),
  );
  // A playbook carries its client's name; only older answers without it need a look-up.
  const names = useUserNames(
    items.filter((p) => !p.clientName).map((p) => p.userId),
    knownNames,
  );
  const filtering = isFiltering(applied);

  return (
    <Box as="section" aria-labelledby="team-playbooks-title" id="playbooks">
      <SectionTitle id="team-playbooks-title" title="Marketing Playbooks" count={total} />
      <Flex
        gap="3"
        mb="5"
        wrap="wrap"
        align="end"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="xl"
        p={{ base: '3', md: '4' }}
        role="search"
        aria-label="Filter playbooks"
      >
        <SearchField
          label="Search playbooks"
          value={search}
          onChange={setSearch}
          placeholder="Search by name, value proposition or client"
        />
        <FilterSelect<StatusFilter>
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
      </Flex>

      {playbooks.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '5' }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="64" borderRadius="xl" />
          ))}
        </SimpleGrid>
      ) : playbooks.isError && items.length === 0 ? (
        <ListError message="Failed to fetch playbooks" onRetry={() => void playbooks.refetch()} />
      ) : items.length === 0 ? (
        <EmptyBlock
          icon={<LuBookOpen />}
          title="No playbooks found"
          description={
            filtering
              ? 'Try adjusting your filters'
              : 'Playbooks built from client profiles will appear here.'
          }
        />
      ) : (
        <>
          <SimpleGrid
            columns={{ base: 1, md: 2, lg: 3 }}
            gap={{ base: '4', md: '5' }}
            opacity={playbooks.isPlaceholderData ? 0.6 : 1}
            transition="opacity 0.15s ease"
            aria-busy={playbooks.isPlaceholderData || undefined}
          >
            {items.map((playbook) => (
              <TeamPlaybookCard
                key={playbook.id}
                playbook={playbook}
                clientName={playbook.clientName || names.get(playbook.userId)}
                openTasks={taskCounts[playbook.id]}
                onNote={() => onNote(playbook)}
              />
            ))}
          </SimpleGrid>
          <LoadMoreFooter
            shown={items.length}
            total={total ?? items.length}
            noun={total === 1 ? 'playbook' : 'playbooks'}
            hasMore={playbooks.hasNextPage}
            loading={playbooks.isFetchingNextPage}
            onLoadMore={() => void playbooks.fetchNextPage()}
          />
        </>
      )}
    </Box>
  );
}
