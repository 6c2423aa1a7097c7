import { Box, Button, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuFilterX } from 'react-icons/lu';
import type { ListPage } from '@/lib/api-client';
import { CardGridSkeleton, EmptyBlock, ListError } from './list-controls';
import { Pager } from './pager';

/** What the section reads of a list page's query (react-query's `useQuery` of a `ListPage`). */
export interface PagedListQuery<T> {
  data: ListPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * The results of a numbered list page (My ICPs, My Playbooks): placeholder cards while the first page
 * loads, the error with Try again, "No <things> match your filters" with Clear filters, `empty` when
 * there is nothing at all, otherwise `children` (the grid or the table), then the pager.
 */
export function PagedListSection<T>({
  labelledBy,
  query,
  page,
  pageSize,
  onPageChange,
  noun,
  nouns,
  skeletonHeight,
  errorMessage,
  filtered,
  onClearFilters,
  empty,
  children,
}: {
  /** The id of the list's heading. */
  labelledBy: string;
  query: PagedListQuery<T>;
  /** The page shown, 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The thing listed, one and many ("profile", "profiles"). */
  noun: string;
  nouns: string;
  /** The height of a placeholder card. */
  skeletonHeight: string;
  errorMessage: string;
  filtered: boolean;
  onClearFilters: () => void;
  /** Shown when nothing is listed at all (no filter). */
  empty: ReactNode;
  children: ReactNode;
}) {
  const items = query.data?.items ?? [];
  const total = query.data?.total;
  return (
    <Box as="section" aria-labelledby={labelledBy} aria-busy={query.isFetching || undefined}>
      {query.isPending ? (
        <CardGridSkeleton h={skeletonHeight} />
      ) : query.isError && items.length === 0 ? (
        <ListError message={errorMessage} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyBlock
            icon={<LuFilterX />}
            title={`No ${nouns} match your filters`}
            description={`Try another search, or clear the filters to see every ${noun}.`}
            action={
              <Button variant="outline" onClick={onClearFilters}>
                <LuFilterX /> Clear filters
              </Button>
            }
          />
        ) : (
          empty
        )
      ) : (
        children
      )}
      {items.length > 0 ? (
        <Pager
          page={page - 1}
          pageSize={pageSize}
          total={total ?? items.length}
          noun={total === 1 ? noun : nouns}
          busy={query.isFetching}
          hasPrev={query.data?.prev !== undefined}
          hasNext={query.data?.next !== undefined}
          onPageChange={(next) => onPageChange(next + 1)}
        />
      ) : null}
    </Box>
  );
}

/** A list page's table view: framed, faded while the next page loads; `children` are its header and body. */
export function ListTable({
  label,
  stale,
  children,
}: {
  label: string;
  stale: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      bg="bg.panel"
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.15s ease"
    >
      <Table.Root size="sm" interactive aria-label={label}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
