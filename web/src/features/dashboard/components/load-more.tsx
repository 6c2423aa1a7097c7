import { Button, Text, VStack } from '@chakra-ui/react';

/** "Showing 9 of 23 profiles" and a Load more button while there are more pages. */
export function LoadMore({
  shown,
  total,
  noun,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (!hasMore && shown >= total) return null;
  return (
    <VStack mt="6" gap="2">
      {hasMore ? (
        <Button variant="outline" onClick={onLoadMore} loading={loading} loadingText="Loading...">
          Load more
        </Button>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        Showing {shown} of {total} {noun}
      </Text>
    </VStack>
  );
}
