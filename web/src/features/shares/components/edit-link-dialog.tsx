import type { ShareLink } from '@icp-studio/contracts';
import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useUpdateShareLink, type ShareTarget } from '../api/shares';
import { EXPIRY_CHOICES, KEEP_EXPIRY, editedExpiry, keepExpiryText } from '../lib/share-text';

export interface EditLinkDialogProps {
  target: ShareTarget;
  /** The live link being edited; null: the dialog is closed. */
  link: ShareLink | null;
  onClose: () => void;
}

/**
 * Edit a live share link's label and expiry (docs/product.md §14, "Editing a link"): a small dialog over
 * the Share dialog. The link keeps its address; a link that expires may keep its date or get a new one.
 */
export function EditLinkDialog({ target, link, onClose }: EditLinkDialogProps) {
  return (
    <Dialog.Root
      open={link !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="xl">
            <Dialog.Header>
              <Dialog.Title>Edit link</Dialog.Title>
            </Dialog.Header>
            {link && <EditLinkForm key={link.id} target={target} link={link} onDone={onClose} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EditLinkForm({
  target,
  link,
  onDone,
}: {
  target: ShareTarget;
  link: ShareLink;
  onDone: () => void;
}) {
  const [label, setLabel] = useState(link.label ?? '');
  const [expiry, setExpiry] = useState(link.expiresAt ? KEEP_EXPIRY : '0');
  const update = useUpdateShareLink(target);
  const onSubmit = async () => {
    try {
      await update.mutateAsync({ shareId: link.id, label: label.trim() || null, ...editedExpiry(expiry) });
      notifySuccess('Link updated', 'Its address stays the same.');
      onDone();
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to update the link'));
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>Label (optional)</Field.Label>
            <Input
              value={label}
              maxLength={200}
              placeholder="e.g. For the board meeting"
              onChange={(e) => setLabel(e.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Expires</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={expiry} onChange={(e) => setExpiry(e.target.value)}>
                {link.expiresAt && <option value={KEEP_EXPIRY}>{keepExpiryText(link.expiresAt)}</option>}
                {EXPIRY_CHOICES.map((c) => (
                  <option key={c.days} value={String(c.days)}>
                    {c.days > 0 ? `${c.label} from now` : c.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="brand" loading={update.isPending} loadingText="Saving...">
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}
