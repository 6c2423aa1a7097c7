import { Box, Container, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useSession } from '@/features/auth/api/get-auth-check';
import { TeamCollaborationPanel } from '@/features/notes/components/team-collaboration-panel';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIcp } from '../api/get-icp';
import { DetailHeader } from '../components/detail/detail-header';
import { ClientDetailsCard, ProfileCards } from '../components/detail/profile-cards';
import { ScoreCard } from '../components/detail/score-card';
import { PageMessage } from '../components/page-states';

/** `/icp/:id`: one profile with its quality score, actions and team collaboration (docs/product.md §2). */
export function IcpDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useSession();
  const icp = useIcp(id);
  useDocumentTitle(icp.data?.name ?? (icp.isError ? 'ICP not found' : 'Ideal Client Profile'));

  if (icp.isPending) return <DetailSkeleton />;
  if (icp.isError) {
    const missing = isApiError(icp.error) && (icp.error.status === 404 || icp.error.status === 400);
    return missing ? (
      <PageMessage
        title="ICP not found"
        description="This profile does not exist, or you do not have access to it."
      />
    ) : (
      <PageMessage tone="error" title="Failed to load profile" description="Please try again in a moment." />
    );
  }

  const profile = icp.data;
  return (
    <Container maxW="7xl" pt={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <DetailHeader icp={profile} showClient={Boolean(user && user.id !== profile.userId)} />
      <Grid
        mt={{ base: '6', md: '8' }}
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 400px' }}
        gap="6"
        alignItems="start"
      >
        <Box gridColumn={{ lg: '2' }} gridRow={{ lg: '1 / span 2' }}>
          <ScoreCard icpId={profile.id} type={profile.type} />
        </Box>
        <Stack gap="6" gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }} minW="0">
          <ClientDetailsCard icp={profile} />
          <ProfileCards icp={profile} />
        </Stack>
      </Grid>
      <Box mt="8">
        <TeamCollaborationPanel icpId={profile.id} />
      </Box>
    </Container>
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
