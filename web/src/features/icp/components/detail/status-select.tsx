import type { Status } from '@icp-studio/contracts';
import { Box, Field, NativeSelect, Spinner } from '@chakra-ui/react';
import { RECORD_STATUSES, recordStatusLabel } from '@/components/ui/record-status-badge';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useUpdateIcpStatus } from '../../api/update-icp-status';

const DOT: Record<string, string> = { draft: 'gray.400', in_progress: 'blue.500', completed: 'green.500' };

/**
 * The status selector (docs/product.md): draft, in progress, completed, saved at once with PATCH. When the
 * server refuses (completing a profile with empty steps), its message is shown and the value stays.
 */
export function StatusSelect({
  icpId,
  status,
  onRefused,
}: {
  icpId: string;
  status: Status;
  /** Told the server's message when it refuses the change (400), or null when a change succeeds. */
  onRefused?: (message: string | null) => void;
}) {
  const mutation = useUpdateIcpStatus();
  const change = async (next: Status) => {
    if (next === status) return;
    try {
      await mutation.mutateAsync({ id: icpId, status: next });
      onRefused?.(null);
      notifySuccess('Status updated', `This profile is now ${recordStatusLabel(next).toLowerCase()}.`);
    } catch (error) {
      const message = getServerMessage(error, 'Failed to update status');
      if (onRefused && isApiError(error) && error.status === 400) onRefused(message);
      else notifyError('Error', message);
    }
  };
  const shown = mutation.isPending && mutation.variables ? mutation.variables.status : status;
  return (
    <Field.Root width="auto" orientation="horizontal" gap="2" alignItems="center">
      <Field.Label fontSize="sm" color="fg.muted" mb="0" flexShrink={0}>
        Status
      </Field.Label>
      <NativeSelect.Root size="sm" width="40" disabled={mutation.isPending}>
        <Box
          position="absolute"
          left="3"
          top="50%"
          transform="translateY(-50%)"
          boxSize="2"
          borderRadius="full"
          bg={DOT[shown] ?? 'gray.400'}
          zIndex={1}
          pointerEvents="none"
          aria-hidden="true"
        />
        <NativeSelect.Field
          ps="7"
          value={shown}
          onChange={(e) => void change(e.target.value as Status)}
          borderRadius="md"
          fontWeight="medium"
        >
          {RECORD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {recordStatusLabel(s)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator>
          {mutation.isPending ? <Spinner size="xs" /> : undefined}
        </NativeSelect.Indicator>
      </NativeSelect.Root>
    </Field.Root>
  );
}
