import { Box, Button, HStack, Icon, Spinner, Text, Wrap } from '@chakra-ui/react';
import { LuPlus, LuSparkles } from 'react-icons/lu';

/** The three places the wizard shows AI suggestions (spec section 2). */
export type SuggestionField = 'demographics' | 'painPoints' | 'channels';

const TITLES: Record<SuggestionField, string> = {
  demographics: 'AI suggestions for client details',
  painPoints: 'AI suggested pain points',
  channels: 'AI suggested channels',
};

export interface SuggestionChipsProps {
  field: SuggestionField;
  /** The suggestions still on offer; an accepted one is removed by the owner. */
  suggestions: readonly string[];
  /** Adds a suggestion to the form (the wizard's handlers do the field rules and the toast). */
  onAccept: (suggestion: string) => void;
  /** Asks the AI for suggestions; the button shows only when this is given. */
  onRequest?: () => void;
  loading?: boolean;
}

/**
 * AI suggestions as clickable chips (spec section 2). Renders nothing until there is something to show:
 * the AI issue supplies `suggestions`, `onRequest` and `loading`; accepting is already wired.
 */
export function SuggestionChips({ field, suggestions, onAccept, onRequest, loading }: SuggestionChipsProps) {
  if (!suggestions.length && !onRequest && !loading) return null;
  const title = TITLES[field];
  return (
    <Box
      as="section"
      aria-label={title}
      data-suggestions={field}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="brand.border"
      bg="brand.subtle"
      borderRadius="lg"
      p="4"
    >
      <HStack justify="space-between" gap="3" mb={suggestions.length ? '3' : '0'} wrap="wrap">
        <HStack gap="2" color="brand.fg">
          <Icon boxSize="4">
            <LuSparkles />
          </Icon>
          <Text fontWeight="semibold" fontSize="sm">
            {title}
          </Text>
          {loading ? <Spinner size="xs" /> : null}
        </HStack>
        {onRequest ? (
          <Button size="xs" variant="outline" colorPalette="brand" onClick={onRequest} loading={loading}>
            <LuSparkles /> Get AI suggestions
          </Button>
        ) : null}
      </HStack>
      {suggestions.length ? (
        <Wrap gap="2">
          {suggestions.map((s) => (
            <Button
              key={s}
              size="xs"
              variant="surface"
              colorPalette="brand"
              borderRadius="full"
              whiteSpace="normal"
              h="auto"
              py="1.5"
              textAlign="start"
              onClick={() => onAccept(s)}
              aria-label={`Add suggestion: ${s}`}
            >
              <LuPlus /> {s}
            </Button>
          ))}
        </Wrap>
      ) : null}
    </Box>
  );
}
