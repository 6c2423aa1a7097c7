import { noteRequestSchema } from '@icp-studio/contracts';
import { Button, CloseButton, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCreateNote } from '@/features/notes/api/note-actions';
import type { NoteTarget } from '@/lib/query-keys/note-keys';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';

const noteFormSchema = z.object({ note: noteRequestSchema.shape.note });
type NoteForm = z.input<typeof noteFormSchema>;

export interface NoteDialogProps {
  /** The profile or playbook the note goes on; null closes the dialog. */
  target: (NoteTarget & { name: string }) | null;
  onClose: () => void;
}

/** The cards' Note button: adds a note (not a task) to a profile or playbook (`POST /api/notes`). */
export function NoteDialog({ target, onClose }: NoteDialogProps) {
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      motionPreset="slide-in-bottom"
      size={{ base: 'xs', sm: 'md' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="xl">
            {target ? <NoteFormBody target={target} onClose={onClose} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function NoteFormBody({ target, onClose }: { target: NoteTarget & { name: string }; onClose: () => void }) {
  const createNote = useCreateNote();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NoteForm>({ resolver: zodResolver(noteFormSchema), defaultValues: { note: '' } });

  const onSubmit = handleSubmit(async ({ note }) => {
    const item = target.icpId ? { icpId: target.icpId } : { playbookId: target.playbookId! };
    try {
      await createNote.mutateAsync({ target: item, note: note.trim(), isTask: false, assignedTo: null });
      notifySuccess('Note added successfully');
      onClose();
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to create note'));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Dialog.Header pb="2" pe="12" flexDirection="column" alignItems="start" gap="1">
        <Dialog.Title fontSize="lg">Add a note</Dialog.Title>
        <Dialog.Description asChild>
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            On {target.icpId ? 'the profile' : 'the playbook'} <strong>{target.name}</strong>, for everyone
            working on it.
          </Text>
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Field.Root invalid={Boolean(errors.note)}>
          <Field.Label>Note</Field.Label>
          <Textarea
            {...register('note')}
            rows={4}
            autoFocus
            placeholder="Share guidance, a question or a next step…"
            autoresize
            maxH="60"
          />
          {errors.note ? <Field.ErrorText>{errors.note.message}</Field.ErrorText> : null}
        </Field.Root>
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <Button variant="outline" onClick={onClose} disabled={createNote.isPending}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand" loading={createNote.isPending} loadingText="Adding...">
          Add Note
        </Button>
      </Dialog.Footer>
    </form>
  );
}
