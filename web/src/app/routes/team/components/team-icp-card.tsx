import type { Icp } from '@icp-studio/contracts';
import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import { shortDate } from '@/lib/format';
import { TeamCard } from './team-card';

/** How many of a profile's pain points the team page shows (docs/product.md §9). */
export const TEAM_PAIN_POINTS = 2;

/** The client a profile belongs to: name, else e-mail, else "Unknown Client". */
export function icpClientLabel(icp: Pick<Icp, 'clientName' | 'clientEmail'>): string {
  return icp.clientName?.trim() || icp.clientEmail?.trim() || 'Unknown Client';
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
    <TeamCard
      name={icp.name}
      status={icp.status}
      client={
        <Text truncate fontWeight="medium" data-testid="icp-client">
          {icpClientLabel(icp)}
        </Text>
      }
      badge={
        createdByMe ? (
          <Badge
            alignSelf="start"
            mt="2"
            size="sm"
            colorPalette="accent"
            variant="subtle"
            borderRadius="full"
          >
            Created by you
          </Badge>
        ) : null
      }
      hoverBorder="brand.border"
      meta={
        <Text fontSize="xs" color="fg.muted">
          Updated {shortDate(icp.updatedAt)}
        </Text>
      }
      openTasks={openTasks}
      viewHref={`/icp/${icp.id}`}
      onNote={onNote}
    >
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
    </TeamCard>
  );
}
