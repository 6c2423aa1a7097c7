import { countOf, type Playbook } from '@icp-studio/contracts';
import { HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { LuMegaphone, LuRocket } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { RecordStatusBadge } from '@/components/ui/record-status-badge';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A playbook card of the dashboard and My Playbooks (docs/product.md §2); links to /playbooks/{id}. */
export function PlaybookCard({ playbook }: { playbook: Playbook }) {
  const channels = countOf(playbook.selectedChannels);
  const campaigns = countOf(playbook.campaigns);
  return (
    <LinkBox
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
      transition="transform 0.15s ease, box-shadow 0.15s ease, border-color 0.15s ease"
      _hover={{ transform: 'translateY(-2px)', boxShadow: 'md', borderColor: 'accent.border' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0.5" minW="0">
          <LinkOverlay asChild>
            <RouterLink to={`/playbooks/${playbook.id}`}>
              <Text fontWeight="semibold" fontSize="md" lineClamp={2}>
                {playbook.name}
              </Text>
            </RouterLink>
          </LinkOverlay>
          {playbook.icpName ? (
            <Text fontSize="sm" color="fg.muted" truncate>
              For {playbook.icpName}
            </Text>
          ) : null}
        </Stack>
        <RecordStatusBadge status={playbook.status} flexShrink={0} />
      </HStack>
      <Text
        fontSize="sm"
        color={playbook.valueProposition ? 'fg' : 'fg.subtle'}
        mt="3"
        lineClamp={3}
        flex="1"
        fontStyle={playbook.valueProposition ? undefined : 'italic'}
      >
        {playbook.valueProposition || 'No value proposition yet'}
      </Text>
      <HStack
        gap="4"
        mt="4"
        pt="3"
        borderTopWidth="1px"
        borderColor="border.muted"
        fontSize="xs"
        color="fg.muted"
      >
        <HStack gap="1.5">
          <LuMegaphone aria-hidden="true" />
          <Text>{plural(channels, 'channel', 'channels')}</Text>
        </HStack>
        <HStack gap="1.5">
          <LuRocket aria-hidden="true" />
          <Text>{plural(campaigns, 'campaign', 'campaigns')}</Text>
        </HStack>
      </HStack>
    </LinkBox>
  );
}
