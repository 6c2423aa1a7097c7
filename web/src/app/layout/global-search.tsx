import type { Role } from '@icp-studio/contracts';
import {
  Box,
  Button,
  Dialog,
  HStack,
  Icon,
  Input,
  InputGroup,
  Kbd,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LuBookOpen, LuSearch, LuStickyNote, LuTarget, LuUser } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAdvisorClients } from '@/features/clients/api/get-advisor-clients';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { api } from '@/lib/api-client';
import { noteKeys } from '@/lib/query-keys/note-keys';
import { recordStatusLabel } from '@/components/ui/record-status-badge';
import { snippetAround, type TextSnippet } from '@/lib/text-snippet';
import { displayName } from '@/lib/user-display';

/** How many results of each kind the dialog shows. */
export const GLOBAL_SEARCH_LIMIT = 5;

interface Result {
  id: string;
  group: 'Profiles' | 'Playbooks' | 'Clients' | 'Notes';
  title: string;
  detail: string;
  to: string;
  /** A note's text around the match, shown instead of the title with the match marked. */
  snippet?: TextSnippet;
}

const GROUP_ICONS: Record<Result['group'], typeof LuTarget> = {
  Profiles: LuTarget,
  Playbooks: LuBookOpen,
  Clients: LuUser,
  Notes: LuStickyNote,
};

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');

/**
 * The header's search (docs/product.md §2, Search): Ctrl-K (⌘K on a Mac) or the Search button opens a
 * dialog that finds profiles and playbooks (and, for advisors and admins, clients) by name, and the notes
 * the user may see by their text, as the user types.
 * Arrow keys move through the results, Enter opens one, Esc closes.
 */
export function GlobalSearch({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const mac = useMemo(isMac, []);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      placement="top"
      size={{ base: 'full', sm: 'lg' }}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          color="fg.muted"
          aria-keyshortcuts="Control+K Meta+K"
          borderRadius="full"
          px={{ base: '2.5', md: '3' }}
        >
          <LuSearch aria-hidden="true" />
          {/* The button's name is its text (hidden to the eye on phones), the shortcut shown beside it. */}
          <Box as="span" srOnly={{ base: true, md: false }}>
            Search
          </Box>
          <Kbd
            size="sm"
            display={{ base: 'none', md: 'inline-flex', xl: 'none', '2xl': 'inline-flex' }}
            aria-hidden="true"
          >
            {mac ? '⌘K' : 'Ctrl K'}
          </Kbd>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mt={{ base: '0', sm: '16' }} overflow="hidden">
            <SearchPanel role={role} onClose={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SearchPanel({ role, onClose }: { role: Role; onClose: () => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const term = useDebouncedValue(text.trim(), 200);
  const enabled = term.length > 0;
  const canSeeClients = role === 'team_member' || role === 'admin';
  const { results, loading, failed } = useSearchResults(role, term);

  useEffect(() => setActive(0), [term]);

  const current = results[Math.min(active, results.length - 1)];

  const open = (result: Result | undefined) => {
    if (!result) return;
    onClose();
    navigate(result.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(current);
    }
  };

  const optionId = (r: Result) => `${listId}-${r.id}`;

  let body: ReactNode;
  if (!enabled) {
    body = (
      <Text color="fg.muted" fontSize="sm" px="5" py="8" textAlign="center">
        {canSeeClients
          ? 'Find profiles, playbooks and clients by name, and notes by their text.'
          : 'Find your profiles and playbooks by name, and notes by their text.'}
      </Text>
    );
  } else if (results.length === 0) {
    body = (
      <Text color="fg.muted" fontSize="sm" px="5" py="8" textAlign="center" role="status">
        {loading ? 'Searching...' : failed ? 'Search failed. Please try again.' : `No results for “${term}”.`}
      </Text>
    );
  } else {
    body = (
      <SearchResultList
        listId={listId}
        results={results}
        current={current}
        onHover={(r) => setActive(results.indexOf(r))}
        onOpen={open}
      />
    );
  }

  return (
    <>
      <Dialog.Header p="0" borderBottomWidth="1px" borderColor="border.muted">
        <Dialog.Title srOnly>Search</Dialog.Title>
        <InputGroup
          startElement={<LuSearch />}
          endElement={loading ? <Spinner size="sm" color="fg.muted" /> : <Kbd size="sm">Esc</Kbd>}
        >
          <Input
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={
              canSeeClients
                ? 'Search profiles, playbooks, clients and notes'
                : 'Search profiles, playbooks and notes'
            }
            aria-label="Search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={results.length > 0 ? listId : undefined}
            aria-activedescendant={current ? optionId(current) : undefined}
            autoComplete="off"
            size="lg"
            border="none"
            borderRadius="0"
            _focusVisible={{ outline: 'none', boxShadow: 'none' }}
          />
        </InputGroup>
      </Dialog.Header>
      <Dialog.Body p="0" maxH={{ base: 'none', sm: '60vh' }} overflowY="auto">
        {body}
      </Dialog.Body>
      <SearchKeysFooter />
    </>
  );
}

/**
 * The results for a search term, grouped in order (profiles, playbooks, clients, notes), with whether
 * any search is still under way or has failed. No term, no results.
 */
function useSearchResults(role: Role, term: string) {
  const enabled = term.length > 0;
  const canSeeClients = role === 'team_member' || role === 'admin';

  const icps = useQuery({
    queryKey: ['icps', 'list', { view: 'global-search', term }],
    queryFn: ({ signal }) =>
      api.call('listIcps', { query: { search: term, limit: GLOBAL_SEARCH_LIMIT }, signal }),
    enabled,
  });
  const playbooks = useQuery({
    queryKey: ['playbooks', 'list', { view: 'global-search', term }],
    queryFn: ({ signal }) =>
      api.call('listPlaybooks', { query: { search: term, limit: GLOBAL_SEARCH_LIMIT }, signal }),
    enabled,
  });
  // Admins search every client on the server; an advisor's clients are few and come whole.
  const adminClients = useQuery({
    queryKey: ['clients', 'global-search', term],
    queryFn: ({ signal }) =>
      api.call('adminClients', { query: { search: term, limit: GLOBAL_SEARCH_LIMIT }, signal }),
    enabled: enabled && role === 'admin',
  });
  const advisorClients = useAdvisorClients({ enabled: role === 'team_member' });
  const notes = useQuery({
    queryKey: noteKeys.search(term),
    queryFn: ({ signal }) =>
      api.call('searchNotes', { query: { search: term, limit: GLOBAL_SEARCH_LIMIT }, signal }),
    enabled,
  });

  const results = useMemo<Result[]>(() => {
    if (!enabled) return [];
    const out: Result[] = [];
    for (const icp of icps.data ?? [])
      out.push({
        id: `icp-${icp.id}`,
        group: 'Profiles',
        title: icp.name,
        detail: [
          icp.type.toUpperCase(),
          recordStatusLabel(icp.status),
          canSeeClients ? icp.clientName || icp.clientEmail : null,
        ]
          .filter(Boolean)
          .join(' · '),
        to: `/icp/${icp.id}`,
      });
    for (const p of playbooks.data ?? [])
      out.push({
        id: `playbook-${p.id}`,
        group: 'Playbooks',
        title: p.name,
        detail: [p.icpName ? `For ${p.icpName}` : null, recordStatusLabel(p.status)]
          .filter(Boolean)
          .join(' · '),
        to: `/playbooks/${p.id}`,
      });
    if (canSeeClients) {
      const needle = term.toLowerCase();
      const clients =
        role === 'admin'
          ? (adminClients.data ?? [])
          : (advisorClients.data ?? [])
              .filter((c) => `${displayName(c)} ${c.email}`.toLowerCase().includes(needle))
              .slice(0, GLOBAL_SEARCH_LIMIT);
      for (const c of clients)
        out.push({
          id: `client-${c.id}`,
          group: 'Clients',
          title: displayName(c),
          detail: `${c.email} · their profiles`,
          to: `/icps?search=${encodeURIComponent(c.email)}`,
        });
    }
    for (const n of notes.data ?? []) {
      const kind = n.isTask ? 'Task' : 'Note';
      const where = n.playbookId ? 'playbook' : 'profile';
      out.push({
        id: `note-${n.id}`,
        group: 'Notes',
        title: n.note,
        snippet: snippetAround(n.note, term),
        detail: [
          n.itemName ? `${kind} on ${n.itemName}` : `${kind} on a ${where}`,
          canSeeClients ? n.clientName : null,
        ]
          .filter(Boolean)
          .join(' · '),
        to: n.playbookId ? `/playbooks/${n.playbookId}` : `/icp/${n.icpId}`,
      });
    }
    return out;
  }, [
    enabled,
    icps.data,
    playbooks.data,
    adminClients.data,
    advisorClients.data,
    notes.data,
    canSeeClients,
    role,
    term,
  ]);

  const loading =
    enabled &&
    (icps.isFetching ||
      playbooks.isFetching ||
      adminClients.isFetching ||
      advisorClients.isFetching ||
      notes.isFetching);
  const failed = icps.isError || playbooks.isError || adminClients.isError || notes.isError;
  return { results, loading, failed };
}

/** The results as a listbox, a group a kind; the current one is marked, hovering one makes it current. */
function SearchResultList({
  listId,
  results,
  current,
  onHover,
  onOpen,
}: {
  listId: string;
  results: Result[];
  current: Result | undefined;
  onHover: (result: Result) => void;
  onOpen: (result: Result) => void;
}) {
  const groups = (['Profiles', 'Playbooks', 'Clients', 'Notes'] as const)
    .map((group) => ({ group, items: results.filter((r) => r.group === group) }))
    .filter((g) => g.items.length > 0);
  return (
    <Box id={listId} role="listbox" aria-label="Search results" px="2" py="2">
      {groups.map(({ group, items }) => (
        <Box key={group} role="group" aria-labelledby={`${listId}-${group}`} mb="1">
          <Text
            id={`${listId}-${group}`}
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="0.06em"
            px="3"
            pt="2"
            pb="1"
          >
            {group}
          </Text>
          {items.map((r) => (
            <SearchResultOption
              key={r.id}
              id={`${listId}-${r.id}`}
              result={r}
              selected={r === current}
              onHover={() => onHover(r)}
              onOpen={() => onOpen(r)}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** One result: its kind's icon, its title (a note's text with the match marked) and its detail line. */
function SearchResultOption({
  id,
  result: r,
  selected,
  onHover,
  onOpen,
}: {
  id: string;
  result: Result;
  selected: boolean;
  onHover: () => void;
  onOpen: () => void;
}) {
  return (
    <HStack
      id={id}
      role="option"
      aria-selected={selected}
      gap="3"
      px="3"
      py="2"
      borderRadius="md"
      cursor="pointer"
      bg={selected ? 'brand.subtle' : undefined}
      onMouseMove={onHover}
      onClick={onOpen}
    >
      <Icon as={GROUP_ICONS[r.group]} color={selected ? 'brand.fg' : 'fg.muted'} boxSize="4" />
      <Stack gap="0" minW="0" flex="1">
        <Text fontWeight="medium" truncate color={selected ? 'brand.fg' : 'fg'}>
          {r.snippet ? (
            <>
              {r.snippet.before}
              <Box as="mark" bg="yellow.subtle" color="inherit" borderRadius="sm">
                {r.snippet.match}
              </Box>
              {r.snippet.after}
            </>
          ) : (
            r.title
          )}
        </Text>
        {r.detail ? (
          <Text fontSize="xs" color="fg.muted" truncate>
            {r.detail}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}

/** The keys of the dialog: ↑ ↓ to move, Enter to open, Esc to close (hidden on phones). */
function SearchKeysFooter() {
  return (
    <Dialog.Footer
      borderTopWidth="1px"
      borderColor="border.muted"
      py="2"
      px="4"
      justifyContent="flex-start"
      display={{ base: 'none', sm: 'flex' }}
    >
      <HStack gap="4" fontSize="xs" color="fg.muted">
        <HStack gap="1">
          <Kbd size="sm">↑</Kbd>
          <Kbd size="sm">↓</Kbd>
          <Text>to move</Text>
        </HStack>
        <HStack gap="1">
          <Kbd size="sm">Enter</Kbd>
          <Text>to open</Text>
        </HStack>
        <HStack gap="1">
          <Kbd size="sm">Esc</Kbd>
          <Text>to close</Text>
        </HStack>
      </HStack>
    </Dialog.Footer>
  );
}
