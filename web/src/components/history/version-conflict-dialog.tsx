import type { VersionConflict } from '@icp-studio/contracts';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MergeChoice } from '@/lib/history/merge';
import { FieldDiffs } from './field-diffs';
import { FieldMerge } from './field-merge';
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
  /**
   * Saves the merge with the user's choice for each field both changed (`conflict.fields`); without it,
   * or when the answer names no such fields, the dialog offers reload and the differences only.
   */
  onResolve?: (choices: Record<string, MergeChoice>) => void;
  /** The merge is being saved. */
  resolving?: boolean;
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
  onResolve,
  resolving = false,
}: VersionConflictDialogProps) {
  const [showDiff, setShowDiff] = useState(false);
  const [choices, setChoices] = useState<Record<string, MergeChoice>>({});
  const close = () => {
    setShowDiff(false);
    setChoices({});
    onClose();
  };
  const theirs = conflict?.current;
  const fields = onResolve ? (conflict?.fields ?? []) : [];
  const theirName = theirs?.authorName ?? 'Someone';
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
                      ? `${theirName} saved version ${theirs.version} on ${whenText(theirs.createdAt)}, after you started editing version ${conflict.baseVersion}. ${
                          fields.length > 0
                            ? 'The fields only one of you changed are merged. Both of you changed the fields below: choose what to keep in each.'
                            : 'Your changes are not saved yet.'
                        }`
                      : ''}
                  </Text>
                </Dialog.Description>
                {fields.length > 0 && (
                  <FieldMerge
                    fields={fields}
                    labels={labels}
                    theirName={theirName}
                    choices={choices}
                    onChoose={(field, choice) => setChoices((c) => ({ ...c, [field]: choice }))}
                  />
                )}
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
                colorPalette={fields.length > 0 ? undefined : 'brand'}
                variant={fields.length > 0 ? 'outline' : 'solid'}
                onClick={() => {
                  setShowDiff(false);
                  onReload();
                }}
              >
                Reload their version
              </Button>
              {fields.length > 0 && onResolve && (
                <Button
                  colorPalette="brand"
                  loading={resolving}
                  loadingText="Saving…"
                  onClick={() => onResolve(choices)}
                >
                  Save the merge
                </Button>
              )}
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
