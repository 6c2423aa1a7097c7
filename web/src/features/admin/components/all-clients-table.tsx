import { professionById, type ClientListing, type UserListSort } from '@icp-studio/contracts';
import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { useNow } from '@/hooks/use-now';
import { shortDate } from '@/lib/format';
import { displayName } from '@/lib/user-display';
import { ariaSort, type ClientSort } from '../lib/client-sort';
import { AdvisorCell, CountLink, RowActions, teamSearchLink } from './client-table';

/** A client's trade as the product names it, or null when they have not chosen one. */
export function professionLabel(client: Pick<ClientListing, 'profession'>): string | null {
  return professionById(client.profession ?? null)?.label ?? null;
}

function Profession({ client }: { client: ClientListing }) {
  const label = professionLabel(client);
  return label ? (
    <Text truncate maxW="44">
      {label}
    </Text>
  ) : (
    <Text as="span" color="fg.subtle">
      Not set
    </Text>
  );
}

/** A column header that sorts the list; `aria-sort` tells which column orders it and how. */
function SortHeader({
  by,
  label,
  sort,
  onSort,
  ps,
}: {
  by: UserListSort;
  label: string;
  sort: ClientSort;
  onSort: (by: UserListSort) => void;
  ps?: string;
}) {
  const state = ariaSort(sort, by);
  const Icon = state === 'ascending' ? LuArrowUp : state === 'descending' ? LuArrowDown : LuArrowUpDown;
  return (
    <Table.ColumnHeader aria-sort={state} ps={ps}>
      <Button
        variant="ghost"
        size="xs"
        ms="-2"
        px="2"
        fontWeight="semibold"
        color={state === 'none' ? 'fg.muted' : 'fg'}
        onClick={() => onSort(by)}
      >
        {label}
        <Icon aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}

export interface AllClientsProps {
  clients: ClientListing[] | undefined;
  loading: boolean;
  sort: ClientSort;
  onSort: (by: UserListSort) => void;
  onAssign: (client: ClientListing) => void;
  onRemove: (client: ClientListing) => void;
}

const COLUMNS = 8;

/** The All Clients table (docs/product.md §2, All Clients): sortable by name, e-mail, advisor and date. */
export function AllClientsTable({ clients, loading, sort, onSort, onAssign, onRemove }: AllClientsProps) {
  const now = useNow(60_000);
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border.muted" borderRadius="lg" bg="bg.panel">
      <Table.Root size="sm" minW="1080px" aria-label="All clients">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <SortHeader by="name" label="Client" sort={sort} onSort={onSort} ps="4" />
            <SortHeader by="email" label="Email" sort={sort} onSort={onSort} />
            <Table.ColumnHeader>Profession</Table.ColumnHeader>
            <SortHeader by="advisor" label="Advisor" sort={sort} onSort={onSort} />
            <Table.ColumnHeader textAlign="center">ICPs</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="center">Playbooks</Table.ColumnHeader>
            <SortHeader by="createdAt" label="Joined" sort={sort} onSort={onSort} />
            <Table.ColumnHeader textAlign="end" pe="4">
              Actions
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading && !clients
            ? [0, 1, 2, 3, 4].map((i) => (
                <Table.Row key={i}>
                  <Table.Cell colSpan={COLUMNS} ps="4">
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
                        <Text fontWeight="medium" truncate maxW="40">
                          {name}
                        </Text>
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>
                      <Text color="fg.muted" truncate maxW="52">
                        {client.email}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Profession client={client} />
                    </Table.Cell>
                    <Table.Cell>
                      <AdvisorCell client={client} now={now} />
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
                    <Table.Cell whiteSpace="nowrap" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {shortDate(client.createdAt)}
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

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm" minW="0">
        {children}
      </Box>
    </Box>
  );
}

/** The same clients as cards, for screens too narrow for the table (the order is a select above). */
export function AllClientsCards({ clients, loading, onAssign, onRemove }: AllClientsProps) {
  const now = useNow(60_000);
  if (loading && !clients)
    return (
      <Stack gap="3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="44" borderRadius="xl" />
        ))}
      </Stack>
    );
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="All clients">
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
            <SimpleGrid columns={2} gap="3" mt="3">
              <Detail label="Profession">
                <Profession client={client} />
              </Detail>
              <Detail label="Joined">{shortDate(client.createdAt)}</Detail>
              <Detail label="Advisor">
                <AdvisorCell client={client} now={now} />
              </Detail>
              <Detail label="ICPs · Playbooks">
                <HStack gap="1.5">
                  <CountLink
                    count={client.icpCount}
                    to={teamSearchLink(client)}
                    label={`${client.icpCount} ICPs of ${name}`}
                  />
                  <Text as="span" color="fg.subtle" aria-hidden>
                    ·
                  </Text>
                  <CountLink
                    count={client.playbookCount}
                    to={teamSearchLink(client)}
                    label={`${client.playbookCount} playbooks of ${name}`}
                  />
                </HStack>
              </Detail>
            </SimpleGrid>
            <Box mt="3" pt="3" borderTopWidth="1px" borderColor="border.muted">
              <RowActions client={client} onAssign={onAssign} onRemove={onRemove} align="start" />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
