import {
  HStack,
  Alert,
  Box,
  Button,
  Container,
  EmptyState,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { LuPlus, LuTarget } from 'react-icons/lu';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DownloadButton } from '@/components/download-button';
import { routeRequest } from '@/lib/api-client';
import { useSession } from '@/lib/auth/get-auth-check';
import { clearNewAccount, peekNewAccount } from '@/lib/auth/new-account';
import { useDrafts } from '@/features/icp/api/get-drafts';
import { useIcpCount, useIcpPages } from '@/lib/icps/get-icps';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlaybookCount, usePlaybookPages } from './api/get-dashboard-playbooks';
import { ResumeDrafts } from './components/draft-cards';
import { LoadMoreFooter } from '@/components/ui/list-controls';
import { PlaybookCard } from '@/components/records/playbook-card';
import { ProfileCard } from '@/components/records/profile-card';
import { QuickActions } from './components/quick-actions';
import { CompareTwo } from './components/compare-two';
import { NewFromTemplate } from '@/features/templates/components/new-from-template';
import { SectionHeading } from './components/section-heading';
import { StartChecklist, startSteps } from './components/start-checklist';
import { SummaryCards, type SummaryFigures } from './components/summary-cards';

/** Profiles per page of the grid (three rows of three on a wide screen). */
export const PROFILE_PAGE_SIZE = 9;
export const PLAYBOOK_PAGE_SIZE = 6;

/** `/` for clients and advisors (docs/product.md §2, Dashboard). */
export function DashboardPage() {
  const { user } = useSession();
  const isAdvisor = user?.role === 'team_member';
  useDocumentTitle('Dashboard');
  // Read once per visit: the first screen after registering says "Welcome", later ones "Welcome back".
  // The mark is cleared once the greeting could show (the user known), not on a mount that showed none.
  const [newAccountId] = useState(peekNewAccount);
  const shown = Boolean(user);
  useEffect(() => {
    if (shown) clearNewAccount();
  }, [shown]);
  const greeting = user && newAccountId === user.id ? 'Welcome' : 'Welcome back';

  const profiles = useIcpPages({}, PROFILE_PAGE_SIZE);
  const completedProfiles = useIcpCount({ status: 'completed' });
  const aiProfiles = useIcpCount({ hasAi: 'true' });
  const playbooks = usePlaybookPages(PLAYBOOK_PAGE_SIZE);
  const completedPlaybooks = usePlaybookCount('completed');
  const drafts = useDrafts({ enabled: !isAdvisor });
  useErrorToast(profiles.error, 'Failed to fetch ICPs');
  useErrorToast(playbooks.error, 'Failed to fetch playbooks');

  const profileItems = profiles.data?.pages.flatMap((p) => p.items) ?? [];
  const profileTotal = profiles.data?.pages[0]?.total;
  const playbookItems = playbooks.data?.pages.flatMap((p) => p.items) ?? [];
  const playbookTotal = playbooks.data?.pages[0]?.total;

  const figures: SummaryFigures = {
    profiles: profileTotal ?? (profiles.isError ? 0 : undefined),
    profilesCompleted: completedProfiles.data ?? (completedProfiles.isError ? 0 : undefined),
    playbooks: playbookTotal ?? (playbooks.isError ? 0 : undefined),
    playbooksCompleted: completedPlaybooks.data ?? (completedPlaybooks.isError ? 0 : undefined),
    // Every visible profile with AI suggestions, counted by the server (`?hasAi=true`).
    aiInsights: aiProfiles.data ?? (aiProfiles.isError ? 0 : undefined),
  };

  const latest = profileItems[0] ? { id: profileItems[0].id, name: profileItems[0].name } : null;
  const draftList = drafts.data ?? [];

  return (
    <Container maxW="7xl" pt={{ base: '8', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '8', md: '10' }}>
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
            {greeting}, {user?.firstName?.trim() || 'there'}
          </Heading>
          <Text color="fg.muted" mt="2">
            {isAdvisor
              ? 'Review client profiles and provide guidance.'
              : 'Build ideal client profiles and marketing playbooks with AI assistance.'}
          </Text>
        </Box>

        {!isAdvisor && user && profileTotal !== undefined && playbookTotal !== undefined ? (
          <StartChecklist
            userId={user.id}
            steps={startSteps({
              hasProfession: Boolean(user.profession),
              profiles: profileTotal,
              playbooks: playbookTotal,
            })}
          />
        ) : null}

        <SummaryCards figures={figures} />

        {!isAdvisor ? <QuickActions latestProfile={latest} /> : null}

        {!isAdvisor && draftList.length > 0 ? <ResumeDrafts drafts={draftList} /> : null}

        <Box as="section" aria-labelledby="profiles-title">
          <SectionHeading
            id="profiles-title"
            title={isAdvisor ? 'Client Profiles' : 'Your Client Profiles'}
            subtitle={isAdvisor ? 'Profiles of the clients assigned to you.' : undefined}
            action={
              profileItems.length > 0 ? (
                <HStack gap="2" wrap="wrap">
                  <DownloadButton
                    url={() => routeRequest('exportIcpsCsv').url}
                    fallbackName="icps.csv"
                    failure="Failed to download CSV"
                  >
                    Download CSV
                  </DownloadButton>
                  {profileItems.length > 1 ? <CompareTwo profiles={profileItems} /> : null}
                  {!isAdvisor ? <NewFromTemplate /> : null}
                  {!isAdvisor ? (
                    <Button asChild size="sm" variant="outline" colorPalette="brand">
                      <RouterLink to="/icp/new">
                        <LuPlus /> New Profile
                      </RouterLink>
                    </Button>
                  ) : null}
                </HStack>
              ) : null
            }
          />
          {profiles.isPending ? (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '5' }} aria-busy="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height="52" borderRadius="xl" data-testid="profile-skeleton" />
              ))}
            </SimpleGrid>
          ) : profiles.isError ? (
            <ListError message="Failed to fetch ICPs" onRetry={() => void profiles.refetch()} />
          ) : profileItems.length === 0 ? (
            <EmptyState.Root
              borderWidth="1px"
              borderStyle="dashed"
              borderColor="border.emphasized"
              borderRadius="xl"
              bg="bg.panel"
              py="12"
            >
              <EmptyState.Content>
                <EmptyState.Indicator color="brand.fg" bg="brand.subtle" borderRadius="full" p="3">
                  <LuTarget />
                </EmptyState.Indicator>
                <VStack textAlign="center" gap="1">
                  <EmptyState.Title>No profiles yet</EmptyState.Title>
                  <EmptyState.Description>
                    {isAdvisor
                      ? 'Profiles of your assigned clients will appear here.'
                      : 'Create your first ideal client profile to get started'}
                  </EmptyState.Description>
                </VStack>
                {!isAdvisor ? (
                  <HStack gap="3" mt="2" wrap="wrap" justify="center">
                    <Button asChild colorPalette="brand">
                      <RouterLink to="/icp/new">
                        <LuPlus /> Create Your First Profile
                      </RouterLink>
                    </Button>
                    <NewFromTemplate size="md" />
                  </HStack>
                ) : null}
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <>
              <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '5' }}>
                {profileItems.map((icp) => (
                  <ProfileCard key={icp.id} icp={icp} showClient={isAdvisor} />
                ))}
              </SimpleGrid>
              <LoadMoreFooter
                shown={profileItems.length}
                total={profileTotal ?? profileItems.length}
                noun="profiles"
                hasMore={profiles.hasNextPage}
                loading={profiles.isFetchingNextPage}
                onLoadMore={() => void profiles.fetchNextPage()}
              />
            </>
          )}
        </Box>

        {playbooks.isError ? (
          <Box as="section" aria-labelledby="playbooks-title">
            <SectionHeading id="playbooks-title" title="Marketing Playbooks" />
            <ListError message="Failed to fetch playbooks" onRetry={() => void playbooks.refetch()} />
          </Box>
        ) : playbookItems.length > 0 ? (
          <Box as="section" aria-labelledby="playbooks-title">
            <SectionHeading
              id="playbooks-title"
              title="Marketing Playbooks"
              action={
                <DownloadButton
                  url={() => routeRequest('exportPlaybooksCsv').url}
                  fallbackName="playbooks.csv"
                  failure="Failed to download CSV"
                >
                  Download CSV
                </DownloadButton>
              }
            />
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '5' }}>
              {playbookItems.map((p) => (
                <PlaybookCard key={p.id} playbook={p} />
              ))}
            </SimpleGrid>
            <LoadMoreFooter
              shown={playbookItems.length}
              total={playbookTotal ?? playbookItems.length}
              noun="playbooks"
              hasMore={playbooks.hasNextPage}
              loading={playbooks.isFetchingNextPage}
              onLoadMore={() => void playbooks.fetchNextPage()}
            />
          </Box>
        ) : null}
      </Stack>
    </Container>
  );
}

function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" variant="subtle" borderRadius="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
