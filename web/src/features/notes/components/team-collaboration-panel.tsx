import type { Note } from '@icp-studio/contracts';
import { Badge, Box, Button, Circle, HStack, Heading, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuMessagesSquare, LuRefreshCw } from 'react-icons/lu';
import { useSession } from '@/features/auth/api/get-auth-check';
import { useIcp } from '@/features/playbooks/api/get-icp';
import { usePlaybook } from '@/features/playbooks/api/get-playbook';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { displayName } from '@/lib/user-display';
import { useCompleteNote } from '../api/complete-note';
import { useCreateNote } from '../api/create-note';
import { useAssignees } from '../api/get-assignees';
import { useNotes } from '../api/get-notes';
import { noteTargetOf, roomOf } from '../api/note-keys';
import type { RealtimeStatus } from '../api/realtime-connection';
import { useRealtimeRoom } from '../api/use-realtime-room';
import { NoteForm } from './note-form';
import { NoteItem } from './note-item';

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
 * notes and tasks, newest first, with live updates; a form to add a note or a task (advisors and
 * admins can assign it); Complete on open tasks.
 */
export function TeamCollaborationPanel({ icpId, playbookId }: TeamCollaborationPanelProps) {
  const target = noteTargetOf({ icpId, playbookId });
  const { user } = useSession();
  const notes = useNotes(target);
  const createNote = useCreateNote();
  const completeNote = useCompleteNote();
  const [completingId, setCompletingId] = useState<string | null>(null);
  const { status } = useRealtimeRoom(target ? roomOf(target) : null);

  // The item's owner decides who a task may go to; its query is usually cached by the page already.
  const icp = useIcp(target?.icpId);
  const playbook = usePlaybook(target?.playbookId);
  const ownerId = target?.icpId ? icp.data?.userId : playbook.data?.userId;
  const canAssign = Boolean(user && user.role !== 'client');
  const assignees = useAssignees(canAssign ? user?.role : undefined, ownerId);

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const u of assignees.data ?? []) map.set(u.id, displayName(u));
    return map;
  }, [assignees.data]);

  const items: Note[] = useMemo(() => notes.data?.pages.flatMap((p) => p.items) ?? [], [notes.data]);
  const total = notes.data?.pages[0]?.total ?? 0;
  const openTasks = items.filter((n) => n.isTask && n.status === 'open').length;
  const kind = target?.icpId ? 'profile' : 'playbook';

  if (!target) return null;

  const onSubmit = async (values: { note: string; isTask: boolean; assignedTo: string | null }) => {
    try {
      await createNote.mutateAsync({ target, ...values });
      notifySuccess(values.isTask ? 'Task created successfully' : 'Note added successfully');
      return true;
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to create note'));
      return false;
    }
  };

  const onComplete = async (note: Note) => {
    setCompletingId(note.id);
    try {
      await completeNote.mutateAsync({ id: note.id, target });
      notifySuccess('Task completed');
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to complete task'));
    } finally {
      setCompletingId(null);
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
          assignees={canAssign && !assignees.isError ? (assignees.data ?? []) : undefined}
          assigneesLoading={canAssign && assignees.isPending}
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
                  completing={completingId === note.id}
                  onComplete={onComplete}
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
