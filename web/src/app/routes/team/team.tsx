import type { AdvisorClient, Icp, Playbook } from '@icp-studio/contracts';
import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/lib/auth/get-auth-check';
import { useAdvisorClients } from '@/features/clients/api/get-advisor-clients';
import { ClientPickerDialog } from '@/features/clients/components/client-picker-dialog';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { displayName } from '@/lib/user-display';
import { useTeamIcps } from './api/get-team-icps';
import { AssignedClients } from './components/assigned-clients';
import { NoteDialog, type NoteDialogProps } from './components/note-dialog';
import { TeamIcpSection } from './components/team-icp-section';
import { TeamPlaybookSection } from './components/team-playbook-section';
import { useErrorToast } from '@/hooks/use-error-toast';
import { emptyIcpFilters, toIcpListFilters, type IcpFilterState } from './lib/team-filters';

/**
 * `/team` for advisors and admins (docs/product.md §2, Team page). Advisors see their assigned clients and
 * create profiles for them through the client picker; both see the client profiles and playbooks they
 * may see, filtered and paged by the server. `?search=` pre-fills the profile search.
 */
export function TeamPage() {
  const { user } = useSession();
  const isAdvisor = user?.role === 'team_member';
  const isAdmin = user?.role === 'admin';
  useDocumentTitle(isAdvisor ? 'My Dashboard' : 'Team');

  const [searchParams, setSearchParams] = useSearchParams();
  const urlSearch = searchParams.get('search') ?? '';
  const [icpState, setIcpState] = useState<IcpFilterState>(() => emptyIcpFilters(urlSearch));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [noteTarget, setNoteTarget] = useState<NoteDialogProps['target']>(null);

  // A new ?search= (a link from the admin page, Back/Forward) replaces the search on screen.
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    if (urlSearch !== icpState.search.trim()) setIcpState({ ...icpState, search: urlSearch });
  }

  const debouncedSearch = useDebouncedValue(icpState.search);
  const applied = useMemo(
    () => toIcpListFilters({ ...icpState, search: debouncedSearch }, { isAdvisor }),
    [icpState, debouncedSearch, isAdvisor],
  );

  // Keep ?search= in step with the search box, so a reload or a shared link shows the same list.
  useEffect(() => {
    const wanted = debouncedSearch.trim();
    if ((searchParams.get('search') ?? '') === wanted) return;
    const next = new URLSearchParams(searchParams);
    if (wanted) next.set('search', wanted);
    else next.delete('search');
    setSeenUrlSearch(wanted);
    setSearchParams(next, { replace: true });
  }, [debouncedSearch, searchParams, setSearchParams]);

  const advisorClients = useAdvisorClients({ enabled: isAdvisor });
  const icps = useTeamIcps(applied);
  useErrorToast(advisorClients.error, 'Failed to fetch clients');

  // Playbooks carry only their owner's id: names known from the assigned clients and loaded profiles.
  const knownNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const page of icps.data?.pages ?? []) {
      for (const icp of page.items) {
        const name = icp.clientName?.trim() || icp.clientEmail?.trim();
        if (name) names.set(icp.userId, name);
      }
    }
    for (const client of advisorClients.data ?? []) names.set(client.id, displayName(client));
    return names;
  }, [icps.data, advisorClients.data]);

  const viewClientProfiles = (client: AdvisorClient) => {
    setIcpState({ ...emptyIcpFilters(displayName(client)) });
    document.getElementById('client-icps-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const noteOnIcp = (icp: Icp) => setNoteTarget({ icpId: icp.id, name: icp.name });
  const noteOnPlaybook = (playbook: Playbook) =>
    setNoteTarget({ playbookId: playbook.id, name: playbook.name });

  if (!user) return null;

  return (
    <Container maxW="7xl" pt={{ base: '8', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '10', md: '12' }}>
        <HStack justify="space-between" align={{ base: 'start', md: 'end' }} gap="4" wrap="wrap">
          <Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
              {isAdvisor ? 'Advisor Dashboard' : 'Team Overview'}
            </Heading>
            <Text color="fg.muted" mt="2">
              {isAdvisor
                ? 'Review your clients’ profiles and playbooks, and guide them with notes.'
                : 'Every client profile and playbook, for review and guidance.'}
            </Text>
          </Box>
          {isAdvisor || isAdmin ? (
            <Button
              colorPalette="brand"
              onClick={() => setPickerOpen(true)}
              width={{ base: 'full', sm: 'auto' }}
            >
              <LuPlus /> Create ICP for Client
            </Button>
          ) : null}
        </HStack>

        {isAdvisor ? (
          <AssignedClients
            clients={advisorClients.data}
            isPending={advisorClients.isPending}
            isError={advisorClients.isError}
            onRetry={() => void advisorClients.refetch()}
            onViewProfiles={viewClientProfiles}
          />
        ) : null}

        <TeamIcpSection
          isAdvisor={isAdvisor}
          userId={user.id}
          state={icpState}
          onStateChange={setIcpState}
          applied={applied}
          icps={icps}
          onNote={noteOnIcp}
          onCreateForClient={() => setPickerOpen(true)}
        />

        <TeamPlaybookSection knownNames={knownNames} onNote={noteOnPlaybook} />
      </Stack>

      <ClientPickerDialog open={pickerOpen} onOpenChange={setPickerOpen} />
      <NoteDialog target={noteTarget} onClose={() => setNoteTarget(null)} />
    </Container>
  );
}
