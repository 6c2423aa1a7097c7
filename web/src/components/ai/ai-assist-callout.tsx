import { Box, Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuSparkles } from 'react-icons/lu';
import { AiProgress } from './ai-progress';

export interface AiAssistCalloutProps {
  title: string;
  description: ReactNode;
  /** The button, e.g. 'Generate messaging'. */
  actionLabel: string;
  onAction: () => void;
  loading?: boolean;
  /** What the progress state says while the AI works. */
  loadingLabel: string;
  /** A reason the action cannot run yet (shown instead of the description's hint). */
  disabledReason?: string | null;
}

/**
 * The invitation to let the AI draft part of a form: a title, what it will do, one button, and a
 * progress state while it works. Shown where an AI panel will appear with the answer.
 */
export function AiAssistCallout({
  title,
  description,
  actionLabel,
  onAction,
  loading = false,
  loadingLabel,
  disabledReason,
}: AiAssistCalloutProps) {
  return (
    <Box
      as="section"
      aria-label={title}
      aria-busy={loading || undefined}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="accent.border"
      bg="accent.subtle"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="4"
      >
        <HStack gap="3" align="start" minW="0">
          <Box
            boxSize="9"
            flexShrink={0}
            borderRadius="lg"
            bg="bg.panel"
            color="accent.fg"
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            <Icon boxSize="4.5">
              <LuSparkles />
            </Icon>
          </Box>
          <Box minW="0">
            <Text fontWeight="semibold">{title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {disabledReason ?? description}
            </Text>
          </Box>
        </HStack>
        <Button
          colorPalette="accent"
          variant="solid"
          onClick={onAction}
          loading={loading}
          loadingText="Working…"
          disabled={Boolean(disabledReason)}
          flexShrink={0}
        >
          <LuSparkles /> {actionLabel}
        </Button>
      </Stack>
      {loading ? (
        <Box mt="4">
          <AiProgress
            variant="bar"
            palette="accent"
            label={loadingLabel}
            hint="This usually takes a few seconds."
          />
        </Box>
      ) : null}
    </Box>
  );
}
