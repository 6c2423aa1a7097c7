import type { VersionConflict } from '@icp-studio/contracts';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FieldDiffs } from './field-diffs';
import { whenText } from './history-drawer';

export interface VersionConflictDialogProps {
  /** The 409's versions; the dialog is open while set. */
  conflict: VersionConflict | null;
  /** The fields the refused save would have written. */
  mine: Record<string, unknown>;
  labels: Record<string, string>;
  /** "Reload their version": drop the edit and show the item as it is now. */
  onReload: () => void;
  /** Back to the edit, which keeps what was typed. */
  onClose: () => void;
}

/**
 * Someone else saved first (docs/product.md §13): a save started from an older version was refused
 * with both versions. Offers to reload theirs or to see the differences; nothing is lost silently.
 */
export function VersionConflictDialog({
  conflict,
  mine,
  labels,
  onReload,
  onClose,
}: VersionConflictDialogProps) {
  const [showDiff, setShowDiff] = useState(false);
  const close = () => {
    setShowDiff(false);
    onClose();
  };
  const theirs = conflict?.current;
  return (
    <Dialog.Root
      open={conflict !== null}
      onOpenChange={(e) => {
        if (!e.open) close();
      }}
      role="alertdialog"
      placement="center"
      size={{ base: 'xs', sm: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="xl">
            <Dialog.Header>
              <Dialog.Title>Someone else saved first</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description asChild>
                  <Text>
                    {theirs
                      ? `${theirs.authorName ?? 'Someone'} saved version ${theirs.version} on ${whenText(theirs.createdAt)}, after you started editing version ${conflict.baseVersion}. Your changes are not saved yet.`
                      : ''}
                  </Text>
                </Dialog.Description>
                {showDiff && theirs && (
                  <FieldDiffs
                    labels={labels}
                    before={theirs.content}
                    after={mine}
                    beforeName="their version"
                    afterName="your changes"
                  />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button variant="ghost" onClick={close}>
                Keep editing
              </Button>
              {!showDiff && (
                <Button variant="outline" onClick={() => setShowDiff(true)}>
                  See the differences
                </Button>
              )}
              <Button
                colorPalette="brand"
                onClick={() => {
                  setShowDiff(false);
                  onReload();
                }}
              >
                Reload their version
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
