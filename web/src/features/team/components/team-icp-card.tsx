import type { Icp } from '@icp-studio/contracts';
import { Badge, Box, Button, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuEye, LuListTodo, LuMessageSquarePlus, LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { RecordStatusBadge } from '@/components/ui/record-status-badge';
import { shortDate } from '@/features/icp/lib/format';

/** How many of a profile's pain points the team page shows (docs/product.md §9). */
export const TEAM_PAIN_POINTS = 2;

/** The client a profile belongs to: name, else e-mail, else "Unknown Client". */
export function icpClientLabel(icp: Pick<Icp, 'clientName' | 'clientEmail'>): string {
  return icp.clientName?.trim() || icp.clientEmail?.trim() || 'Unknown Client';
}

export function OpenTaskBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return <Skeleton h="5" w="20" borderRadius="full" />;
  const label = `${count} open ${count === 1 ? 'task' : 'tasks'}`;
  return (
    <Badge
      size="sm"
      borderRadius="full"
      variant="subtle"
      colorPalette={count > 0 ? 'orange' : 'gray'}
      data-testid="open-task-count"
    >
      <LuListTodo /> {label}
    </Badge>
  );
}

/** A card of the Client ICPs grid (docs/product.md §2, Team page). */
export function TeamIcpCard({
  icp,
  createdByMe,
  openTasks,
  onNote,
}: {
  icp: Icp;
  createdByMe: boolean;
  openTasks: number | undefined;
  onNote: () => void;
}) {
  const painPoints = (icp.painPoints ?? []).slice(0, TEAM_PAIN_POINTS);
  return (
    <Box
      as="article"
      aria-label={icp.name}
      display="flex"
      flexDirection="column"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.panel"
      p="5"
      boxShadow="xs"
      transition="box-shadow 0.15s ease, border-color 0.15s ease"
      _hover={{ boxShadow: 'md', borderColor: 'brand.border' }}
    >
      <HStack justify="space-between" align="start" gap="3">
        <HStack gap="1.5" minW="0" color="fg.muted" fontSize="sm">
          <LuUserRound aria-hidden />
          <Text truncate fontWeight="medium" data-testid="icp-client">
            {icpClientLabel(icp)}
          </Text>
        </HStack>
        <RecordStatusBadge status={icp.status} flexShrink={0} />
      </HStack>
      {createdByMe ? (
        <Badge alignSelf="start" mt="2" size="sm" colorPalette="accent" variant="subtle" borderRadius="full">
          Created by you
        </Badge>
      ) : null}

      <Text as="h3" fontWeight="semibold" fontSize="md" mt="3" lineClamp={2}>
        {icp.name}
      </Text>
      <HStack gap="2" mt="1.5" fontSize="sm" color="fg.muted" minW="0">
        <Badge variant="outline" size="sm" flexShrink={0}>
          {icp.type.toUpperCase()}
        </Badge>
        {icp.industry ? <Text truncate>{icp.industry}</Text> : null}
      </HStack>

      <Stack gap="1.5" mt="4" flex="1">
        <Text
          fontSize="xs"
          fontWeight="semibold"
          color="fg.muted"
          textTransform="uppercase"
          letterSpacing="0.06em"
        >
          Top Pain Points
        </Text>
        {painPoints.length ? (
          <List.Root ps="4" gap="1" fontSize="sm">
            {painPoints.map((p, i) => (
              <List.Item key={`${i}-${p}`} _marker={{ color: 'brand.400' }}>
                <Text lineClamp={1}>{p}</Text>
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text fontSize="sm" color="fg.subtle" fontStyle="italic">
            None added yet
          </Text>
        )}
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
        <Text fontSize="xs" color="fg.muted">
          Updated {shortDate(icp.updatedAt)}
        </Text>
        <OpenTaskBadge count={openTasks} />
      </HStack>
      <HStack mt="3" gap="2">
        <Button asChild size="sm" variant="outline" flex="1">
          <RouterLink to={`/icp/${icp.id}`} aria-label={`View ${icp.name}`}>
            <LuEye /> View
          </RouterLink>
        </Button>
        <Button
          size="sm"
          variant="subtle"
          colorPalette="brand"
          flex="1"
          onClick={onNote}
          aria-label={`Add a note to ${icp.name}`}
        >
          <LuMessageSquarePlus /> Note
        </Button>
      </HStack>
    </Box>
  );
}
