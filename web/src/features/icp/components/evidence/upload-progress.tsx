import { Progress, Stack, Text } from '@chakra-ui/react';
import type { FileUploadState } from './use-file-upload';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The progress of a client list upload: the bytes going up ("Uploading… 40%"), then the rows the server
 * has read ("Reading rows… 12,000"), on one bar.
 */
export function UploadProgress({ state }: { state: FileUploadState }) {
  if (state.phase !== 'uploading' && state.phase !== 'reading') return null;
  const label =
    state.phase === 'uploading'
      ? `Uploading… ${state.percent}%`
      : state.rowsRead > 0
        ? `Reading rows… ${count(state.rowsRead)}`
        : 'Reading rows…';
  return (
    <Stack gap="2" role="status" aria-live="polite">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Progress.Root
        // Queued, or before the first figure: a moving bar rather than an empty one.
        value={state.phase === 'reading' && state.percent === 0 ? null : state.percent}
        max={100}
        size="sm"
        colorPalette={state.phase === 'uploading' ? 'brand' : 'green'}
        translations={{ value: () => label }}
      >
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
