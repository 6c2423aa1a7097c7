import { Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

/**
 * "Showing 11–20 of 43" with Previous and Next: server-side paging of a table or list. `total` is the
 * answer's `X-Total-Count`; `hasPrev`/`hasNext` say whether its `Link` header names a previous or next
 * page (when given they decide the buttons, else the page count does).
 */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  onPageChange,
  busy,
  hasPrev,
  hasNext,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPageChange: (page: number) => void;
  busy?: boolean;
  hasPrev?: boolean;
  hasNext?: boolean;
}) {
  if (total === 0) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const canPrev = hasPrev ?? page > 0;
  const canNext = hasNext ?? page + 1 < pages;
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" pt="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {first}–{last} of {total} {noun}
      </Text>
      {pages > 1 || canPrev || canNext ? (
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            onClick={() => onPageChange(page - 1)}
            disabled={!canPrev || busy}
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
            disabled={!canNext || busy}
            aria-label="Next page"
          >
            Next <LuChevronRight />
          </Button>
        </HStack>
      ) : null}
    </HStack>
  );
}
