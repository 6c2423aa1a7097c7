import type { Playbook } from '@icp-studio/contracts';
import { Box } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuBookOpen } from 'react-icons/lu';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useOpenTaskCounts } from '../api/get-open-task-counts';
import { useTeamPlaybooks } from '../api/get-team-playbooks';
import { useUserNames } from '../api/get-user-names';
import { useErrorToast } from '@/hooks/use-error-toast';
import { isFiltering, STATUS_OPTIONS, toPlaybookListFilters, type StatusFilter } from '../lib/team-filters';
import {
  FilterBar,
  EmptyBlock,
  FilterSelect,
  PagedCards,
  SearchField,
  SectionTitle,
} from '@/components/ui/list-controls';
import { DownloadButton } from '@/components/download-button';
import { routeRequest } from '@/lib/api-client';
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
      <SectionTitle
        id="team-playbooks-title"
        title="Marketing Playbooks"
        count={total}
        action={
          <DownloadButton
            url={() => routeRequest('exportPlaybooksCsv', { query: applied }).url}
            fallbackName="playbooks.csv"
            failure="Failed to download CSV"
          >
            Download CSV
          </DownloadButton>
        }
      />
      <FilterBar label="Filter playbooks">
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
      </FilterBar>

      <PagedCards
        query={playbooks}
        items={items}
        total={total}
        nouns={['playbook', 'playbooks']}
        skeletonHeight="64"
        errorMessage="Failed to fetch playbooks"
        empty={
          <EmptyBlock
            icon={<LuBookOpen />}
            title="No playbooks found"
            description={
              filtering
                ? 'Try adjusting your filters'
                : 'Playbooks built from client profiles will appear here.'
            }
          />
        }
      >
        {(playbook) => (
          <TeamPlaybookCard
            key={playbook.id}
            playbook={playbook}
            clientName={playbook.clientName || names.get(playbook.userId)}
            openTasks={taskCounts[playbook.id]}
            onNote={() => onNote(playbook)}
          />
        )}
      </PagedCards>
    </Box>
  );
}
