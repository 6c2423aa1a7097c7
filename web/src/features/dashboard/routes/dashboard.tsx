import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { LuLayoutDashboard } from 'react-icons/lu';
import { ComingSoon } from '@/components/coming-soon';
import { useSession } from '@/features/auth/api/get-auth-check';

/**
 * Placeholder for the dashboard at / (clients and advisors); replaced by the dashboard issue.
 * The greeting and subtitle are the spec's.
 */
export function DashboardPage() {
  const { user } = useSession();
  const isAdvisor = user?.role === 'team_member';
  return (
    <Box>
      <Container maxW="7xl" pt={{ base: '8', md: '10' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
          Welcome back, {user?.firstName?.trim() || 'there'}
        </Heading>
        <Text color="fg.muted" mt="2">
          {isAdvisor
            ? 'Review client profiles and provide guidance.'
            : 'Build ideal client profiles and marketing playbooks with AI assistance.'}
        </Text>
      </Container>
      <ComingSoon
        title="Your dashboard"
        description="Your client profiles, playbooks, drafts and AI insights will be summarised here."
        icon={<LuLayoutDashboard />}
      />
    </Box>
  );
}
