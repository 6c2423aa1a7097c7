import { LIMITS, dueDateSchema, noteRequestSchema, type User } from '@icp-studio/contracts';
import { Box, Button, HStack, Input, NativeSelect, Stack, Switch, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LuListTodo, LuMessageSquarePlus } from 'react-icons/lu';
import { z } from 'zod';
import { CharCounter } from '@/components/ui/char-counter';
import { FormField } from '@/components/ui/form-field';
import { displayName, personLabel } from '@/lib/user-display';
import { activeMention, insertMention, mentionCandidates } from '../lib/mention';
import { MENTION_LISTBOX_ID, MentionSuggestions, mentionOptionId } from './mention-suggestions';

/**
 * The note form: the contract's note rule ('Note cannot be empty'), a task switch, an assignee and a
 * due day (the browser's date input gives YYYY-MM-DD, or '' for none).
 */
export const noteFormSchema = z.object({
  note: noteRequestSchema.shape.note,
  isTask: z.boolean(),
  assignedTo: z.string(),
  dueDate: z.literal('').or(dueDateSchema),
});
export type NoteFormValues = z.input<typeof noteFormSchema>;
export type NoteFormOutput = z.output<typeof noteFormSchema>;

export interface NoteFormProps {
  /** Assignee choices; undefined hides the picker (they could not be read). */
  assignees?: User[];
  assigneesLoading?: boolean;
  meId?: string;
  pending?: boolean;
  /** Resolves true when the note was saved (the form then clears). */
  onSubmit: (values: {
    note: string;
    isTask: boolean;
    assignedTo: string | null;
    dueDate: string | null;
  }) => Promise<boolean>;
}

/** The caller among the assignees: "Me (Jane Cooper, jane@example.com)". */
function meLabel(u: User): string {
  const name = displayName(u);
  return u.email && u.email !== name ? `Me (${name}, ${u.email})` : `Me (${name})`;
}

export function NoteForm({ assignees, assigneesLoading, meId, pending, onSubmit }: NoteFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<NoteFormValues, unknown, NoteFormOutput>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { note: '', isTask: false, assignedTo: '', dueDate: '' },
  });
  const [isTask, noteText] = useWatch({ control, name: ['isTask', 'note'] });

  const submit = handleSubmit(async (values) => {
    const ok = await onSubmit({
      note: values.note,
      isTask: values.isTask,
      assignedTo: values.isTask && values.assignedTo ? values.assignedTo : null,
      dueDate: values.isTask && values.dueDate ? values.dueDate : null,
    });
    if (ok) reset({ note: '', isTask: values.isTask, assignedTo: '', dueDate: '' });
  });

  // `@` autocomplete (docs/product.md §15): the people who may see the item, as for task assignees.
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [activeOption, setActiveOption] = useState(0);
  const candidates = mention ? mentionCandidates(assignees ?? [], mention.query) : [];
  const suggesting = candidates.length > 0;
  const trackMention = (el: HTMLTextAreaElement) => {
    const found = activeMention(el.value, el.selectionStart ?? el.value.length);
    setMention(found);
    if (found?.query !== mention?.query) setActiveOption(0);
  };
  const pick = (user: User) => {
    const el = textareaRef.current;
    if (!el || !mention) return;
    const next = insertMention(el.value, mention.start, el.selectionStart ?? el.value.length, user.username);
    setValue('note', next.text, { shouldDirty: true });
    setMention(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
    });
  };
  const onMentionKey = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!suggesting) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveOption((i) => (i + step + candidates.length) % candidates.length);
      return true;
    }
    if ((event.key === 'Enter' && !event.metaKey && !event.ctrlKey) || event.key === 'Tab') {
      event.preventDefault();
      pick(candidates[Math.min(activeOption, candidates.length - 1)]!);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setMention(null);
      return true;
    }
    return false;
  };
  const noteField = register('note');

  const sorted = [...(assignees ?? [])].sort((a, b) =>
    a.id === meId ? -1 : b.id === meId ? 1 : displayName(a).localeCompare(displayName(b)),
  );

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="3">
        <FormField
          label="Note"
          error={errors.note?.message}
          counter={<CharCounter value={noteText} max={LIMITS.noteText} />}
        >
          <Box position="relative" w="full">
            <Textarea
              {...noteField}
              ref={(el) => {
                noteField.ref(el);
                textareaRef.current = el;
              }}
              onChange={(event) => {
                void noteField.onChange(event);
                trackMention(event.target);
              }}
              onClick={(event) => trackMention(event.currentTarget)}
              onBlur={(event) => {
                void noteField.onBlur(event);
                setMention(null);
              }}
              aria-autocomplete="list"
              aria-controls={suggesting ? MENTION_LISTBOX_ID : undefined}
              aria-activedescendant={suggesting ? mentionOptionId(activeOption) : undefined}
              placeholder={
                isTask ? 'What needs to be done?' : 'Share an update, a question or an idea with the team'
              }
              autoresize
              minH="20"
              onKeyDown={(event) => {
                if (onMentionKey(event)) return;
                if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                  event.preventDefault();
                  void submit();
                }
              }}
            />
            {suggesting ? (
              <MentionSuggestions people={candidates} active={activeOption} onPick={pick} />
            ) : null}
          </Box>
        </FormField>
        {errors.dueDate ? (
          <chakra.p id="note-due-date-error" fontSize="sm" color="fg.error" role="alert">
            {errors.dueDate.message}
          </chakra.p>
        ) : null}
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', md: 'center' }}
          gap="3"
        >
          <HStack gap="4" wrap="wrap" flex="1" minW="0">
            <Controller
              control={control}
              name="isTask"
              render={({ field }) => (
                <Switch.Root
                  colorPalette="brand"
                  checked={field.value}
                  onCheckedChange={(e) => field.onChange(e.checked)}
                  size="sm"
                >
                  <Switch.HiddenInput onBlur={field.onBlur} name={field.name} />
                  <Switch.Control />
                  <Switch.Label fontWeight="medium">Make it a task</Switch.Label>
                </Switch.Root>
              )}
            />
            {isTask && assignees ? (
              <HStack gap="2" flex="1" minW={{ base: 'full', sm: '56' }} maxW={{ md: 'xs' }}>
                <chakra.label htmlFor="note-assignee" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                  Assign to
                </chakra.label>
                <NativeSelect.Root size="sm" disabled={assigneesLoading}>
                  <NativeSelect.Field id="note-assignee" {...register('assignedTo')}>
                    <option value="">{assigneesLoading ? 'Loading...' : 'Unassigned'}</option>
                    {sorted.map((u) => (
                      <option key={u.id} value={u.id}>
                        {u.id === meId ? meLabel(u) : personLabel(u)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HStack>
            ) : null}
            {isTask ? (
              <HStack gap="2" minW={{ base: 'full', sm: '48' }}>
                <chakra.label htmlFor="note-due-date" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                  Due date
                </chakra.label>
                <Input
                  id="note-due-date"
                  type="date"
                  size="sm"
                  maxW="44"
                  aria-invalid={errors.dueDate ? true : undefined}
                  aria-describedby={errors.dueDate ? 'note-due-date-error' : undefined}
                  {...register('dueDate')}
                />
              </HStack>
            ) : null}
          </HStack>
          <Button type="submit" colorPalette="brand" loading={pending} loadingText="Saving..." flexShrink="0">
            {isTask ? <LuListTodo /> : <LuMessageSquarePlus />}
            {isTask ? 'Add Task' : 'Add Note'}
          </Button>
        </Stack>
      </Stack>
    </chakra.form>
  );
}
