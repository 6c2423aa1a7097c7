import { LIMITS, type Note, type NoteUpdateRequest } from '@icp-studio/contracts';
import {
  Avatar,
  Badge,
  Box,
  Button,
  HStack,
  Icon,
  Input,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { LuCalendarClock, LuCircleCheck, LuPencil, LuRotateCcw, LuTrash2, LuUserRound } from 'react-icons/lu';
import { CharCounter } from '@/components/ui/char-counter';
import { initialsOfName } from '@/lib/user-display';
import { dueState, formatDueDate } from '../lib/due-date';
import { formatNoteTime } from '../lib/format-note-time';
import { MentionText } from './mention-text';

/** A note longer than this (characters or lines) shows its start and "Show more". */
export const COLLAPSE_CHARS = 600;
export const COLLAPSE_LINES = 8;

export type NoteBusy = 'completing' | 'reopening' | 'saving' | 'deleting' | null;

export interface NoteItemProps {
  note: Note;
  meId?: string;
  /** Admins may delete anyone's note. */
  isAdmin?: boolean;
  /** The assignee's display name, when known. */
  assigneeName?: string | null;
  /** The names of the people a note may mention, by lower-case user name (its mentions show them). */
  mentionNames?: ReadonlyMap<string, string>;
  busy?: NoteBusy;
  onComplete?: (note: Note) => void;
  onReopen?: (note: Note) => void;
  /** Resolves true when the change was saved (the editor then closes). */
  onSave?: (note: Note, changes: NoteUpdateRequest) => Promise<boolean>;
  onDelete?: (note: Note) => Promise<boolean>;
}

function isLong(text: string): boolean {
  return text.length > COLLAPSE_CHARS || text.split('\n').length > COLLAPSE_LINES;
}

/**
 * One note or task: author, time ("edited" once changed), task and status badges, due date (overdue
 * in red), assignee; Complete on an open task, Reopen on a completed one; Edit and Delete for its
 * author (Delete for an admin too). A long note collapses to its first lines.
 */
export function NoteItem({
  note,
  meId,
  isAdmin,
  assigneeName,
  mentionNames,
  busy,
  onComplete,
  onReopen,
  onSave,
  onDelete,
}: NoteItemProps) {
  const author = note.authorName?.trim() || 'Team member';
  const mine = note.userId === meId;
  const completed = note.isTask && note.status === 'completed';
  const due = note.isTask ? dueState(note.dueDate, note.status) : null;
  const assignee = !note.assignedTo
    ? null
    : note.assignedTo === meId
      ? 'you'
      : assigneeName?.trim() || 'a team member';
  // Kept here, not in NoteText: a note opened with "Show more" stays open through an edit.
  const [expanded, setExpanded] = useState(false);
  const editor = useNoteEditor(note, onSave);

  return (
    <HStack
      as="li"
      align="start"
      gap="3"
      py="4"
      data-testid="note-item"
      data-overdue={due === 'overdue' ? 'true' : undefined}
      borderLeftWidth={due === 'overdue' ? '3px' : undefined}
      borderLeftColor={due === 'overdue' ? 'border.error' : undefined}
      ps={due === 'overdue' ? '3' : undefined}
    >
      <Avatar.Root size="sm" colorPalette={mine ? 'brand' : 'gray'} variant="subtle" flexShrink="0">
        <Avatar.Fallback>{initialsOfName(author)}</Avatar.Fallback>
      </Avatar.Root>
      <Stack gap="1.5" flex="1" minW="0">
        <NoteHeading
          note={note}
          author={author}
          mine={mine}
          completed={completed}
          overdue={due === 'overdue'}
        />

        {editor.editing ? (
          <NoteEditor note={note} editor={editor} busy={busy} />
        ) : (
          <NoteText
            note={note}
            names={mentionNames}
            completed={completed}
            expanded={expanded}
            onToggle={() => setExpanded((v) => !v)}
          />
        )}

        {note.isTask && !editor.editing && (assignee || note.dueDate) ? (
          <TaskDetails dueDate={note.dueDate} due={due} assignee={assignee} />
        ) : null}

        {!editor.editing ? (
          <NoteActions
            note={note}
            completed={completed}
            canEdit={mine && Boolean(onSave)}
            canDelete={mine || Boolean(isAdmin)}
            busy={busy}
            editButtonRef={editor.editButtonRef}
            onEdit={editor.start}
            onComplete={onComplete}
            onReopen={onReopen}
            onDelete={onDelete}
          />
        ) : null}
      </Stack>
    </HStack>
  );
}

/** The editor's state: the text and due date in hand, the error, and where focus goes back to. */
function useNoteEditor(note: Note, onSave: NoteItemProps['onSave']) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.note);
  const [draftDue, setDraftDue] = useState(note.dueDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (editing) editorRef.current?.focus();
  }, [editing]);

  const start = () => {
    setDraft(note.note);
    setDraftDue(note.dueDate ?? '');
    setError(null);
    setEditing(true);
  };
  const stop = () => {
    setEditing(false);
    // Focus goes back where the user started, not to the page's top.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };
  const save = async () => {
    const text = draft.trim();
    if (!text) {
      setError('Note cannot be empty');
      return;
    }
    if (text.length > LIMITS.noteText) {
      setError(`Note must be at most ${LIMITS.noteText} characters`);
      return;
    }
    const changes: NoteUpdateRequest = {};
    if (text !== note.note) changes.note = text;
    if (note.isTask && draftDue !== (note.dueDate ?? '')) changes.dueDate = draftDue || null;
    if (Object.keys(changes).length === 0) return stop();
    if (await onSave?.(note, changes)) stop();
  };
  const changeDraft = (value: string) => {
    setDraft(value);
    setError(null);
  };

  return {
    editing,
    draft,
    draftDue,
    error,
    editorRef,
    editButtonRef,
    start,
    stop,
    save,
    changeDraft,
    setDraftDue,
  };
}

type NoteEditorState = ReturnType<typeof useNoteEditor>;

/** The author (and "(you)"), the time, "(edited)", and a task's badges. */
function NoteHeading({
  note,
  author,
  mine,
  completed,
  overdue,
}: {
  note: Note;
  author: string;
  mine: boolean;
  completed: boolean;
  overdue: boolean;
}) {
  return (
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
      {note.editedAt ? (
        <Text as="span" fontSize="xs" color="fg.muted" title={`Edited ${formatNoteTime(note.editedAt)}`}>
          (edited)
        </Text>
      ) : null}
      {note.isTask ? (
        <>
          <Badge size="sm" colorPalette="purple" variant="subtle">
            Task
          </Badge>
          <Badge size="sm" colorPalette={completed ? 'green' : 'orange'} variant="subtle">
            {completed ? 'Completed' : 'Open'}
          </Badge>
          {overdue ? (
            <Badge size="sm" colorPalette="red" variant="solid">
              Overdue
            </Badge>
          ) : null}
        </>
      ) : null}
    </HStack>
  );
}

/** The note's text in place: Save (or Ctrl/Cmd+Enter), Cancel (or Escape); a task's due date too. */
function NoteEditor({ note, editor, busy }: { note: Note; editor: NoteEditorState; busy?: NoteBusy }) {
  return (
    <Stack gap="2">
      <Textarea
        ref={editor.editorRef}
        aria-label="Edit note"
        value={editor.draft}
        onChange={(e) => editor.changeDraft(e.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') editor.stop();
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void editor.save();
          }
        }}
        autoresize
        minH="16"
        aria-invalid={editor.error ? true : undefined}
      />
      <CharCounter value={editor.draft} max={LIMITS.noteText} />
      {editor.error ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {editor.error}
        </Text>
      ) : null}
      {note.isTask ? (
        <HStack gap="2">
          <chakra.label htmlFor={`due-${note.id}`} fontSize="sm" color="fg.muted">
            Due date
          </chakra.label>
          <Input
            id={`due-${note.id}`}
            type="date"
            size="sm"
            maxW="44"
            value={editor.draftDue}
            onChange={(e) => editor.setDraftDue(e.target.value)}
          />
        </HStack>
      ) : null}
      <HStack gap="2">
        <Button
          size="xs"
          colorPalette="brand"
          onClick={() => void editor.save()}
          loading={busy === 'saving'}
          loadingText="Saving..."
        >
          Save
        </Button>
        <Button size="xs" variant="ghost" onClick={editor.stop}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

/** The note's text; a long one shows its first lines and "Show more". */
function NoteText({
  note,
  names,
  completed,
  expanded,
  onToggle,
}: {
  note: Note;
  names?: ReadonlyMap<string, string>;
  completed: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const textId = `note-text-${note.id}`;
  const long = isLong(note.note);
  return (
    <Box>
      <Text
        id={textId}
        fontSize="sm"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        color={completed ? 'fg.muted' : 'fg'}
        textDecoration={completed ? 'line-through' : undefined}
        textDecorationColor="fg.subtle"
        lineClamp={long && !expanded ? 6 : undefined}
      >
        <MentionText text={note.note} names={names} />
      </Text>
      {long ? (
        <Button
          size="xs"
          variant="plain"
          px="0"
          color="fg.muted"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={onToggle}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </Box>
  );
}

/** A task's assignee and due date ("today", or in red once overdue). */
function TaskDetails({
  dueDate,
  due,
  assignee,
}: {
  dueDate: string | null | undefined;
  due: ReturnType<typeof dueState> | null;
  assignee: string | null;
}) {
  return (
    <HStack gap="4" wrap="wrap" fontSize="xs" color="fg.muted">
      {assignee ? (
        <HStack gap="1.5">
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
      ) : null}
      {dueDate ? (
        <HStack gap="1.5" color={due === 'overdue' ? 'fg.error' : undefined}>
          <Icon boxSize="3.5">
            <LuCalendarClock />
          </Icon>
          <Text>
            Due{' '}
            <chakra.time dateTime={dueDate} fontWeight="medium" color={due === 'overdue' ? 'fg.error' : 'fg'}>
              {due === 'today' ? 'today' : formatDueDate(dueDate)}
            </chakra.time>
          </Text>
        </HStack>
      ) : null}
    </HStack>
  );
}

/** Complete or Reopen a task, Edit, and Delete (asked again in place: "Delete this note for everyone?"). */
function NoteActions({
  note,
  completed,
  canEdit,
  canDelete,
  busy,
  editButtonRef,
  onEdit,
  onComplete,
  onReopen,
  onDelete,
}: Pick<NoteItemProps, 'note' | 'busy' | 'onComplete' | 'onReopen' | 'onDelete'> & {
  completed: boolean;
  canEdit: boolean;
  canDelete: boolean;
  editButtonRef: RefObject<HTMLButtonElement | null>;
  onEdit: () => void;
}) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  if (confirmingDelete) {
    return (
      <HStack gap="2" role="group" aria-label="Confirm deletion">
        <Text fontSize="sm">Delete this {note.isTask ? 'task' : 'note'} for everyone?</Text>
        <Button
          size="xs"
          colorPalette="red"
          loading={busy === 'deleting'}
          loadingText="Deleting..."
          onClick={async () => {
            if (!(await onDelete?.(note))) setConfirmingDelete(false);
          }}
        >
          Delete
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setConfirmingDelete(false)}>
          Keep it
        </Button>
      </HStack>
    );
  }
  return (
    <HStack gap="1" wrap="wrap">
      {note.isTask && !completed && onComplete ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="green"
          onClick={() => onComplete(note)}
          loading={busy === 'completing'}
          loadingText="Completing..."
        >
          <LuCircleCheck /> Complete
        </Button>
      ) : null}
      {completed && onReopen ? (
        <Button
          size="xs"
          variant="outline"
          onClick={() => onReopen(note)}
          loading={busy === 'reopening'}
          loadingText="Reopening..."
        >
          <LuRotateCcw /> Reopen
        </Button>
      ) : null}
      {canEdit ? (
        <Button ref={editButtonRef} size="xs" variant="ghost" onClick={onEdit}>
          <LuPencil /> Edit
        </Button>
      ) : null}
      {canDelete && onDelete ? (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirmingDelete(true)}>
          <LuTrash2 /> Delete
        </Button>
      ) : null}
    </HStack>
  );
}
