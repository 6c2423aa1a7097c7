import type { Playbook, Status } from '@icp-studio/contracts';
import type { ReactNode } from 'react';
import { Box, Button, HStack, Heading, IconButton, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { format, isValid, parseISO } from 'date-fns';
import { LuArrowLeft, LuDownload, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { RECORD_STATUSES, RecordStatusBadge, recordStatusLabel } from '@/components/ui/record-status-badge';
import { useSession } from '@/lib/auth/get-auth-check';
import { PlaybookCopyActions } from './playbook-copy-actions';
import { PlaybookHistoryButton } from './playbook-history';

export interface PlaybookHeaderProps {
  playbook: Playbook;
  exporting: boolean;
  /** 0..1 while the PDF downloads, when the server tells its size. */
  exportProgress: number | null;
  statusPending: boolean;
  onExport: () => void;
  onDelete: () => void;
  onStatusChange: (status: Status) => void;
  /** More actions after Duplicate (composed in by the app: "Save as template"). */
  actions?: ReactNode;
  /** The Share button (the shares feature's: the app composes it in). */
  share?: ReactNode;
}

function updatedText(value: string | undefined): string | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? `Updated ${format(date, 'MMM d, yyyy')}` : null;
}

/**
 * Back link, name, 'Marketing Playbook', status, the profile, the client (when it is someone else's),
 * and the Export PDF / Download DOCX / Duplicate / Edit / Delete actions.
 */
export function PlaybookHeader({
  playbook,
  exporting,
  exportProgress,
  statusPending,
  onExport,
  onDelete,
  onStatusChange,
  actions,
  share,
}: PlaybookHeaderProps) {
  const updated = updatedText(playbook.updatedAt);
  const { user } = useSession();
  // Whose playbook it is, for those who see other people's (advisors, admins).
  const clientName = playbook.clientName && user?.id !== playbook.userId ? playbook.clientName : null;
  const exportLabel =
    exportProgress !== null && exportProgress > 0
      ? `Exporting ${Math.round(exportProgress * 100)}%`
      : 'Exporting...';

  return (
    <Stack gap="4">
      <Box>
        <Button asChild variant="ghost" size="sm" ms="-3" color="fg.muted">
          <RouterLink to={`/icp/${playbook.icpId}`}>
            <LuArrowLeft /> Back to profile
          </RouterLink>
        </Button>
      </Box>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'start' }}
        gap="4"
      >
        {/* The name keeps room to read; the actions wrap onto more rows instead of squeezing it. */}
        <Stack gap="1.5" minW={{ base: '0', md: '60', lg: 'xs' }} flex="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="-0.01em" wordBreak="break-word">
            {playbook.name}
          </Heading>
          <HStack gap="2" wrap="wrap" color="fg.muted" fontSize="sm" rowGap="1">
            <Text>Marketing Playbook</Text>
            <RecordStatusBadge status={playbook.status} />
            {playbook.icpName ? (
              <>
                <Text aria-hidden>·</Text>
                <Text>
                  For{' '}
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={`/icp/${playbook.icpId}`}>{playbook.icpName}</RouterLink>
                  </Link>
                </Text>
              </>
            ) : null}
            {clientName ? (
              <>
                <Text aria-hidden>·</Text>
                <Text data-testid="playbook-client">Client: {clientName}</Text>
              </>
            ) : null}
            {updated ? (
              <>
                <Text aria-hidden>·</Text>
                <Text>{updated}</Text>
              </>
            ) : null}
          </HStack>
        </Stack>
        <HStack gap="2" wrap="wrap" flexShrink={{ base: 0, md: 1 }} justify={{ base: 'start', md: 'end' }}>
          <NativeSelect.Root size="sm" width="auto" disabled={statusPending}>
            <NativeSelect.Field
              aria-label="Status"
              value={playbook.status ?? 'draft'}
              onChange={(e) => onStatusChange(e.target.value as Status)}
              minW="36"
            >
              {RECORD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {recordStatusLabel(status)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            variant="outline"
            onClick={onExport}
            loading={exporting}
            loadingText={exportLabel}
          >
            <LuDownload /> Export PDF
          </Button>
          <PlaybookCopyActions playbook={playbook} />
          {share}
          {actions}
          <PlaybookHistoryButton playbook={playbook} />
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/playbooks/${playbook.id}/edit`}>
              <LuPencil /> Edit
            </RouterLink>
          </Button>
          <IconButton
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label="Delete playbook"
            onClick={onDelete}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      </Stack>
    </Stack>
  );
}
