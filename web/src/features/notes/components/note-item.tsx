import type { Note } from '@icp-studio/contracts';
import { Avatar, Badge, Box, Button, HStack, Icon, Stack, Text, chakra } from '@chakra-ui/react';
import { LuCircleCheck, LuUserRound } from 'react-icons/lu';
import { formatNoteTime } from '../lib/format-note-time';

export interface NoteItemProps {
  note: Note;
  meId?: string;
  /** The assignee's display name, when known. */
  assigneeName?: string | null;
  completing?: boolean;
  onComplete?: (note: Note) => void;
}

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '');
  return letters.toUpperCase() || 'U';
}

/** One note or task: author, time, task and status badges, assignee, and Complete on an open task. */
export function NoteItem({ note, meId, assigneeName, completing, onComplete }: NoteItemProps) {
  const author = note.authorName?.trim() || 'Team member';
  const mine = note.userId === meId;
  const completed = note.isTask && note.status === 'completed';
  const assignee = !note.assignedTo
    ? null
    : note.assignedTo === meId
      ? 'you'
      : assigneeName?.trim() || 'a team member';

  return (
    <HStack as="li" align="start" gap="3" py="4" data-testid="note-item">
      <Avatar.Root size="sm" colorPalette={mine ? 'brand' : 'gray'} variant="subtle" flexShrink="0">
        <Avatar.Fallback>{initialsOf(author)}</Avatar.Fallback>
      </Avatar.Root>
      <Stack gap="1.5" flex="1" minW="0">
        <HStack gap="2" wrap="wrap" rowGap="1">
          <Text fontWeight="semibold" fontSize="sm">
            {author}
            {mine ? (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                (you)
              </Text>
            ) : null}
          </Text>
          <chakra.time dateTime={note.createdAt} fontSize="xs" color="fg.muted">
            {formatNoteTime(note.createdAt)}
          </chakra.time>
          {note.isTask ? (
            <>
              <Badge size="sm" colorPalette="purple" variant="subtle">
                Task
              </Badge>
              <Badge size="sm" colorPalette={completed ? 'green' : 'orange'} variant="subtle">
                {completed ? 'Completed' : 'Open'}
              </Badge>
            </>
          ) : null}
        </HStack>
        <Text
          fontSize="sm"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          color={completed ? 'fg.muted' : 'fg'}
          textDecoration={completed ? 'line-through' : undefined}
          textDecorationColor="fg.subtle"
        >
          {note.note}
        </Text>
        {note.isTask && (assignee || (!completed && onComplete)) ? (
          <HStack justify="space-between" gap="3" wrap="wrap">
            {assignee ? (
              <HStack gap="1.5" fontSize="xs" color="fg.muted">
                <Icon boxSize="3.5">
                  <LuUserRound />
                </Icon>
                <Text>
                  Assigned to{' '}
                  <Text as="span" fontWeight="medium" color="fg">
                    {assignee}
                  </Text>
                </Text>
              </HStack>
            ) : (
              <Box />
            )}
            {!completed && onComplete ? (
              <Button
                size="xs"
                variant="outline"
                colorPalette="green"
                onClick={() => onComplete(note)}
                loading={completing}
                loadingText="Completing..."
              >
                <LuCircleCheck /> Complete
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </HStack>
  );
}
