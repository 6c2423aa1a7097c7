import type { ClientListing, Role } from '@icp-studio/contracts';
import { Badge, Box, Button, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { LuPlus, LuUserMinus, LuUserPlus, LuUsersRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { assignedAgo } from '@/lib/client-format';
import { useNow } from '@/hooks/use-now';
import { displayName } from '@/lib/user-display';
import { RoleSelect } from './role-change';

/** `/team?search=` with the client's name, else e-mail (docs/product.md §2: the counts link there). */
export function teamSearchLink(client: Pick<ClientListing, 'firstName' | 'lastName' | 'email'>): string {
  return `/team?search=${encodeURIComponent(displayName(client))}`;
}

export function CountLink({ count, to, label }: { count: number; to: string; label: string }) {
  if (count === 0)
    return (
      <Text as="span" color="fg.subtle" fontVariantNumeric="tabular-nums">
        0
      </Text>
    );
  return (
    <Link asChild color="brand.fg" fontWeight="semibold" fontVariantNumeric="tabular-nums" aria-label={label}>
      <RouterLink to={to}>{count}</RouterLink>
    </Link>
  );
}

/** Create ICP, Assign or Reassign, and Remove (only when assigned); also the All Clients rows. */
export function RowActions({
  client,
  onAssign,
  onRemove,
  align = 'end',
}: {
  client: ClientListing;
  onAssign: (client: ClientListing) => void;
  onRemove: (client: ClientListing) => void;
  align?: 'end' | 'start';
}) {
  const name = displayName(client);
  const assigned = client.advisorId !== null;
  return (
    <HStack gap="1.5" justify={align === 'end' ? 'end' : 'start'} wrap="wrap">
      <Button asChild size="xs" variant="ghost" colorPalette="brand">
        <RouterLink
          to={`/icp/new?clientId=${encodeURIComponent(client.id)}`}
          aria-label={`Create ICP for ${name}`}
        >
          <LuPlus /> Create ICP
        </RouterLink>
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={() => onAssign(client)}
        aria-label={`${assigned ? 'Reassign' : 'Assign'} ${name}`}
      >
        {assigned ? <LuUsersRound /> : <LuUserPlus />} {assigned ? 'Reassign' : 'Assign'}
      </Button>
      {assigned ? (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={() => onRemove(client)}
          aria-label={`Remove ${name}'s assignment`}
        >
          <LuUserMinus /> Remove
        </Button>
      ) : align === 'end' ? (
        <Box w="78px" aria-hidden />
      ) : null}
    </HStack>
  );
}

export function AdvisorCell({ client, now }: { client: ClientListing; now: Date }) {
  const advisor = client.advisor ? displayName({ ...client.advisor, email: '' }) : null;
  if (!advisor)
    return (
      <Badge colorPalette="orange" variant="subtle" borderRadius="full">
        Unassigned
      </Badge>
    );
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium" truncate maxW="40">
        {advisor}
      </Text>
      <Text fontSize="xs" color="fg.subtle">
        {assignedAgo(client.assignedAt, now)}
      </Text>
    </Stack>
  );
}

export interface ClientTableProps {
  clients: ClientListing[] | undefined;
  loading: boolean;
  onAssign: (client: ClientListing) => void;
  onRemove: (client: ClientListing) => void;
  onRoleChange: (client: ClientListing, role: Role) => void;
}

/** The Client Management table (docs/product.md §2): one row per client with its actions. */
export function ClientTable({ clients, loading, onAssign, onRemove, onRoleChange }: ClientTableProps) {
  const now = useNow(60_000);
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border.muted" borderRadius="lg" bg="bg.panel">
      <Table.Root size="sm" minW="960px" aria-label="Clients">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader ps="4">Client</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="center">ICPs</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="center">Playbooks</Table.ColumnHeader>
            <Table.ColumnHeader>Advisor</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" pe="4">
              Actions
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading && !clients
            ? [0, 1, 2, 3, 4].map((i) => (
                <Table.Row key={i}>
                  <Table.Cell colSpan={7} ps="4">
                    <Skeleton h="8" />
                  </Table.Cell>
                </Table.Row>
              ))
            : (clients ?? []).map((client) => {
                const name = displayName(client);
                return (
                  <Table.Row key={client.id} data-testid="client-row" aria-label={name}>
                    <Table.Cell ps="4">
                      <HStack gap="2.5" minW="0">
                        <PersonAvatar person={client} size="xs" />
                        <Text fontWeight="medium" truncate maxW="44">
                          {name}
                        </Text>
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>
                      <Text color="fg.muted" truncate maxW="56">
                        {client.email}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <RoleSelect user={client} onRequestChange={(role) => onRoleChange(client, role)} />
                    </Table.Cell>
                    <Table.Cell textAlign="center">
                      <CountLink
                        count={client.icpCount}
                        to={teamSearchLink(client)}
                        label={`${client.icpCount} ICPs of ${name}`}
                      />
                    </Table.Cell>
                    <Table.Cell textAlign="center">
                      <CountLink
                        count={client.playbookCount}
                        to={teamSearchLink(client)}
                        label={`${client.playbookCount} playbooks of ${name}`}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <AdvisorCell client={client} now={now} />
                    </Table.Cell>
                    <Table.Cell pe="4">
                      <RowActions client={client} onAssign={onAssign} onRemove={onRemove} />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The same clients as cards, for screens too narrow for the table. */
export function ClientCards({ clients, loading, onAssign, onRemove, onRoleChange }: ClientTableProps) {
  const now = useNow(60_000);
  if (loading && !clients)
    return (
      <Stack gap="3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="36" borderRadius="xl" />
        ))}
      </Stack>
    );
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Clients">
      {(clients ?? []).map((client) => {
        const name = displayName(client);
        return (
          <Box
            as="li"
            key={client.id}
            data-testid="client-row"
            aria-label={name}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="xl"
            bg="bg.panel"
            p="4"
          >
            <HStack justify="space-between" align="start" gap="3">
              <HStack gap="3" minW="0">
                <PersonAvatar person={client} size="sm" />
                <Box minW="0">
                  <Text fontWeight="semibold" truncate>
                    {name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {client.email}
                  </Text>
                </Box>
              </HStack>
              <RoleSelect user={client} onRequestChange={(role) => onRoleChange(client, role)} />
            </HStack>
            <HStack mt="3" gap="4" fontSize="sm" wrap="wrap">
              <HStack gap="1.5">
                <Text color="fg.muted">ICPs</Text>
                <CountLink
                  count={client.icpCount}
                  to={teamSearchLink(client)}
                  label={`${client.icpCount} ICPs of ${name}`}
                />
              </HStack>
              <HStack gap="1.5">
                <Text color="fg.muted">Playbooks</Text>
                <CountLink
                  count={client.playbookCount}
                  to={teamSearchLink(client)}
                  label={`${client.playbookCount} playbooks of ${name}`}
                />
              </HStack>
            </HStack>
            <HStack mt="2" gap="2" fontSize="sm" align="start">
              <Text color="fg.muted" flexShrink={0}>
                Advisor
              </Text>
              <AdvisorCell client={client} now={now} />
            </HStack>
            <Box mt="3" pt="3" borderTopWidth="1px" borderColor="border.muted">
              <RowActions client={client} onAssign={onAssign} onRemove={onRemove} align="start" />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
