import type { PresenceMember } from '@icp-studio/contracts';
import { Avatar, Box, HStack, Stack, Text, VisuallyHidden, type BoxProps } from '@chakra-ui/react';
import { useContext } from 'react';
import { PresenceContext } from '@/lib/realtime/use-presence';

/** Up to two initials of a display name ("Fiona Tester" -> "FT"). */
export function nameInitials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

/**
 * Who else has this item open (docs/product.md §4): each person's initials and "<name> is editing
 * <field>" or "<name> is viewing", in words (not colour alone); a polite live region reads out only
 * what changed. Renders nothing visible when nobody else is there (the live region stays, so the first
 * arrival is heard). Outside a `PresenceScope` it renders nothing at all.
 */
export function PresenceBar({ mt }: { mt?: BoxProps['mt'] } = {}) {
  const presence = useContext(PresenceContext);
  if (!presence) return null;
  const { others, announcement } = presence;
  return (
    <>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="presence-announcement">
        {announcement}
      </VisuallyHidden>
      {others.length > 0 ? (
        <Box
          as="section"
          aria-label="Also on this page"
          data-testid="presence-bar"
          mt={mt}
          borderWidth="1px"
          borderColor="border.muted"
          bg="bg.subtle"
          rounded="lg"
          px="3"
          py="2"
        >
          <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
            {others.map((m) => (
              <PresenceRow key={m.userId} member={m} />
            ))}
          </Stack>
        </Box>
      ) : null}
    </>
  );
}

function PresenceRow({ member }: { member: PresenceMember }) {
  const editing = member.field !== null;
  return (
    <HStack as="li" gap="2" minW="0">
      <Avatar.Root
        size="xs"
        variant={editing ? 'solid' : 'subtle'}
        colorPalette={editing ? 'orange' : 'gray'}
        flexShrink={0}
        aria-hidden="true"
      >
        <Avatar.Fallback>{nameInitials(member.name)}</Avatar.Fallback>
      </Avatar.Root>
      <Text fontSize="sm" color="fg" minW="0" overflowWrap="anywhere">
        {editing ? (
          <>
            <Text as="span" fontWeight="semibold">
              {member.name}
            </Text>{' '}
            is editing{' '}
            <Text as="span" fontWeight="semibold">
              {member.field}
            </Text>
          </>
        ) : (
          <>
            <Text as="span" fontWeight="semibold">
              {member.name}
            </Text>{' '}
            is viewing
          </>
        )}
      </Text>
    </HStack>
  );
}

/** A small "<name> is editing" badge beside a field's label (docs/product.md §4). */
export function FieldEditorsBadge({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  const who = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontSize="xs"
      fontWeight="medium"
      color="fg"
      bg="orange.subtle"
      borderWidth="1px"
      borderColor="orange.muted"
      rounded="full"
      px="2"
      py="0.5"
      data-testid="field-editors"
    >
      <Box as="span" aria-hidden="true" w="1.5" h="1.5" rounded="full" bg="orange.solid" />
      {who} {names.length === 1 ? 'is' : 'are'} editing
    </Box>
  );
}
