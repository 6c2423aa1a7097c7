import { countOf, type Playbook } from '@icp-studio/contracts';
import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuMegaphone, LuTarget } from 'react-icons/lu';
import { shortDate } from '@/lib/format';
import { TeamCard } from './team-card';

/** A card of the Marketing Playbooks grid (docs/product.md §2, Team page). */
export function TeamPlaybookCard({
  playbook,
  clientName,
  openTasks,
  onNote,
}: {
  playbook: Playbook;
  /** undefined while the owner's name loads; null when it cannot be known. */
  clientName: string | null | undefined;
  openTasks: number | undefined;
  onNote: () => void;
}) {
  const channels = countOf(playbook.selectedChannels);
  return (
    <TeamCard
      name={playbook.name}
      status={playbook.status}
      client={
        clientName === undefined ? (
          <Skeleton h="4" w="28" />
        ) : (
          <Text truncate fontWeight="medium" data-testid="playbook-client">
            {clientName ?? 'Unknown Client'}
          </Text>
        )
      }
      hoverBorder="accent.border"
      meta={
        <HStack gap="3" fontSize="xs" color="fg.muted">
          <HStack gap="1">
            <LuMegaphone aria-hidden />
            <Text>
              {channels} {channels === 1 ? 'channel' : 'channels'}
            </Text>
          </HStack>
          <Text>Updated {shortDate(playbook.updatedAt)}</Text>
        </HStack>
      }
      openTasks={openTasks}
      viewHref={`/playbook/${playbook.id}`}
      onNote={onNote}
    >
      {playbook.icpName ? (
        <HStack gap="1.5" mt="1" fontSize="sm" color="fg.muted" minW="0">
          <LuTarget aria-hidden />
          <Text truncate>ICP: {playbook.icpName}</Text>
        </HStack>
      ) : null}

      <Stack flex="1" mt="3">
        <Text
          fontSize="sm"
          color={playbook.valueProposition ? 'fg' : 'fg.subtle'}
          fontStyle={playbook.valueProposition ? undefined : 'italic'}
          lineClamp={3}
        >
          {playbook.valueProposition || 'No value proposition yet'}
        </Text>
      </Stack>
    </TeamCard>
  );
}
