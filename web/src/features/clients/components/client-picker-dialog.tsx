import type { AdvisorClient, ClientListing } from '@icp-studio/contracts';
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  EmptyState,
  HStack,
  Icon,
  Input,
  InputGroup,
  Portal,
  RadioCard,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuSearch, LuShieldCheck, LuUserRound, LuUsers } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/lib/auth/get-auth-check';
import { useNow } from '@/hooks/use-now';
import { displayName } from '@/lib/user-display';
import { useAdvisorClients } from '../api/get-advisor-clients';
import { useClientCounts } from '../api/get-client-counts';
import { usePickerClients } from '../api/get-picker-clients';
import { assignedAgo, icpCountLabel } from '@/lib/client-format';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { PersonAvatar } from '@/components/ui/person-avatar';

/** docs/product.md §9: the client picker's list is 350 px high and scrolls. */
export const PICKER_LIST_HEIGHT = '350px';

/** What a picker card shows, whichever list it came from. */
interface PickerClient {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  assignedAt: string | null;
  notes: string | null;
  /** Known for the admin list; advisors' cards ask the server per client. */
  icpCount?: number;
  advisorName?: string | null;
}

const fromAdvisorClient = (c: AdvisorClient): PickerClient => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  profileImageUrl: c.profileImageUrl,
  assignedAt: c.assignedAt,
  notes: c.notes,
});

const fromListing = (c: ClientListing): PickerClient => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  profileImageUrl: c.profileImageUrl,
  assignedAt: c.assignedAt,
  notes: c.notes,
  icpCount: c.icpCount,
  advisorName: c.advisor ? displayName({ ...c.advisor, email: '' }) : null,
});

/** Does the client's name or e-mail contain the search text (case-insensitive)? */
export function matchesClientSearch(
  client: Pick<PickerClient, 'firstName' | 'lastName' | 'email'>,
  search: string,
): boolean {
  const term = search.trim().toLocaleLowerCase();
  if (!term) return true;
  const haystack = `${client.firstName} ${client.lastName} ${client.email}`.toLocaleLowerCase();
  return haystack.includes(term);
}

export interface ClientPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Select Client for ICP Creation" (docs/product.md §2). Admins may pick any client (the server searches
 * and pages `GET /api/admin/clients`); advisors only their assigned clients (`GET /api/advisor/clients`,
 * searched here). Create ICP opens the wizard for the chosen client.
 */
export function ClientPickerDialog({ open, onOpenChange }: ClientPickerDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      motionPreset="slide-in-bottom"
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="xl">
            <PickerContent onClose={() => onOpenChange(false)} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PickerContent({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const debounced = useDebouncedValue(search);

  const advisorClients = useAdvisorClients({ enabled: !isAdmin });
  const adminClients = usePickerClients(debounced, { enabled: isAdmin });

  const clients = useMemo<PickerClient[]>(() => {
    if (isAdmin) return (adminClients.data?.pages ?? []).flatMap((p) => p.items.map(fromListing));
    return (advisorClients.data ?? []).map(fromAdvisorClient).filter((c) => matchesClientSearch(c, search));
  }, [isAdmin, adminClients.data, advisorClients.data, search]);

  const query = isAdmin ? adminClients : advisorClients;
  const total = isAdmin ? (adminClients.data?.pages[0]?.total ?? 0) : (advisorClients.data?.length ?? 0);
  const searching = search.trim().length > 0;
  const selectedClient = clients.find((c) => c.id === selected) ?? null;

  const create = () => {
    if (!selectedClient) return;
    onClose();
    navigate(`/icp/new?clientId=${encodeURIComponent(selectedClient.id)}`);
  };

  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="1.5" pb="3" pe="12">
        <Dialog.Title fontSize="lg">Select Client for ICP Creation</Dialog.Title>
        <Dialog.Description asChild>
          <HStack gap="2" color="fg.muted" fontSize="sm" align="start">
            <Icon mt="0.5" boxSize="4" flexShrink={0} color={isAdmin ? 'brand.fg' : 'accent.fg'}>
              {isAdmin ? <LuShieldCheck /> : <LuUsers />}
            </Icon>
            <Text>
              {isAdmin
                ? 'As an admin, you can create an ICP for any client.'
                : 'You can create ICPs only for the clients assigned to you.'}
            </Text>
          </HStack>
        </Dialog.Description>
      </Dialog.Header>

      <Dialog.Body pb="2">
        <InputGroup startElement={<LuSearch />} mb="3">
          <Input
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name or email"
            aria-label="Search clients by name or email"
            type="search"
            autoComplete="off"
          />
        </InputGroup>

        <Box
          h={PICKER_LIST_HEIGHT}
          overflowY="auto"
          mx="-1"
          px="1"
          py="1"
          data-testid="client-picker-list"
          borderRadius="lg"
        >
          {query.isPending ? (
            <Stack gap="2" aria-busy="true">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} h="20" borderRadius="lg" />
              ))}
            </Stack>
          ) : query.isError ? (
            <Alert.Root status="error" variant="subtle" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Title flex="1">Failed to fetch clients</Alert.Title>
              <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Alert.Root>
          ) : clients.length === 0 ? (
            <EmptyState.Root h="full" py="8">
              <EmptyState.Content>
                <EmptyState.Indicator color="fg.subtle">
                  <LuUserRound />
                </EmptyState.Indicator>
                <EmptyState.Title fontSize="md">
                  {searching ? 'No clients found matching your search' : 'No clients available'}
                </EmptyState.Title>
                <EmptyState.Description fontSize="sm">
                  {searching
                    ? 'Try another name or email address.'
                    : isAdmin
                      ? 'Clients appear here once they sign up.'
                      : 'An administrator assigns clients to you.'}
                </EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <RadioCard.Root
              value={selected}
              onValueChange={(e) => setSelected(e.value)}
              colorPalette="brand"
              size="sm"
              aria-label="Clients"
            >
              <Stack gap="2">
                {clients.map((client) => (
                  <ClientOption key={client.id} client={client} />
                ))}
              </Stack>
            </RadioCard.Root>
          )}
          {isAdmin && adminClients.hasNextPage ? (
            <Button
              variant="ghost"
              size="sm"
              width="full"
              mt="2"
              onClick={() => void adminClients.fetchNextPage()}
              loading={adminClients.isFetchingNextPage}
              loadingText="Loading..."
            >
              Load more clients
            </Button>
          ) : null}
        </Box>
        {!query.isPending && !query.isError && total > 0 ? (
          <Text fontSize="xs" color="fg.muted" mt="2">
            {searching && !isAdmin
              ? `${clients.length} of ${total} clients match`
              : `Showing ${clients.length} of ${total} clients`}
          </Text>
        ) : null}
      </Dialog.Body>

      <Dialog.Footer gap="3">
        {selectedClient ? (
          <Text
            fontSize="sm"
            color="fg.muted"
            me="auto"
            truncate
            minW="0"
            flex="1"
            display={{ base: 'none', sm: 'block' }}
          >
            For <strong>{displayName(selectedClient)}</strong>
          </Text>
        ) : null}
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button colorPalette="brand" disabled={!selectedClient} onClick={create}>
          Create ICP
        </Button>
      </Dialog.Footer>
    </>
  );
}

function ClientOption({ client }: { client: PickerClient }) {
  const now = useNow(60_000);
  // The advisor list has no counts: ask the server for this client's total.
  const { icpCount: fetched } = useClientCounts(client.id, {
    icps: client.icpCount === undefined,
    playbooks: false,
  });
  const icpCount = client.icpCount ?? fetched;
  const name = displayName(client);
  return (
    <RadioCard.Item value={client.id} borderRadius="lg" cursor="pointer">
      <RadioCard.ItemHiddenInput />
      <RadioCard.ItemControl alignItems="start" gap="3" p="3">
        <PersonAvatar person={client} size="sm" mt="0.5" />
        <Stack gap="0.5" flex="1" minW="0">
          <HStack justify="space-between" gap="2" align="start">
            <RadioCard.ItemText fontWeight="semibold" truncate>
              {name}
            </RadioCard.ItemText>
            {icpCount === undefined ? (
              <Skeleton h="5" w="12" borderRadius="full" />
            ) : (
              <Badge size="sm" variant="subtle" colorPalette="brand" borderRadius="full" flexShrink={0}>
                {icpCountLabel(icpCount)}
              </Badge>
            )}
          </HStack>
          {client.email !== name ? (
            <Text fontSize="sm" color="fg.muted" truncate>
              {client.email}
            </Text>
          ) : null}
          <Text fontSize="xs" color="fg.subtle">
            {client.assignedAt
              ? assignedAgo(client.assignedAt, now)
              : client.advisorName === undefined
                ? 'Not assigned'
                : 'No advisor yet'}
            {client.advisorName ? ` · Advisor: ${client.advisorName}` : ''}
          </Text>
          {client.notes ? (
            <Text fontSize="xs" color="fg.muted" fontStyle="italic" lineClamp={2}>
              “{client.notes}”
            </Text>
          ) : null}
        </Stack>
        <RadioCard.ItemIndicator mt="1" />
      </RadioCard.ItemControl>
    </RadioCard.Item>
  );
}
