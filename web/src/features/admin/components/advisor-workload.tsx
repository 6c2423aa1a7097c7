import type { AdvisorSummary } from '@icp-studio/contracts';
import { Badge, Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuArrowUpRight, LuUserCog } from 'react-icons/lu';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { assignedAgo, clientCountLabel } from '@/lib/client-format';
import { useNow } from '@/hooks/use-now';
import { displayName } from '@/lib/user-display';
import { EmptyBlock, ListError } from '@/components/ui/list-controls';
import { moreClientsLabel } from '../lib/client-filters';
import { ArticleCard } from '@/components/ui/article-card';

/** Advisor Workload (docs/product.md §2, Admin page): a card per advisor. */
export function AdvisorWorkload({
  advisors,
  isPending,
  isError,
  onRetry,
  onViewClients,
}: {
  advisors: AdvisorSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onViewClients: (advisor: AdvisorSummary) => void;
}) {
  if (isPending)
    return (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={{ base: '4', md: '5' }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="56" borderRadius="xl" />
        ))}
      </SimpleGrid>
    );
  if (isError) return <ListError message="Failed to fetch advisors" onRetry={onRetry} />;
  if (!advisors?.length)
    return (
      <EmptyBlock
        icon={<LuUserCog />}
        title="No advisors available"
        description="Give a user the Advisor role under Users & Roles to start assigning clients."
      />
    );
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={{ base: '4', md: '5' }}>
      {advisors.map((advisor) => (
        <AdvisorCard key={advisor.id} advisor={advisor} onViewClients={() => onViewClients(advisor)} />
      ))}
    </SimpleGrid>
  );
}

export function AdvisorCard({
  advisor,
  onViewClients,
}: {
  advisor: AdvisorSummary;
  onViewClients: () => void;
}) {
  const now = useNow(60_000);
  const name = displayName(advisor);
  const more = moreClientsLabel(advisor);
  return (
    <ArticleCard label={name}>
      <HStack gap="3" align="start" justify="space-between">
        <HStack gap="3" minW="0">
          <PersonAvatar person={advisor} size="md" />
          <Box minW="0">
            <Text fontWeight="semibold" truncate>
              {name}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {advisor.email}
            </Text>
          </Box>
        </HStack>
        <Badge
          colorPalette={advisor.clientCount > 0 ? 'accent' : 'gray'}
          variant="subtle"
          borderRadius="full"
          flexShrink={0}
          data-testid="advisor-client-count"
        >
          {clientCountLabel(advisor.clientCount)}
        </Badge>
      </HStack>

      <Stack gap="2" flex="1">
        <Text
          fontSize="xs"
          fontWeight="semibold"
          color="fg.muted"
          textTransform="uppercase"
          letterSpacing="0.06em"
        >
          Recent clients
        </Text>
        {advisor.clients.length === 0 ? (
          <Text fontSize="sm" color="fg.subtle" fontStyle="italic">
            No clients assigned yet
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {advisor.clients.map((c) => (
              <HStack as="li" key={c.id} gap="2.5" minW="0">
                <PersonAvatar person={c} size="2xs" />
                <Text fontSize="sm" truncate flex="1">
                  {displayName(c)}
                </Text>
                <Text fontSize="xs" color="fg.subtle" flexShrink={0}>
                  {assignedAgo(c.assignedAt, now).replace(/^Assigned /, '')}
                </Text>
              </HStack>
            ))}
            {more ? (
              <Text as="li" fontSize="sm" color="fg.muted" fontWeight="medium" ps="0.5">
                {more}
              </Text>
            ) : null}
          </Stack>
        )}
      </Stack>

      <Button size="sm" variant="outline" onClick={onViewClients} aria-label={`View clients of ${name}`}>
        View Clients <LuArrowUpRight />
      </Button>
    </ArticleCard>
  );
}
