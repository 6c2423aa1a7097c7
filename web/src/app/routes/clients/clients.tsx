import { professionById, type AdvisorClient, type AdvisorClientListing } from '@icp-studio/contracts';
import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuArrowRight, LuSearchX, LuShieldCheck, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useAdvisorClients } from '@/features/clients/api/get-advisor-clients';
import { EmptyBlock, ListError, SearchField } from '@/components/ui/list-controls';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { useNow } from '@/hooks/use-now';
import { useSession } from '@/lib/auth/get-auth-check';
import { timeAgo } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { displayName } from '@/lib/user-display';

/** An advisor's client; `GET /api/advisor/clients` carries the counts, open tasks and last activity. */
type ClientRow = AdvisorClient & Partial<Omit<AdvisorClientListing, keyof AdvisorClient>>;

/** The team page narrowed to one client's profiles and playbooks. */
export function clientViewLink(client: Pick<AdvisorClient, 'firstName' | 'lastName' | 'email' | 'username'>) {
  return `/team?search=${encodeURIComponent(displayName(client))}`;
}

function professionLabel(id: string | null | undefined): string | null {
  return professionById(id)?.label ?? null;
}

/** Does the client match the search (name, e-mail, username or profession)? */
export function matchesClient(client: ClientRow, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [displayName(client), client.email, client.username, professionLabel(client.profession) ?? '']
    .join(' ')
    .toLowerCase();
  return words.every((w) => text.includes(w));
}

/**
 * `/team/clients`, the advisor's My Clients (docs/product.md §2): the clients assigned to them as a
 * searchable table (cards on a phone) with their profession, profile and playbook counts, open tasks and
 * last activity, each opening the team page narrowed to that client. An admin is pointed to the admin
 * page, where every client is managed.
 */
export function ClientsPage() {
  const { user } = useSession();
  const isAdvisor = user?.role === 'team_member';
  useDocumentTitle('My Clients');
  const clients = useAdvisorClients({ enabled: isAdvisor });
  const [search, setSearch] = useState('');
  const list = useMemo(() => (clients.data ?? []) as ClientRow[], [clients.data]);
  const shown = useMemo(() => list.filter((c) => matchesClient(c, search)), [list, search]);

  if (!user) return null;

  return (
    <Container maxW="7xl" pt={{ base: '8', md: '10' }} pb="16" px={{ base: '4', md: '6' }}>
      <HStack justify="space-between" align={{ base: 'start', md: 'end' }} gap="4" wrap="wrap" mb="6">
        <Box>
          <HStack gap="3">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
              My Clients
            </Heading>
            {isAdvisor && clients.data ? (
              <Badge
                colorPalette="brand"
                variant="subtle"
                borderRadius="full"
                px="2.5"
                aria-label={`${list.length} in total`}
              >
                {list.length}
              </Badge>
            ) : null}
          </HStack>
          <Text color="fg.muted" mt="2">
            {isAdvisor
              ? 'The clients an administrator has assigned to you, with where their work stands.'
              : 'Administrators manage every client on the admin page.'}{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/team/cockpit">Open the client portfolio</RouterLink>
            </Link>
          </Text>
        </Box>
        {isAdvisor && list.length > 0 ? (
          <Box w={{ base: 'full', md: '80' }}>
            <SearchField
              label="Search clients"
              value={search}
              onChange={setSearch}
              placeholder="Search by name, email or profession"
            />
          </Box>
        ) : null}
      </HStack>

      {!isAdvisor ? (
        <EmptyBlock
          icon={<LuShieldCheck />}
          title="All clients are on the admin page"
          description="Search every client, see their advisor and assign them from Client Management."
          action={
            <Button asChild colorPalette="brand">
              <RouterLink to="/admin">
                Open the admin page <LuArrowRight />
              </RouterLink>
            </Button>
          }
        />
      ) : clients.isPending ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h="14" borderRadius="lg" />
          ))}
        </Stack>
      ) : clients.isError ? (
        <ListError message="Failed to fetch clients" onRetry={() => void clients.refetch()} />
      ) : list.length === 0 ? (
        <EmptyBlock
          icon={<LuUsers />}
          title="No clients assigned yet"
          description="When an administrator assigns clients to you, they appear here."
        />
      ) : shown.length === 0 ? (
        <EmptyBlock
          icon={<LuSearchX />}
          title="No clients match your search"
          description="Try another name, email or profession."
          action={
            <Button variant="outline" onClick={() => setSearch('')}>
              Clear search
            </Button>
          }
        />
      ) : (
        <>
          <Box hideBelow="md">
            <ClientsTable clients={shown} />
          </Box>
          <Box hideFrom="md">
            <ClientCards clients={shown} />
          </Box>
        </>
      )}
    </Container>
  );
}

function figure(value: number | undefined): string {
  return value === undefined ? '—' : String(value);
}

function ClientsTable({ clients }: { clients: ClientRow[] }) {
  const now = useNow(60_000);
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border.muted" borderRadius="lg" bg="bg.panel">
      <Table.Root size="sm" aria-label="My clients">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader ps="4">Client</Table.ColumnHeader>
            <Table.ColumnHeader>Profession</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="center">ICPs</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="center">Playbooks</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="center">Open tasks</Table.ColumnHeader>
            <Table.ColumnHeader>Last activity</Table.ColumnHeader>
            <Table.ColumnHeader pe="4">
              <Text srOnly>View</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {clients.map((client) => {
            const name = displayName(client);
            return (
              <Table.Row key={client.id} data-testid="client-row" aria-label={name}>
                <Table.Cell ps="4" py="3">
                  <HStack gap="3" minW="0">
                    <PersonAvatar person={client} size="sm" />
                    <Stack gap="0" minW="0">
                      <Text fontWeight="medium" truncate maxW="56">
                        {name}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" truncate maxW="56">
                        {client.email}
                      </Text>
                    </Stack>
                  </HStack>
                </Table.Cell>
                <Table.Cell color={client.profession ? undefined : 'fg.muted'}>
                  {professionLabel(client.profession) ?? 'Not set'}
                </Table.Cell>
                <Table.Cell textAlign="center" fontVariantNumeric="tabular-nums">
                  {figure(client.icpCount)}
                </Table.Cell>
                <Table.Cell textAlign="center" fontVariantNumeric="tabular-nums">
                  {figure(client.playbookCount)}
                </Table.Cell>
                <Table.Cell textAlign="center">
                  <OpenTasks count={client.openTasks} />
                </Table.Cell>
                <Table.Cell color="fg.muted">
                  {client.lastActivityAt === undefined
                    ? '—'
                    : client.lastActivityAt
                      ? timeAgo(client.lastActivityAt, now)
                      : 'No activity yet'}
                </Table.Cell>
                <Table.Cell pe="4" textAlign="end">
                  <Link asChild color="brand.fg" fontWeight="medium" whiteSpace="nowrap">
                    <RouterLink to={clientViewLink(client)} aria-label={`View ${name}`}>
                      View <LuArrowRight aria-hidden />
                    </RouterLink>
                  </Link>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function OpenTasks({ count }: { count: number | undefined }) {
  if (count === undefined) return <>—</>;
  if (count === 0)
    return (
      <Text as="span" color="fg.muted">
        0
      </Text>
    );
  return (
    <Badge colorPalette="orange" variant="subtle" borderRadius="full" fontVariantNumeric="tabular-nums">
      {count}
    </Badge>
  );
}

function ClientCards({ clients }: { clients: ClientRow[] }) {
  const now = useNow(60_000);
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="My clients">
      {clients.map((client) => {
        const name = displayName(client);
        return (
          <Box
            as="li"
            key={client.id}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="xl"
            bg="bg.panel"
            p="4"
            data-testid="client-card"
          >
            <HStack gap="3" minW="0">
              <PersonAvatar person={client} size="md" />
              <Stack gap="0" minW="0" flex="1">
                <Text fontWeight="semibold" truncate>
                  {name}
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {client.email}
                </Text>
              </Stack>
            </HStack>
            <Text fontSize="sm" mt="3" color={client.profession ? undefined : 'fg.muted'}>
              {professionLabel(client.profession) ?? 'Profession not set'}
            </Text>
            <HStack gap="4" mt="2" fontSize="sm" wrap="wrap">
              <Text>
                <b>{figure(client.icpCount)}</b> {client.icpCount === 1 ? 'ICP' : 'ICPs'}
              </Text>
              <Text>
                <b>{figure(client.playbookCount)}</b> {client.playbookCount === 1 ? 'playbook' : 'playbooks'}
              </Text>
              <Text>
                <b>{figure(client.openTasks)}</b> open {client.openTasks === 1 ? 'task' : 'tasks'}
              </Text>
            </HStack>
            <HStack justify="space-between" mt="3" gap="3">
              <Text fontSize="xs" color="fg.muted">
                {client.lastActivityAt
                  ? `Last activity ${timeAgo(client.lastActivityAt, now)}`
                  : client.lastActivityAt === null
                    ? 'No activity yet'
                    : null}
              </Text>
              <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm" whiteSpace="nowrap">
                <RouterLink to={clientViewLink(client)} aria-label={`View ${name}`}>
                  View <LuArrowRight aria-hidden />
                </RouterLink>
              </Link>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
