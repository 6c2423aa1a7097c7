import type { AdminMetrics } from '@icp-studio/contracts';
import { Box, Card, HStack, Icon, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBookOpen, LuLink, LuTarget, LuUserCog, LuUserRoundX, LuUsers } from 'react-icons/lu';

interface MetricDef {
  key: Exclude<keyof AdminMetrics, 'emailConfigured'>;
  title: string;
  detail: string;
  icon: IconType;
  palette: string;
}

/** docs/product.md §2, Admin page: the six System Metrics cards. */
export const METRICS: MetricDef[] = [
  { key: 'totalUsers', title: 'Total Users', detail: 'Every account', icon: LuUsers, palette: 'brand' },
  { key: 'totalICPs', title: 'Total ICPs', detail: 'Client profiles', icon: LuTarget, palette: 'accent' },
  {
    key: 'totalPlaybooks',
    title: 'Playbooks',
    detail: 'Marketing playbooks',
    icon: LuBookOpen,
    palette: 'purple',
  },
  {
    key: 'activeAssignments',
    title: 'Assignments',
    detail: 'Clients with an advisor',
    icon: LuLink,
    palette: 'green',
  },
  {
    key: 'unassignedClients',
    title: 'Unassigned',
    detail: 'Clients without an advisor',
    icon: LuUserRoundX,
    palette: 'orange',
  },
  { key: 'advisorCount', title: 'Advisors', detail: 'Team members', icon: LuUserCog, palette: 'blue' },
];

export function MetricsCards({ metrics }: { metrics: AdminMetrics | undefined }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap={{ base: '3', md: '4' }}>
      {METRICS.map((m) => (
        <Card.Root
          key={m.key}
          borderRadius="xl"
          borderColor="border.muted"
          boxShadow="xs"
          role="group"
          aria-label={m.title}
        >
          <Card.Body p={{ base: '4', md: '4' }}>
            <Stack gap="3">
              <HStack justify="space-between" align="start" gap="2">
                <Text fontSize="sm" fontWeight="medium" color="fg.muted" lineHeight="short">
                  {m.title}
                </Text>
                <Box
                  boxSize="8"
                  flexShrink={0}
                  borderRadius="lg"
                  bg={`${m.palette}.subtle`}
                  color={`${m.palette}.fg`}
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  <Icon boxSize="4" as={m.icon} />
                </Box>
              </HStack>
              <Box>
                {metrics ? (
                  <Text
                    fontSize={{ base: '2xl', md: '3xl' }}
                    fontWeight="bold"
                    fontFamily="heading"
                    lineHeight="1.1"
                    fontVariantNumeric="tabular-nums"
                    data-testid={`metric-${m.key}`}
                  >
                    {metrics[m.key].toLocaleString('en-US')}
                  </Text>
                ) : (
                  <Skeleton h="8" w="12" />
                )}
                <Text fontSize="xs" color="fg.subtle" mt="1">
                  {m.detail}
                </Text>
              </Box>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
