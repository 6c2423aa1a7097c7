import { PresenceBar } from '@/components/presence/presence-bar';
import { PresenceScope } from '@/components/presence/presence-scope';
import type { Icp } from '@icp-studio/contracts';
import { Box, Container, Grid, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '@/lib/auth/get-auth-check';
import { PageState } from '@/components/ui/page-state';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIcp } from '@/lib/icps/get-icp';
import { DetailHeader } from '../components/detail/detail-header';
import { ClientDetailsCard, ProfileCards } from '../components/detail/profile-cards';
import { PersonaCard } from '../components/detail/persona-card';
import { ScoreCard } from '../components/detail/score-card';
import { UndoBar, useInPlaceEdit } from '../components/detail/in-place-edit';
import { IcpConflictDialog } from '../components/detail/icp-history';
import { EvidenceSection } from '../components/evidence/evidence-section';
import { MessageTester } from '../components/message-tester/message-tester';
import { HypothesisNotice, LedgerProvider } from '../components/detail/source-mark';
import { useIcpLedger, useMarkOrigin } from '../api/ledger';

export interface IcpDetailPageProps {
  /** The profile's Team Collaboration panel (another feature's: the app composes it in). */
  renderCollaboration?: (icp: Icp) => ReactNode;
  /** "Generate playbook" from this profile, with its review (the playbooks feature's: composed in). */
  renderGeneratePlaybook?: (icp: Icp) => ReactNode;
  /** More header actions, e.g. the templates feature's "Save as template" (composed in by the app). */
  renderActions?: (icp: Icp) => ReactNode;
  /** The Share button and its dialog (the shares feature's: composed in). */
  renderShare?: (icp: Icp) => ReactNode;
  /** The owner's sign-off of this version (the cockpit feature's: composed in; docs/product.md §18). */
  renderSignOff?: (icp: Icp) => ReactNode;
}

/**
 * `/icp/:id`: one profile with its quality score, actions and team collaboration (docs/product.md §2),
 * its customer evidence in a tab of its own (docs/evidence.md), and the message tester (docs/product.md §16).
 */
export function IcpDetailPage({
  renderCollaboration,
  renderGeneratePlaybook,
  renderActions,
  renderShare,
  renderSignOff,
}: IcpDetailPageProps) {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useSession();
  const icp = useIcp(id);
  useDocumentTitle(icp.data?.name ?? (icp.isError ? 'ICP not found' : 'Ideal Client Profile'));

  if (icp.isPending) return <DetailSkeleton />;
  if (icp.isError) {
    const missing = isApiError(icp.error) && (icp.error.status === 404 || icp.error.status === 400);
    return missing ? (
      <PageState
        title="ICP not found"
        description="This profile does not exist, or you do not have access to it."
      />
    ) : (
      <PageState kind="error" title="Failed to load profile" description="Please try again in a moment." />
    );
  }

  return (
    <IcpDetail
      profile={icp.data}
      showClient={Boolean(user && user.id !== icp.data.userId)}
      renderCollaboration={renderCollaboration}
      renderGeneratePlaybook={renderGeneratePlaybook}
      renderActions={renderActions}
      renderShare={renderShare}
      renderSignOff={renderSignOff}
    />
  );
}

function IcpDetail({
  profile,
  showClient,
  renderCollaboration,
  renderGeneratePlaybook,
  renderActions,
  renderShare,
  renderSignOff,
}: IcpDetailPageProps & { profile: Icp; showClient: boolean }) {
  // Edit in place of the profile cards, and Undo of the last saved change (docs/product.md §2).
  const edit = useInPlaceEdit(profile);
  // The evidence ledger marks each field with its source (docs/evidence.md, "Evidence ledger").
  const ledger = useIcpLedger(profile.id);
  const markOrigin = useMarkOrigin(profile);
  const [tab, setTab] = useState('profile');
  return (
    <PresenceScope room={`icp:${profile.id}`}>
      <Container maxW="7xl" pt={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
        <DetailHeader
          icp={profile}
          showClient={showClient}
          share={renderShare?.(profile)}
          actions={renderActions?.(profile)}
        />
        <PresenceBar mt="4" />
        {renderSignOff ? <Box mt="4">{renderSignOff(profile)}</Box> : null}
        <Box mt={{ base: '6', md: '8' }}>
          <PersonaCard icp={profile} />
        </Box>
        {renderGeneratePlaybook && <Box mt={{ base: '6', md: '8' }}>{renderGeneratePlaybook(profile)}</Box>}
        {/* The Evidence tab loads the client list only when opened (lazyMount). */}
        <Tabs.Root
          value={tab}
          onValueChange={(e) => setTab(e.value)}
          variant="line"
          colorPalette="brand"
          lazyMount
          mt={{ base: '6', md: '8' }}
        >
          <Tabs.List mb="6">
            <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
            <Tabs.Trigger value="evidence">Evidence</Tabs.Trigger>
            <Tabs.Trigger value="message">Test a message</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile" pt="0">
            <Grid
              templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 400px' }}
              gap="6"
              alignItems="start"
            >
              <Box gridColumn={{ lg: '2' }} gridRow={{ lg: '1 / span 2' }}>
                <ScoreCard icpId={profile.id} type={profile.type} />
              </Box>
              <Stack gap="6" gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }} minW="0">
                <UndoBar edit={edit} />
                <HypothesisNotice ledger={ledger.data} onOpenEvidence={() => setTab('evidence')} />
                <LedgerProvider ledger={ledger.data} onMark={edit ? markOrigin : undefined}>
                  <ClientDetailsCard icp={profile} edit={edit} />
                  <ProfileCards icp={profile} edit={edit} />
                </LedgerProvider>
              </Stack>
            </Grid>
          </Tabs.Content>
          <Tabs.Content value="evidence" pt="0">
            <EvidenceSection icp={profile} />
          </Tabs.Content>
          <Tabs.Content value="message" pt="0">
            <MessageTester icp={profile} />
          </Tabs.Content>
        </Tabs.Root>
        {renderCollaboration && <Box mt="8">{renderCollaboration(profile)}</Box>}
        <IcpConflictDialog edit={edit} />
      </Container>
    </PresenceScope>
  );
}

function DetailSkeleton() {
  return (
    <Container maxW="7xl" pt={{ base: '6', md: '10' }} aria-busy="true" aria-label="Loading...">
      <Skeleton height="5" width="20" mb="5" />
      <Skeleton height="4" width="48" mb="3" />
      <Skeleton height="10" width={{ base: 'full', md: 'md' }} mb="8" />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 400px' }} gap="6">
        <Stack gap="6">
          <Skeleton height="64" borderRadius="xl" />
          <Skeleton height="40" borderRadius="xl" />
        </Stack>
        <Skeleton height="96" borderRadius="xl" />
      </Grid>
    </Container>
  );
}
