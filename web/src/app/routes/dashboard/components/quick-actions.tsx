import { Box, Flex, HStack, Icon, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuArrowRight, LuBookOpen, LuListChecks, LuTarget } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { SectionHeading } from './section-heading';

function ActionCard({
  to,
  title,
  description,
  icon,
  primary,
}: {
  to: string;
  title: string;
  description: string;
  icon: IconType;
  primary?: boolean;
}) {
  return (
    <LinkBox
      as="article"
      borderRadius="xl"
      borderWidth="1px"
      borderColor={primary ? 'transparent' : 'border.muted'}
      bgGradient={primary ? 'to-br' : undefined}
      gradientFrom={primary ? 'brand.600' : undefined}
      gradientTo={primary ? 'brand.500' : undefined}
      bg={primary ? undefined : 'bg.panel'}
      color={primary ? 'white' : 'fg'}
      p="5"
      boxShadow={primary ? '0 10px 24px -12px rgba(74, 67, 224, 0.7)' : 'xs'}
      transition="transform 0.15s ease, box-shadow 0.15s ease"
      _hover={{ transform: 'translateY(-2px)', boxShadow: 'md' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <HStack gap="4" align="center">
        <Flex
          boxSize="11"
          flexShrink={0}
          borderRadius="xl"
          align="center"
          justify="center"
          bg={primary ? 'whiteAlpha.300' : 'accent.subtle'}
          color={primary ? 'white' : 'accent.fg'}
        >
          <Icon boxSize="5" as={icon} />
        </Flex>
        <Box flex="1" minW="0">
          <LinkOverlay asChild>
            <RouterLink to={to}>
              <Text fontWeight="semibold" fontSize="md">
                {title}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Text fontSize="sm" color={primary ? 'whiteAlpha.900' : 'fg.muted'} lineClamp={2}>
            {description}
          </Text>
        </Box>
        <Icon as={LuArrowRight} boxSize="5" opacity={0.8} />
      </HStack>
    </LinkBox>
  );
}

/**
 * Quick Actions (clients only): New Client Profile, and New Playbook and My Tasks (`/tasks`) once a
 * profile exists. The playbook starts from the latest profile; the playbook wizard lets the user pick
 * another.
 */
export function QuickActions({ latestProfile }: { latestProfile: { id: string; name: string } | null }) {
  return (
    <Box as="section" aria-labelledby="quick-actions-title">
      <SectionHeading id="quick-actions-title" title="Quick Actions" />
      <SimpleGrid columns={{ base: 1, md: 2, lg: latestProfile ? 3 : 2 }} gap={{ base: '4', md: '5' }}>
        <ActionCard
          to="/icp/new"
          title="New Client Profile"
          description="Define an ideal client with the guided wizard"
          icon={LuTarget}
          primary
        />
        {latestProfile ? (
          <ActionCard
            to={`/playbooks/new?icpId=${encodeURIComponent(latestProfile.id)}`}
            title="New Playbook"
            description={`Turn “${latestProfile.name}” into a marketing plan`}
            icon={LuBookOpen}
          />
        ) : null}
        {latestProfile ? (
          <ActionCard
            to="/tasks"
            title="My Tasks"
            description="Your to-dos and what you asked your advisor for"
            icon={LuListChecks}
          />
        ) : null}
      </SimpleGrid>
    </Box>
  );
}
