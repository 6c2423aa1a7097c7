import { Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

/** "Showing 11–20 of 43" with Previous and Next: server-side paging of a table or list. */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  onPageChange,
  busy,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPageChange: (page: number) => void;
  busy?: boolean;
}) {
  if (total === 0) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" pt="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {first}–{last} of {total} {noun}
      </Text>
      {pages > 1 ? (
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            onClick={() => onPageChange(page - 1)}
            disabled={page === 0 || busy}
            aria-label="Previous page"
          >
            <LuChevronLeft /> Previous
          </Button>
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            Page {page + 1} of {pages}
          </Text>
          <Button
            size="xs"
            variant="outline"
            onClick={() => onPageChange(page + 1)}
            disabled={page + 1 >= pages || busy}
            aria-label="Next page"
          >
            Next <LuChevronRight />
          </Button>
        </HStack>
      ) : null}
    </HStack>
  );
}
