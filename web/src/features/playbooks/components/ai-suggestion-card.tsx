import { Box, Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCheck, LuSparkles, LuX } from 'react-icons/lu';

/** The frame of an AI suggestion panel: a title, the suggestion, Apply and Dismiss. */
export function AiSuggestionCard({
  title,
  children,
  onApply,
  onDismiss,
}: {
  title: string;
  children: ReactNode;
  onApply: () => void;
  onDismiss?: () => void;
}) {
  return (
    <Box
      as="section"
      aria-label={title}
      borderWidth="1px"
      borderColor="accent.border"
      bg="accent.subtle"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
    >
      <HStack justify="space-between" align="start" gap="3" mb="3">
        <HStack gap="2" color="accent.fg">
          <Icon boxSize="4.5">
            <LuSparkles />
          </Icon>
          <Text fontWeight="semibold">{title}</Text>
        </HStack>
        {onDismiss ? (
          <Button size="xs" variant="ghost" onClick={onDismiss} aria-label={`Dismiss ${title}`}>
            <LuX />
          </Button>
        ) : null}
      </HStack>
      <Stack gap="3" fontSize="sm">
        {children}
      </Stack>
      <HStack justify="end" mt="4">
        <Button size="sm" colorPalette="accent" onClick={onApply}>
          <LuCheck /> Apply
        </Button>
      </HStack>
    </Box>
  );
}
