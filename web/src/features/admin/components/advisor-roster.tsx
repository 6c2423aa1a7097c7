import type { AdvisorSummary } from '@icp-studio/contracts';
import { Badge, Box, Button, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { LuArrowUpRight, LuChevronDown } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ListError } from '@/components/ui/list-controls';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { useNow } from '@/hooks/use-now';
import { clientCountLabel, icpCountLabel, playbookCountLabel } from '@/lib/client-format';
import { shortDate, timeAgo } from '@/lib/format';
import { displayName } from '@/lib/user-display';
import { useAdvisorClientList } from '../api/get-advisor-client-list';

/** `/admin/clients` opened on one advisor's clients. */
export const advisorClientsLink = (advisorId: string) =>
  `/admin/clients?advisor=${encodeURIComponent(advisorId)}`;

/** Every client of one advisor, fetched when the row opens. */
function AdvisorClients({ advisor, id }: { advisor: AdvisorSummary; id: string }) {
  const list = useAdvisorClientList(advisor.id, true);
  const now = useNow(60_000);
  const name = displayName(advisor);
  if (list.isPending)
    return (
      <Stack gap="2" id={id} aria-busy="true">
        {Array.from({ length: Math.min(Math.max(advisor.clientCount, 1), 4) }, (_, i) => (
          <Skeleton key={i} h="8" />
        ))}
      </Stack>
    );
  if (list.isError)
    return (
      <Box id={id}>
        <ListError message="Failed to fetch this advisor’s clients" onRetry={() => void list.refetch()} />
      </Box>
    );
  if (list.data.length === 0)
    return (
      <Text id={id} fontSize="sm" color="fg.muted" fontStyle="italic">
        {name} has no clients yet. Assign some from All Clients.
      </Text>
    );
  return (
    <Table.ScrollArea id={id} borderWidth="1px" borderColor="border.muted" borderRadius="md">
      <Table.Root size="sm" minW="640px" aria-label={`Clients of ${name}`}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader ps="3">Client</Table.ColumnHeader>
            <Table.ColumnHeader>Assigned</Table.ColumnHeader>
            <Table.ColumnHeader>Work</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="center">Open tasks</Table.ColumnHeader>
            <Table.ColumnHeader pe="3">Last activity</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.data.map((c) => (
            <Table.Row key={c.id} data-testid="advisor-client-row">
              <Table.Cell ps="3">
                <HStack gap="2" minW="0">
                  <PersonAvatar person={c} size="2xs" />
                  <Box minW="0">
                    <Text fontWeight="medium" truncate>
                      {displayName(c)}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {c.email}
                    </Text>
                  </Box>
                </HStack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="fg.muted">
                {shortDate(c.assignedAt)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {icpCountLabel(c.icpCount)} · {playbookCountLabel(c.playbookCount)}
              </Table.Cell>
              <Table.Cell textAlign="center" fontVariantNumeric="tabular-nums">
                {c.openTasks}
              </Table.Cell>
              <Table.Cell pe="3" whiteSpace="nowrap" color="fg.muted">
                {c.lastActivityAt ? timeAgo(c.lastActivityAt, now) : 'No activity yet'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * One advisor of the Advisors page (docs/product.md §2, Advisors): who they are, their workload as a
 * bar against the busiest advisor, and their clients behind a disclosure button.
 */
export function AdvisorRow({
  advisor,
  busiest,
  open,
  onToggle,
}: {
  advisor: AdvisorSummary;
  busiest: number;
  open: boolean;
  onToggle: () => void;
}) {
  const name = displayName(advisor);
  const panelId = `advisor-clients-${advisor.id}`;
  const share = busiest > 0 ? Math.round((advisor.clientCount / busiest) * 100) : 0;
  return (
    <Box
      as="li"
      aria-label={name}
      data-testid="advisor-row"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '3', md: '6' }} align={{ md: 'center' }}>
        <HStack gap="3" minW="0" flex={{ md: '0 0 300px' }}>
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
        <Box flex="1" minW="0">
          <HStack justify="space-between" mb="1.5">
            <Text fontSize="sm" color="fg.muted">
              Workload
            </Text>
            <Badge
              colorPalette={advisor.clientCount > 0 ? 'accent' : 'gray'}
              variant="subtle"
              borderRadius="full"
              data-testid="advisor-client-count"
            >
              {clientCountLabel(advisor.clientCount)}
            </Badge>
          </HStack>
          <Box h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
            <Box h="full" w={`${share}%`} bg="brand.solid" borderRadius="full" />
          </Box>
        </Box>
        <HStack gap="2" flexShrink={0} wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} clients of ${name}`}
            disabled={advisor.clientCount === 0}
          >
            {open ? 'Hide clients' : 'Show clients'}
            <Box as="span" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s">
              <LuChevronDown aria-hidden />
            </Box>
          </Button>
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
            <RouterLink to={advisorClientsLink(advisor.id)} aria-label={`Manage the clients of ${name}`}>
              Manage <LuArrowUpRight aria-hidden />
            </RouterLink>
          </Link>
        </HStack>
      </Stack>
      {open ? (
        <Box mt="4">
          <AdvisorClients advisor={advisor} id={panelId} />
        </Box>
      ) : null}
    </Box>
  );
}
