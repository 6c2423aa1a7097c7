import type { VersionDetail, VersionSummary } from '@icp-studio/contracts';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { FieldDiffs } from './field-diffs';

/** How many versions the drawer asks for at a time ("Show older versions" asks for more). */
const PAGE = 50;
const MAX_PAGE = 200;

export interface HistorySource {
  /** The query key of the item's versions (under the item's own key, so a save refreshes it). */
  queryKey: readonly unknown[];
  /** The newest `limit` versions and how many there are in all. */
  list: (limit: number, signal: AbortSignal) => Promise<{ items: VersionSummary[]; total: number }>;
  get: (version: number, signal: AbortSignal) => Promise<VersionDetail>;
  /** Makes the version current (a new version); resolves once saved. */
  restore: (version: number) => Promise<unknown>;
}

export interface HistoryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "profile" or "playbook", for the texts. */
  noun: string;
  source: HistorySource;
  /** The item's current fields and version, compared with the chosen version. */
  current: Record<string, unknown>;
  currentVersion: number | undefined;
  /** The versioned fields, in order, with their labels. */
  labels: Record<string, string>;
}

/** "26 Nov 2026, 09:40" in the reader's own time. */
export function whenText(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The History drawer of a profile or playbook (docs/product.md §13): its versions, newest first, with
 * who saved each, when and which fields changed; choosing one shows field by field the words it has
 * and the current text has not (and the reverse); Restore makes it current as a new version.
 */
export function HistoryDrawer({
  open,
  onOpenChange,
  noun,
  source,
  current,
  currentVersion,
  labels,
}: HistoryDrawerProps) {
  const [limit, setLimit] = useState(PAGE);
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const versions = useQuery({
    queryKey: [...source.queryKey, 'list', limit],
    queryFn: ({ signal }) => source.list(limit, signal),
    enabled: open,
  });
  const detail = useQuery({
    queryKey: [...source.queryKey, 'detail', chosen],
    queryFn: ({ signal }) => source.get(chosen!, signal),
    enabled: open && chosen !== null,
  });
  const label = (f: string) => labels[f] ?? f;

  const restore = async () => {
    if (chosen === null) return;
    setRestoring(true);
    try {
      await source.restore(chosen);
      notifySuccess('Version restored', `Version ${chosen} is the current ${noun} again, as a new version.`);
      setConfirming(false);
      setChosen(null);
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to restore the version'));
    } finally {
      setRestoring(false);
    }
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="end"
      size={{ base: 'full', md: 'lg', xl: 'xl' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" borderColor="border.muted">
              <Drawer.Title>History</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {chosen === null ? (
                <VersionList
                  versions={versions.data?.items}
                  total={versions.data?.total}
                  loading={versions.isPending}
                  failed={versions.isError}
                  currentVersion={currentVersion}
                  label={label}
                  onChoose={setChosen}
                  onMore={limit < MAX_PAGE ? () => setLimit(Math.min(MAX_PAGE, limit + PAGE)) : undefined}
                />
              ) : (
                <Stack gap="4">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Button size="sm" variant="ghost" onClick={() => setChosen(null)}>
                      ← All versions
                    </Button>
                    {chosen !== currentVersion && (
                      <Button size="sm" colorPalette="brand" onClick={() => setConfirming(true)}>
                        Restore this version
                      </Button>
                    )}
                  </HStack>
                  <Text as="h3" fontWeight="semibold" aria-live="polite">
                    Version {chosen} compared with the current {noun}
                  </Text>
                  {detail.isPending ? (
                    <Spinner size="sm" aria-label="Loading version..." />
                  ) : detail.isError ? (
                    <Text color="red.fg">Failed to load this version.</Text>
                  ) : (
                    <>
                      <Text fontSize="sm" color="fg.muted">
                        Saved by {detail.data.authorName ?? 'someone'} on {whenText(detail.data.createdAt)}
                      </Text>
                      <FieldDiffs
                        labels={labels}
                        before={detail.data.content}
                        after={current}
                        beforeName={`version ${chosen}`}
                        afterName={`the current ${noun}`}
                      />
                    </>
                  )}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close history" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Restore version ${chosen ?? ''}?`}
        description={`Its fields become the current ${noun}, saved as a new version. Nothing in the history is lost.`}
        confirmLabel="Restore"
        onConfirm={() => void restore()}
        pending={restoring}
        destructive={false}
      />
    </Drawer.Root>
  );
}

function VersionList({
  versions,
  total,
  loading,
  failed,
  currentVersion,
  label,
  onChoose,
  onMore,
}: {
  versions: VersionSummary[] | undefined;
  total: number | undefined;
  loading: boolean;
  failed: boolean;
  currentVersion: number | undefined;
  label: (field: string) => string;
  onChoose: (version: number) => void;
  onMore?: () => void;
}) {
  if (loading) return <Spinner size="sm" aria-label="Loading history..." />;
  if (failed || !versions) return <Text color="red.fg">Failed to load the history.</Text>;
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label="Versions, newest first">
      {versions.map((v) => (
        <Box as="li" key={v.version}>
          <Button
            variant="outline"
            w="full"
            h="auto"
            py="2"
            px="3"
            justifyContent="flex-start"
            textAlign="start"
            whiteSpace="normal"
            onClick={() => onChoose(v.version)}
            data-version={v.version}
          >
            <Stack gap="0.5" align="flex-start" fontWeight="normal">
              <HStack gap="2">
                <Text fontWeight="semibold">Version {v.version}</Text>
                {v.version === currentVersion && (
                  <Badge colorPalette="green" size="sm">
                    Current
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {v.authorName ?? 'Someone'} · {whenText(v.createdAt)}
              </Text>
              <Text fontSize="sm">
                {v.restoredFrom !== null
                  ? `Restored version ${v.restoredFrom}`
                  : v.changedFields.length
                    ? `Changed: ${v.changedFields.map(label).join(', ')}`
                    : v.version === 1
                      ? 'Created'
                      : 'No field changes recorded'}
              </Text>
            </Stack>
          </Button>
        </Box>
      ))}
      {onMore && total !== undefined && total > versions.length && (
        <Box as="li">
          <Button size="sm" variant="ghost" onClick={onMore}>
            Show older versions
          </Button>
        </Box>
      )}
    </Stack>
  );
}
