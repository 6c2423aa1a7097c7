import { countOf, type Playbook } from '@icp-studio/contracts';
import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuEye, LuMegaphone, LuMessageSquarePlus, LuTarget, LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { RecordStatusBadge } from '@/components/ui/record-status-badge';
import { shortDate } from '@/features/icp/lib/format';
import { OpenTaskBadge } from './team-icp-card';

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
    <Box
      as="article"
      aria-label={playbook.name}
      display="flex"
      flexDirection="column"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.panel"
      p="5"
      boxShadow="xs"
      transition="box-shadow 0.15s ease, border-color 0.15s ease"
      _hover={{ boxShadow: 'md', borderColor: 'accent.border' }}
    >
      <HStack justify="space-between" align="start" gap="3">
        <HStack gap="1.5" minW="0" color="fg.muted" fontSize="sm">
          <LuUserRound aria-hidden />
          {clientName === undefined ? (
            <Skeleton h="4" w="28" />
          ) : (
            <Text truncate fontWeight="medium" data-testid="playbook-client">
              {clientName ?? 'Unknown Client'}
            </Text>
          )}
        </HStack>
        <RecordStatusBadge status={playbook.status} flexShrink={0} />
      </HStack>

      <Text as="h3" fontWeight="semibold" fontSize="md" mt="3" lineClamp={2}>
        {playbook.name}
      </Text>
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

      <HStack
        justify="space-between"
        mt="4"
        pt="3"
        borderTopWidth="1px"
        borderColor="border.muted"
        gap="2"
        wrap="wrap"
      >
        <HStack gap="3" fontSize="xs" color="fg.muted">
          <HStack gap="1">
            <LuMegaphone aria-hidden />
            <Text>
              {channels} {channels === 1 ? 'channel' : 'channels'}
            </Text>
          </HStack>
          <Text>Updated {shortDate(playbook.updatedAt)}</Text>
        </HStack>
        <OpenTaskBadge count={openTasks} />
      </HStack>
      <HStack mt="3" gap="2">
        <Button asChild size="sm" variant="outline" flex="1">
          <RouterLink to={`/playbook/${playbook.id}`} aria-label={`View ${playbook.name}`}>
            <LuEye /> View
          </RouterLink>
        </Button>
        <Button
          size="sm"
          variant="subtle"
          colorPalette="brand"
          flex="1"
          onClick={onNote}
          aria-label={`Add a note to ${playbook.name}`}
        >
          <LuMessageSquarePlus /> Note
        </Button>
      </HStack>
    </Box>
  );
}
