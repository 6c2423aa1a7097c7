import { Box, Button, CloseButton, Dialog, HStack, Icon, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';

export interface ConfirmActionDialogProps {
  open: boolean;
  /** Called with false when the dialog is dismissed (Cancel, Escape, the close button, the backdrop). */
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The confirm button's label, e.g. "Delete". */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Shows a spinner on the confirm button and keeps the dialog open. */
  pending?: boolean;
  /** Red styling for destructive actions (default). */
  destructive?: boolean;
}

/**
 * Asks before an action that cannot be undone (docs/product.md: deleting a profile or playbook asks first).
 * Focus starts on Cancel, so Enter never confirms by accident.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  pending = false,
  destructive = true,
}: ConfirmActionDialogProps) {
  const palette = destructive ? 'red' : 'brand';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!pending) onOpenChange(e.open);
      }}
      role="alertdialog"
      placement="center"
      motionPreset="slide-in-bottom"
      size={{ base: 'xs', sm: 'md' }}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-confirm-cancel]')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="xl">
            <Dialog.Header pb="2">
              <HStack gap="3" align="center">
                <Box
                  boxSize="10"
                  flexShrink={0}
                  borderRadius="full"
                  bg={destructive ? 'red.subtle' : 'brand.subtle'}
                  color={destructive ? 'red.fg' : 'brand.fg'}
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  <Icon boxSize="5">
                    <LuTriangleAlert />
                  </Icon>
                </Box>
                <Dialog.Title fontSize="lg">{title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text color="fg.muted">{description}</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button
                variant="outline"
                onClick={() => onOpenChange(false)}
                disabled={pending}
                data-confirm-cancel
              >
                {cancelLabel}
              </Button>
              <Button colorPalette={palette} onClick={onConfirm} loading={pending} loadingText={confirmLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={pending}>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
