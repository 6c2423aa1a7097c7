import type { Icp } from '@icp-studio/contracts';
import { Box, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuTarget } from 'react-icons/lu';
import type { IcpListFilters } from '@/lib/icps/icp-keys';
import { useOpenTaskCounts } from '../api/get-open-task-counts';
import { useErrorToast } from '@/hooks/use-error-toast';
import type { useTeamIcps } from '../api/get-team-icps';
import {
  ALL,
  CREATED_BY_OPTIONS,
  emptyIcpFilters,
  isFiltering,
  mergeIndustries,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  type CreatedByFilter,
  type IcpFilterState,
  type StatusFilter,
  type TypeFilter,
} from '../lib/team-filters';
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
import { TeamIcpCard } from './team-icp-card';

export interface TeamIcpSectionProps {
  isAdvisor: boolean;
  userId: string;
  /** The filters on screen (the search as typed). */
  state: IcpFilterState;
  onStateChange: (next: IcpFilterState) => void;
  /** The filters sent to the server (the search debounced). */
  applied: IcpListFilters;
  onNote: (icp: Icp) => void;
  onCreateForClient: () => void;
  /** The grid's pages (the page shares them with the playbook cards for client names). */
  icps: ReturnType<typeof useTeamIcps>;
}

/** "Client ICPs" (docs/product.md §2, Team page): search, filters, a paged grid and its empty states. */
export function TeamIcpSection({
  isAdvisor,
  userId,
  state,
  onStateChange,
  applied,
  onNote,
  onCreateForClient,
  icps,
}: TeamIcpSectionProps) {
  useErrorToast(icps.error, 'Failed to fetch ICPs');
  const items = icps.data?.pages.flatMap((p) => p.items) ?? [];
  const total = icps.data?.pages[0]?.total;
  const taskCounts = useOpenTaskCounts(
    'icps',
    (icps.data?.pages ?? []).map((p) => p.items.map((i) => i.id)),
  );

  // Industry options: every industry seen among the loaded profiles (kept when a filter narrows them).
  const [industries, setIndustries] = useState<readonly string[]>([]);
  const merged = mergeIndustries(industries, [
    ...items.map((i) => i.industry),
    state.industry === ALL ? null : state.industry,
  ]);
  if (merged !== industries) setIndustries(merged);

  const set = (patch: Partial<IcpFilterState>) => onStateChange({ ...state, ...patch });
  const filtering = isFiltering(applied);

  return (
    <Box as="section" aria-labelledby="client-icps-title">
      <SectionTitle
        id="client-icps-title"
        title="Client ICPs"
        count={total}
        action={
          <DownloadButton
            url={() => routeRequest('exportIcpsCsv', { query: applied }).url}
            fallbackName="icps.csv"
            failure="Failed to download CSV"
          >
            Download CSV
          </DownloadButton>
        }
        subtitle={
          isAdvisor ? 'Profiles of the clients assigned to you.' : 'Every client profile in the system.'
        }
      />
      <FilterBar label="Filter client ICPs">
        <SearchField
          label="Search ICPs"
          value={state.search}
          onChange={(search) => set({ search })}
          placeholder="Search by ICP or client name"
        />
        <FilterSelect<StatusFilter>
          label="Status"
          value={state.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status })}
        />
        <FilterSelect<TypeFilter>
          label="Type"
          value={state.type}
          options={TYPE_OPTIONS}
          onChange={(type) => set({ type })}
          minW="28"
        />
        {industries.length > 0 ? (
          <FilterSelect<string>
            label="Industry"
            value={state.industry}
            options={[
              { value: ALL, label: 'All industries' },
              ...industries.map((i) => ({ value: i, label: i })),
            ]}
            onChange={(industry) => set({ industry })}
            minW="40"
          />
        ) : null}
        {isAdvisor ? (
          <FilterSelect<CreatedByFilter>
            label="Created by"
            value={state.createdBy}
            options={CREATED_BY_OPTIONS}
            onChange={(createdBy) => set({ createdBy })}
          />
        ) : null}
      </FilterBar>

      <PagedCards
        query={icps}
        items={items}
        total={total}
        nouns={['profile', 'profiles']}
        skeletonHeight="72"
        errorMessage="Failed to fetch ICPs"
        empty={
          <EmptyBlock
            icon={<LuTarget />}
            title="No ICPs found"
            description={
              filtering
                ? 'Try adjusting your filters'
                : isAdvisor
                  ? 'Create an ICP for one of your assigned clients'
                  : 'No client profiles available yet'
            }
            action={
              filtering ? (
                <Button variant="outline" mt="2" onClick={() => onStateChange(emptyIcpFilters())}>
                  Clear filters
                </Button>
              ) : isAdvisor ? (
                <Button colorPalette="brand" mt="2" onClick={onCreateForClient}>
                  <LuPlus /> Create ICP for Client
                </Button>
              ) : null
            }
          />
        }
      >
        {(icp) => (
          <TeamIcpCard
            key={icp.id}
            icp={icp}
            createdByMe={icp.createdBy === userId}
            openTasks={taskCounts[icp.id]}
            onNote={() => onNote(icp)}
          />
        )}
      </PagedCards>
    </Box>
  );
}
