import type { Note, NoteUpdateRequest, User } from '@icp-studio/contracts';
import { Badge, Box, Button, Circle, HStack, Heading, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuMessagesSquare, LuRefreshCw } from 'react-icons/lu';
import { useSession } from '@/lib/auth/get-auth-check';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { distinctNames } from '@/lib/user-display';
import { useAssignees } from '../api/get-assignees';
import {
  useCompleteNote,
  useCreateNote,
  useDeleteNote,
  useReopenNote,
  useUpdateNote,
} from '../api/note-actions';
import { useNotes } from '../api/get-notes';
import { noteTargetOf, roomOf } from '@/lib/query-keys/note-keys';
import type { RealtimeStatus } from '@/lib/realtime/realtime-connection';
import { useRealtimeRoom } from '@/lib/realtime/use-realtime-room';
import { NoteForm } from './note-form';
import { NoteItem, type NoteBusy } from './note-item';

export interface TeamCollaborationPanelProps {
  icpId?: string;
  playbookId?: string;
}

function LiveIndicator({ status }: { status: RealtimeStatus }) {
  const live = status === 'open';
  const label = live
    ? 'Live'
    : status === 'connecting'
      ? 'Connecting...'
      : status === 'closed'
        ? 'Reconnecting...'
        : 'Offline';
  return (
    <HStack
      gap="1.5"
      fontSize="xs"
      color={live ? 'fg.success' : 'fg.muted'}
      title={live ? 'New notes and tasks appear as they are added' : 'Live updates are not connected'}
      aria-live="polite"
    >
      <Circle size="2" bg={live ? 'green.solid' : status === 'closed' ? 'orange.solid' : 'gray.solid'} />
      <Text>{label}</Text>
    </HStack>
  );
}

/**
 * The Team Collaboration panel (docs/product.md §2) of a profile (`icpId`) or a playbook (`playbookId`):
 * notes and tasks, newest first, with live updates; a form to add a note or a task (assigned to
 * anyone who may see the item, with a due date); Complete and Reopen on tasks; Edit and Delete on one's
 * own notes.
 */
export function TeamCollaborationPanel({ icpId, playbookId }: TeamCollaborationPanelProps) {
  const target = noteTargetOf({ icpId, playbookId });
  const { user } = useSession();
  const notes = useNotes(target);
  const createNote = useCreateNote();
  const completeNote = useCompleteNote();
  const reopenNote = useReopenNote();
  const updateNote = useUpdateNote();
  const deleteNote = useDeleteNote();
  const [busy, setBusy] = useState<{ id: string; what: NoteBusy } | null>(null);
  const { status } = useRealtimeRoom(target ? roomOf(target) : null);
  const assignees = useAssignees(target);

  const { names, mentionNames } = usePeopleNames(assignees.data);

  const items: Note[] = useMemo(() => notes.data?.pages.flatMap((p) => p.items) ?? [], [notes.data]);
  const total = notes.data?.pages[0]?.total ?? 0;
  const openTasks = items.filter((n) => n.isTask && n.status === 'open').length;
  const kind = target?.icpId ? 'profile' : 'playbook';

  if (!target) return null;

  /** Runs one action on a note with its busy state; the toast says how it went. */
  const runAction = async (
    note: Note,
    what: Exclude<NoteBusy, null>,
    run: () => Promise<unknown>,
    done: string,
    failed: string,
  ): Promise<boolean> => {
    setBusy({ id: note.id, what });
    try {
      await run();
      notifySuccess(done);
      return true;
    } catch (error) {
      notifyError('Error', getServerMessage(error, failed));
      return false;
    } finally {
      setBusy(null);
    }
  };
  const onComplete = (note: Note) =>
    void runAction(
      note,
      'completing',
      () => completeNote.mutateAsync({ id: note.id, target }),
      'Task completed',
      'Failed to complete task',
    );
  const onReopen = (note: Note) =>
    void runAction(
      note,
      'reopening',
      () => reopenNote.mutateAsync({ id: note.id, target }),
      'Task reopened',
      'Failed to reopen task',
    );
  const onSave = (note: Note, changes: NoteUpdateRequest) =>
    runAction(
      note,
      'saving',
      () => updateNote.mutateAsync({ id: note.id, target, changes }),
      note.isTask ? 'Task updated' : 'Note updated',
      'Failed to update note',
    );
  const onDelete = (note: Note) =>
    runAction(
      note,
      'deleting',
      () => deleteNote.mutateAsync({ id: note.id, target }),
      note.isTask ? 'Task deleted' : 'Note deleted',
      'Failed to delete note',
    );

  const onSubmit = async (values: {
    note: string;
    isTask: boolean;
    assignedTo: string | null;
    dueDate: string | null;
  }) => {
    try {
      await createNote.mutateAsync({ target, ...values });
      notifySuccess(values.isTask ? 'Task created successfully' : 'Note added successfully');
      return true;
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to create note'));
      return false;
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby="team-collaboration-title"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      boxShadow="xs"
    >
      <Stack gap="5" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" align="start" gap="3">
          <HStack gap="3" align="start">
            <Circle size="9" bg="brand.subtle" color="brand.fg" flexShrink="0">
              <Icon boxSize="4.5">
                <LuMessagesSquare />
              </Icon>
            </Circle>
            <Stack gap="0.5">
              <Heading as="h2" size="md" id="team-collaboration-title">
                Team Collaboration
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                Notes and tasks for everyone working on this {kind}.
              </Text>
            </Stack>
          </HStack>
          <Stack gap="1" align="end" flexShrink="0">
            <LiveIndicator status={status} />
            {openTasks > 0 ? (
              <Badge size="sm" colorPalette="orange" variant="subtle">
                {openTasks} open {openTasks === 1 ? 'task' : 'tasks'}
              </Badge>
            ) : null}
          </Stack>
        </HStack>

        <NoteForm
          assignees={assignees.isError ? undefined : (assignees.data ?? [])}
          assigneesLoading={assignees.isPending}
          meId={user?.id}
          pending={createNote.isPending}
          onSubmit={onSubmit}
        />
      </Stack>

      <Box borderTopWidth="1px" borderColor="border.muted" px={{ base: '4', md: '6' }}>
        {notes.isPending ? (
          <Stack gap="5" py="5" aria-busy="true" aria-label="Loading notes">
            {[0, 1, 2].map((i) => (
              <HStack key={i} gap="3" align="start">
                <Skeleton boxSize="8" borderRadius="full" />
                <Stack flex="1" gap="2">
                  <Skeleton height="3" width="40%" />
                  <Skeleton height="3" width="85%" />
                </Stack>
              </HStack>
            ))}
          </Stack>
        ) : notes.isError ? (
          <Stack align="center" gap="3" py="8" textAlign="center" role="alert">
            <Text fontWeight="medium">Couldn&apos;t load the notes</Text>
            <Text fontSize="sm" color="fg.muted">
              {getServerMessage(notes.error, 'Check your connection and try again.')}
            </Text>
            <Button size="sm" variant="outline" onClick={() => void notes.refetch()}>
              <LuRefreshCw /> Try again
            </Button>
          </Stack>
        ) : items.length === 0 ? (
          <Stack align="center" gap="1" py="10" textAlign="center">
            <Text fontWeight="medium">No notes yet</Text>
            <Text fontSize="sm" color="fg.muted" maxW="sm">
              Start the conversation: leave a note for the team, or turn it into a task.
            </Text>
          </Stack>
        ) : (
          <>
            <Stack
              as="ul"
              listStyleType="none"
              gap="0"
              separator={<Box as="li" aria-hidden borderTopWidth="1px" borderColor="border.muted" />}
              aria-label="Notes and tasks"
            >
              {items.map((note) => (
                <NoteItem
                  key={note.id}
                  note={note}
                  meId={user?.id}
                  assigneeName={note.assignedTo ? names.get(note.assignedTo) : null}
                  mentionNames={mentionNames}
                  isAdmin={user?.role === 'admin'}
                  busy={busy?.id === note.id ? busy.what : null}
                  onComplete={onComplete}
                  onReopen={onReopen}
                  onSave={onSave}
                  onDelete={onDelete}
                />
              ))}
            </Stack>
            {notes.hasNextPage ? (
              <HStack justify="center" py="4" borderTopWidth="1px" borderColor="border.muted">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void notes.fetchNextPage()}
                  loading={notes.isFetchingNextPage}
                  loadingText="Loading..."
                >
                  Show older ({total - items.length} more)
                </Button>
              </HStack>
            ) : null}
          </>
        )}
      </Box>
    </Box>
  );
}

/**
 * The names of the people who may see the item, by id (a task's assignee) and by lower-case user name
 * (a note's mentions); two of the same name are told apart by their e-mail (docs/product.md §15).
 */
function usePeopleNames(people: readonly User[] | undefined) {
  return useMemo(() => {
    const names = distinctNames(people ?? []);
    const mentionNames = new Map((people ?? []).map((u) => [u.username.toLowerCase(), names.get(u.id)!]));
    return { names, mentionNames };
  }, [people]);
}
