import type { AdvisorClient, AdvisorClientListing } from '@icp-studio/contracts';
import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuClock, LuSearch, LuUsers } from 'react-icons/lu';
import { useClientCounts } from '@/features/clients/api/get-client-counts';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { workingTogetherFor } from '@/lib/client-format';
import { timeAgo } from '@/lib/format';
import { useNow } from '@/hooks/use-now';
import { displayName } from '@/lib/user-display';
import { EmptyBlock, ListError, SectionTitle } from '@/components/ui/list-controls';
import { ArticleCard } from '@/components/ui/article-card';

/** Cards shown before "Show all" (two rows on a wide screen). */
export const ASSIGNED_CLIENTS_SHOWN = 6;

/** "Your Assigned Clients" (docs/product.md §2, Team page; advisors only). */
export function AssignedClients({
  clients,
  isPending,
  isError,
  onRetry,
  onViewProfiles,
}: {
  clients: AdvisorClient[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Narrows the Client ICPs section to this client. */
  onViewProfiles: (client: AdvisorClient) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const list = clients ?? [];
  const shown = showAll ? list : list.slice(0, ASSIGNED_CLIENTS_SHOWN);

  return (
    <Box as="section" aria-labelledby="assigned-clients-title">
      <SectionTitle
        id="assigned-clients-title"
        title="Your Assigned Clients"
        count={clients ? list.length : undefined}
        subtitle="The clients an administrator has assigned to you."
      />
      {isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '5' }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="44" borderRadius="xl" />
          ))}
        </SimpleGrid>
      ) : isError ? (
        <ListError message="Failed to fetch clients" onRetry={onRetry} />
      ) : list.length === 0 ? (
        <EmptyBlock
          icon={<LuUsers />}
          title="No clients assigned yet"
          description="When an administrator assigns clients to you, they appear here."
        />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '5' }}>
            {shown.map((client) => (
              <AssignedClientCard
                key={client.id}
                client={client}
                onViewProfiles={() => onViewProfiles(client)}
              />
            ))}
          </SimpleGrid>
          {list.length > ASSIGNED_CLIENTS_SHOWN ? (
            <HStack justify="center" mt="4">
              <Button variant="ghost" size="sm" onClick={() => setShowAll((v) => !v)}>
                {showAll ? 'Show fewer clients' : `Show all ${list.length} clients`}
              </Button>
            </HStack>
          ) : null}
        </>
      )}
    </Box>
  );
}

function Figure({ value, label }: { value: number | undefined; label: string }) {
  return (
    <Stack gap="0" flex="1" bg="bg.subtle" borderRadius="lg" px="3" py="2">
      {value === undefined ? (
        <Skeleton h="6" w="8" my="0.5" />
      ) : (
        <Text fontSize="lg" fontWeight="bold" fontFamily="heading" fontVariantNumeric="tabular-nums">
          {value}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}

/** An advisor's client; `GET /api/advisor/clients` carries the counts, open tasks and last activity. */
type ClientWithFigures = AdvisorClient & Partial<Omit<AdvisorClientListing, keyof AdvisorClient>>;

export function AssignedClientCard({
  client,
  onViewProfiles,
}: {
  client: ClientWithFigures;
  onViewProfiles: () => void;
}) {
  const now = useNow(60_000);
  // The list's own counts; asked for one by one only when an answer lacks them.
  const fetched = useClientCounts(client.id, {
    icps: client.icpCount === undefined,
    playbooks: client.playbookCount === undefined,
  });
  const icpCount = client.icpCount ?? fetched.icpCount;
  const playbookCount = client.playbookCount ?? fetched.playbookCount;
  const name = displayName(client);
  return (
    <ArticleCard label={name}>
      <HStack gap="3" align="start">
        <PersonAvatar person={client} size="lg" />
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
          {client.email !== name ? (
            <Text fontSize="sm" color="fg.muted" truncate>
              {client.email}
            </Text>
          ) : null}
          <HStack gap="1.5" fontSize="xs" color="fg.muted">
            <LuClock aria-hidden />
            <Text>{workingTogetherFor(client.assignedAt, now)}</Text>
          </HStack>
        </Stack>
      </HStack>
      <HStack gap="3">
        <Figure value={icpCount} label={icpCount === 1 ? 'ICP' : 'ICPs'} />
        <Figure value={playbookCount} label={playbookCount === 1 ? 'Playbook' : 'Playbooks'} />
        {client.openTasks !== undefined ? (
          <Figure value={client.openTasks} label={client.openTasks === 1 ? 'Open task' : 'Open tasks'} />
        ) : null}
      </HStack>
      {client.lastActivityAt !== undefined ? (
        <Text fontSize="xs" color="fg.muted" data-testid="last-activity">
          {client.lastActivityAt ? `Last activity ${timeAgo(client.lastActivityAt, now)}` : 'No activity yet'}
        </Text>
      ) : null}
      {client.notes ? (
        <Box borderStartWidth="3px" borderColor="brand.emphasized" ps="3" py="0.5">
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            Assignment note
          </Text>
          <Text fontSize="sm" lineClamp={2} title={client.notes}>
            {client.notes}
          </Text>
        </Box>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        colorPalette="brand"
        alignSelf="start"
        mt="auto"
        onClick={onViewProfiles}
        px="2"
      >
        <LuSearch /> View profiles
      </Button>
    </ArticleCard>
  );
}
