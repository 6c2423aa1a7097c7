import { PresenceBar } from '@/components/presence/presence-bar';
import { PresenceScope } from '@/components/presence/presence-scope';
import { KpiActualsSection } from '../components/kpis/kpi-actuals-section';
import type { Playbook, PlaybookFields, Status, VersionConflict } from '@icp-studio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { VersionConflictDialog } from '@/components/history/version-conflict-dialog';
import { versionConflictOf } from '@/lib/history/conflict';
import { overMine, resolvedContent } from '@/lib/history/merge';
import { playbookKeys } from '../api/playbook-keys';
import { PLAYBOOK_HISTORY_LABELS, playbookHistoryContent } from '../lib/history-fields';
import { Box, Button, Container, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuPencil } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeletePlaybook } from '../api/delete-playbook';
import { useExportPlaybookPdf } from '../api/export-playbook';
import { usePlaybook } from '../api/get-playbook';
import { usePlaybookProfession } from '../api/get-playbook-profession';
import { useSetPlaybookStatus } from '../api/set-playbook-status';
import { CompliancePanel } from '../components/detail/compliance-panel';
import { PlaybookHeader } from '../components/detail/playbook-header';
import {
  PlaybookSections,
  editButtonId,
  playbookHasContent,
  type SectionEditing,
} from '../components/detail/playbook-sections';
import { useUpdatePlaybook } from '../api/update-playbook';
import { playbookToFields } from '../lib/playbook-form';
import { PageState } from '@/components/ui/page-state';
import { recordStatusLabel } from '@/components/ui/record-status-badge';

/** The toast text of a failed export: the server's message, unless it is the bare "no such route" 404. */
function exportErrorMessage(error: unknown): string | undefined {
  const message = getServerMessage(error);
  if (isApiError(error) && error.status === 404 && (!message || message === 'Not found')) {
    return 'PDF export is not available right now. Please try again later.';
  }
  return message;
}

export interface PlaybookDetailPageProps {
  /** The playbook's Team Collaboration panel (another feature's: the app composes it in). */
  renderCollaboration?: (playbook: Playbook) => ReactNode;
  /** More header actions, e.g. the templates feature's "Save as template" (composed in by the app). */
  renderActions?: (playbook: Playbook) => ReactNode;
  /** The Share button and its dialog (the shares feature's: composed in). */
  renderShare?: (playbook: Playbook) => ReactNode;
  /** The owner's sign-off of this version (the cockpit feature's: composed in; docs/product.md §18). */
  renderSignOff?: (playbook: Playbook) => ReactNode;
}

/**
 * `/playbooks/{id}`: the playbook, its actions, and the Team Collaboration panel (docs/product.md §2), with
 * who else has it open (presence, docs/product.md §4).
 */
export function PlaybookDetailPage(props: PlaybookDetailPageProps) {
  const { id = '' } = useParams();
  return (
    <PresenceScope room={/^[0-9a-f-]{36}$/i.test(id) ? `playbook:${id}` : null}>
      <PlaybookDetailView {...props} />
    </PresenceScope>
  );
}

function PlaybookDetailView({
  renderCollaboration,
  renderActions,
  renderShare,
  renderSignOff,
}: PlaybookDetailPageProps) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [exportProgress, setExportProgress] = useState<number | null>(null);
  const deletePlaybook = useDeletePlaybook();
  // Once deleted, nothing here may ask for the playbook again (the page is on its way out).
  const deleted = deletePlaybook.isSuccess;
  const playbook = usePlaybook(deleted ? undefined : id);
  // The profile's trade: the compliance check reads the copy against that trade's rules.
  const profession = usePlaybookProfession(playbook.data?.icpId);
  const setStatus = useSetPlaybookStatus();
  const exportPdf = useExportPlaybookPdf({ onProgress: setExportProgress });
  const updatePlaybook = useUpdatePlaybook();
  const [editing, setEditing] = useState<string | null>(null);
  // The last change saved in place: the section and the playbook as it was before (Undo puts it back).
  const [lastChange, setLastChange] = useState<{ key: string; before: Playbook } | null>(null);
  // The version the open edit started from, and a save refused because someone else saved first
  // (docs/product.md §13).
  const [baseVersion, setBaseVersion] = useState<number | undefined>(undefined);
  const [conflict, setConflict] = useState<{ conflict: VersionConflict; mine: PlaybookFields } | null>(null);
  const queryClient = useQueryClient();
  useDocumentTitle(playbook.data?.name ?? 'Marketing Playbook');

  if (deleted || playbook.isPending) return <FullPageSpinner label="Loading..." minH="60vh" />;
  if (playbook.isError) {
    return isApiError(playbook.error) && [400, 404].includes(playbook.error.status) ? (
      <PageState
        title="Playbook not found"
        description="This playbook doesn't exist, or you can't open it."
      />
    ) : (
      <PageState
        kind="error"
        title="Something went wrong"
        description="The playbook could not be loaded. Check your connection and try again."
        action={
          <Button colorPalette="brand" onClick={() => void playbook.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const p = playbook.data;

  const onExport = () => {
    setExportProgress(0);
    exportPdf.mutate(
      { id: p.id, name: p.name },
      {
        onSuccess: () => notifySuccess('PDF exported successfully'),
        onError: (error) => notifyError('Error', exportErrorMessage(error) ?? 'Failed to export PDF'),
        onSettled: () => setExportProgress(null),
      },
    );
  };

  const onStatusChange = (status: Status) => {
    if (status === p.status) return;
    setStatus.mutate(
      { id: p.id, status },
      {
        onSuccess: () => notifySuccess('Status updated', `The playbook is now ${recordStatusLabel(status)}.`),
        onError: (error) => notifyError('Error', getServerMessage(error, 'Failed to update status')),
      },
    );
  };

  const focusEdit = (key: string) =>
    requestAnimationFrame(() => document.getElementById(editButtonId(key))?.focus());

  const edit: SectionEditing = {
    editing,
    onEdit: (key) => {
      setBaseVersion(p.version);
      setEditing(key);
    },
    onCancel: (key) => {
      setEditing(null);
      focusEdit(key);
    },
    onSave: async (key, fields) => {
      try {
        await updatePlaybook.mutateAsync({ id: p.id, fields, version: baseVersion });
      } catch (error) {
        const stale = versionConflictOf(error);
        if (stale) setConflict({ conflict: stale, mine: fields });
        else notifyError('Error', getServerMessage(error, 'Failed to save playbook'));
        throw error;
      }
      setLastChange({ key, before: p });
      setEditing(null);
      focusEdit(key);
      notifySuccess('Saved', 'Your change is saved. Undo puts it back.');
    },
    undoKey: lastChange?.key ?? null,
    undoing: updatePlaybook.isPending && !editing,
    onUndo: () => {
      if (!lastChange) return;
      // The status is changed on its own (the selector above): Undo leaves it as it is now.
      const fields = { ...playbookToFields(lastChange.before), status: p.status };
      // Undo builds on the version shown: someone else's save since is not overwritten (§13).
      updatePlaybook.mutate(
        { id: p.id, fields, version: p.version },
        {
          onSuccess: () => {
            setLastChange(null);
            focusEdit(lastChange.key);
            notifySuccess('Change undone', 'The section is back as it was.');
          },
          onError: (error) => {
            const stale = versionConflictOf(error);
            if (stale) setConflict({ conflict: stale, mine: fields });
            else notifyError('Error', getServerMessage(error, 'Failed to save playbook'));
          },
        },
      );
    },
  };

  const onConfirmDelete = () => {
    deletePlaybook.mutate(p.id, {
      onSuccess: () => {
        setDeleteOpen(false);
        notifySuccess('Deleted', `"${p.name}" was deleted.`);
        navigate(`/icp/${p.icpId}`, { replace: true });
      },
      onError: (error) => notifyError('Error', getServerMessage(error, 'Failed to delete playbook')),
    });
  };

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <PlaybookHeader
          playbook={p}
          exporting={exportPdf.isPending}
          exportProgress={exportProgress}
          statusPending={setStatus.isPending}
          onExport={onExport}
          onDelete={() => setDeleteOpen(true)}
          onStatusChange={onStatusChange}
          actions={renderActions?.(p)}
          share={renderShare?.(p)}
        />
        {renderSignOff?.(p)}
        <PresenceBar />

        {playbookHasContent(p) ? (
          <PlaybookSections playbook={p} edit={edit} />
        ) : (
          <Box
            bg="bg.panel"
            borderWidth="1px"
            borderStyle="dashed"
            borderColor="border"
            borderRadius="xl"
            px="6"
            py="10"
            textAlign="center"
          >
            <Stack align="center" gap="3">
              <Text fontWeight="semibold">This playbook is still empty</Text>
              <Text fontSize="sm" color="fg.muted" maxW="md">
                Add goals, messaging, channels and campaigns to turn it into a plan your team can run.
              </Text>
              <Button asChild colorPalette="brand" size="sm">
                <RouterLink to={`/playbooks/${p.id}/edit`}>
                  <LuPencil /> Continue editing
                </RouterLink>
              </Button>
            </Stack>
          </Box>
        )}

        <KpiActualsSection playbookId={p.id} />

        <CompliancePanel playbook={p} profession={profession.data} />

        {renderCollaboration?.(p)}
      </Stack>
      <VersionConflictDialog
        conflict={conflict?.conflict ?? null}
        mine={playbookHistoryContent(conflict?.mine ?? {})}
        labels={PLAYBOOK_HISTORY_LABELS}
        onReload={() => {
          const key = editing;
          setConflict(null);
          setEditing(null);
          setLastChange(null);
          void queryClient.invalidateQueries({ queryKey: playbookKeys.detail(p.id) });
          if (key) focusEdit(key);
        }}
        onClose={() => {
          // Keep editing: the page takes their version and the next save starts from it, so it does
          // not conflict again; the open section keeps what was typed.
          if (conflict) setBaseVersion(conflict.conflict.current.version);
          setConflict(null);
          void queryClient.invalidateQueries({ queryKey: playbookKeys.detail(p.id) });
        }}
        onResolve={(choices) => {
          if (!conflict) return;
          const fields = overMine(conflict.mine, resolvedContent(conflict.conflict, choices));
          updatePlaybook.mutate(
            { id: p.id, fields, version: conflict.conflict.current.version },
            {
              onSuccess: () => {
                const key = editing;
                setConflict(null);
                setEditing(null);
                setLastChange(null);
                notifySuccess('Saved', 'The merge is saved.');
                if (key) focusEdit(key);
              },
              onError: (error) => {
                const stale = versionConflictOf(error);
                if (stale) setConflict({ conflict: stale, mine: fields });
                else notifyError('Error', getServerMessage(error, 'Failed to save playbook'));
              },
            },
          );
        }}
        resolving={updatePlaybook.isPending}
      />

      <ConfirmActionDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete playbook?"
        description={
          <>
            <strong>{p.name}</strong> and all of its notes and tasks will be permanently deleted. This
            can&apos;t be undone.
          </>
        }
        confirmLabel="Delete"
        pending={deletePlaybook.isPending}
        onConfirm={onConfirmDelete}
      />
    </Container>
  );
}
