import { Box, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AiProgressProps {
  /** What the AI is doing, e.g. 'AI review in progress...'. */
  label: string;
  /** A line under the label (what to expect). */
  hint?: ReactNode;
  /** 'bar' adds an indeterminate progress bar under the text. */
  variant?: 'inline' | 'bar';
  /** The colour family, to sit well on the surface around it. */
  palette?: 'purple' | 'accent' | 'brand';
}

/**
 * The progress state of an AI call: a spinner and what is happening, announced politely to screen
 * readers; `bar` adds an indeterminate bar for longer waits (the AI review of a profile).
 */
export function AiProgress({ label, hint, variant = 'inline', palette = 'purple' }: AiProgressProps) {
  return (
    <Stack gap="2" role="status" aria-live="polite" data-testid="ai-progress">
      <HStack gap="2.5" align="center">
        <Spinner size="sm" color={`${palette}.solid`} borderWidth="2px" flexShrink={0} />
        <Box minW="0">
          <Text fontSize="sm" fontWeight="medium" color="fg">
            {label}
          </Text>
          {hint ? (
            <Text fontSize="xs" color="fg.muted">
              {hint}
            </Text>
          ) : null}
        </Box>
      </HStack>
      {variant === 'bar' ? (
        <Progress.Root value={null} size="xs" colorPalette={palette} aria-label={label}>
          <Progress.Track borderRadius="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
    </Stack>
  );
}
