import type { Icp, SharedIcp } from '@icp-studio/contracts';
import { Badge, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { format, isValid, parseISO } from 'date-fns';
import { RecordStatusBadge } from '@/components/ui/record-status-badge';
import { ClientDetailsCard, ProfileCards } from '../detail/profile-cards';

/**
 * The profile cards take a whole profile; a shared one has no owner, AI review or sources, which the
 * read-only cards never show: those parts are filled blank.
 */
export function sharedAsIcp(profile: SharedIcp): Icp {
  return { ...profile, userId: '', createdBy: '', aiSuggestions: null, clientName: null, clientEmail: null };
}

/**
 * A profile as a share link shows it (docs/product.md §14): the profile page's own cards, read-only,
 * without the score, evidence, notes, tasks or the owner.
 */
export function SharedProfile({ profile }: { profile: SharedIcp }) {
  const icp = sharedAsIcp(profile);
  const updated = parseISO(profile.updatedAt);
  return (
    <Container maxW="5xl" pt={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="2" mb={{ base: '6', md: '8' }}>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand" variant="solid" borderRadius="full" px="2.5">
            {profile.type.toUpperCase()}
          </Badge>
          <Text color="fg.muted" fontSize="sm" fontWeight="medium">
            {profile.type === 'b2b' ? 'B2B Ideal Client Profile' : 'B2C Ideal Client Profile'}
          </Text>
        </HStack>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em" wordBreak="break-word">
          {profile.name}
        </Heading>
        <HStack gap="4" wrap="wrap" rowGap="2" mt="1">
          <RecordStatusBadge status={profile.status} />
          {isValid(updated) ? (
            <Text fontSize="sm" color="fg.muted">
              Updated {format(updated, 'MMM d, yyyy')}
            </Text>
          ) : null}
        </HStack>
      </Stack>
      <Stack gap="6">
        <ClientDetailsCard icp={icp} />
        <ProfileCards icp={icp} />
      </Stack>
    </Container>
  );
}
