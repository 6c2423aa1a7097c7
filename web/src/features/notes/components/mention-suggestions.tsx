import type { User } from '@icp-studio/contracts';
import { Box, Text } from '@chakra-ui/react';
import { displayName } from '@/lib/user-display';

export const MENTION_LISTBOX_ID = 'note-mention-suggestions';
export const mentionOptionId = (index: number) => `${MENTION_LISTBOX_ID}-${index}`;

/** The people a `@` in the note may name (the textarea keeps focus; arrows move, Enter picks). */
export function MentionSuggestions({
  people,
  active,
  onPick,
}: {
  people: readonly User[];
  active: number;
  onPick: (user: User) => void;
}) {
  return (
    <Box
      as="ul"
      id={MENTION_LISTBOX_ID}
      role="listbox"
      aria-label="People to mention"
      position="absolute"
      zIndex="dropdown"
      top="100%"
      insetStart="0"
      mt="1"
      minW="64"
      maxH="60"
      overflowY="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      boxShadow="md"
      py="1"
      listStyleType="none"
    >
      {people.map((u, i) => (
        <Box
          as="li"
          key={u.id}
          id={mentionOptionId(i)}
          role="option"
          aria-selected={i === active}
          px="3"
          py="1.5"
          cursor="pointer"
          bg={i === active ? 'brand.subtle' : undefined}
          // mousedown, not click: the textarea must not lose its caret first.
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(u);
          }}
        >
          <Text fontSize="sm" fontWeight="medium">
            {displayName(u)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            @{u.username}
            {u.email ? ` · ${u.email}` : ''}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
