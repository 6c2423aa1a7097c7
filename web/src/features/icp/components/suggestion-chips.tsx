import { Box, Button, HStack, Icon, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuPlus, LuSparkles } from 'react-icons/lu';

/** The three places the wizard shows AI suggestions (docs/product.md §2). */
export type SuggestionField = 'demographics' | 'painPoints' | 'channels';

const TITLES: Record<SuggestionField, string> = {
  demographics: 'AI suggestions for client details',
  painPoints: 'AI suggested pain points',
  channels: 'AI suggested channels',
};

/** What the button does, in a line under the title (before any suggestion is on offer). */
const HINTS: Record<SuggestionField, string> = {
  demographics: 'Ideas for the fields above, based on the type and industry you chose.',
  painPoints: 'Challenges clients like these often face, based on your profile so far.',
  channels: 'Where clients like these look for help, based on your profile so far.',
};

/** The chip widths of the placeholder row while the AI works. */
const PLACEHOLDER_WIDTHS = ['40', '32', '48', '28'];

export interface SuggestionChipsProps {
  field: SuggestionField;
  /** The suggestions still on offer; an accepted one is removed by the owner. */
  suggestions: readonly string[];
  /** Adds a suggestion to the form (the wizard's handlers do the field rules and the toast). */
  onAccept: (suggestion: string) => void;
  /** Asks the AI for suggestions; the button shows only when this is given. */
  onRequest?: () => void;
  loading?: boolean;
  /** What the AI asked instead of guessing (the user's trade, the fields to fill), shown under the title. */
  questions?: readonly { field: string; question: string }[];
}

/**
 * AI suggestions as clickable chips (docs/product.md §2): a 'Get AI suggestions' button (when `onRequest`
 * is given), placeholder chips while the AI works, then one chip per suggestion; the owner removes a
 * chip once it is added. Renders nothing when there is neither a button nor anything to show.
 */
export function SuggestionChips({
  field,
  suggestions,
  onAccept,
  onRequest,
  loading,
  questions = [],
}: SuggestionChipsProps) {
  const { sectionRef, requestButtonRef, afterRequest, afterAccept } = useChipFocus(suggestions, loading);
  if (!suggestions.length && !onRequest && !loading) return null;
  const title = TITLES[field];
  return (
    <Box
      ref={sectionRef}
      tabIndex={-1}
      outline="none"
      as="section"
      aria-label={title}
      data-suggestions={field}
      aria-busy={loading || undefined}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="brand.border"
      bg="brand.subtle"
      borderRadius="lg"
      p="4"
    >
      <HStack justify="space-between" gap="3" wrap="wrap" align="center">
        <Stack gap="0.5" minW="0" flex="1 1 16rem">
          <HStack gap="2" color="brand.fg">
            <Icon boxSize="4">
              <LuSparkles />
            </Icon>
            <Text fontWeight="semibold" fontSize="sm">
              {title}
            </Text>
          </HStack>
          <Text fontSize="xs" color="fg.muted" aria-live="polite">
            {loading
              ? 'The AI is looking at your profile…'
              : suggestions.length
                ? 'Click a suggestion to add it to your profile.'
                : HINTS[field]}
          </Text>
        </Stack>
        {onRequest ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            bg="bg.panel"
            ref={requestButtonRef}
            onClick={() => {
              afterRequest();
              onRequest();
            }}
            loading={loading}
            loadingText="Thinking…"
            flexShrink={0}
          >
            <LuSparkles /> Get AI suggestions
          </Button>
        ) : null}
      </HStack>
      {!loading && questions.length ? (
        <Stack as="ul" gap="1" mt="3" listStyleType="none" aria-label="The AI asks">
          {questions.map((q) => (
            <Text as="li" key={q.field} fontSize="sm" data-question={q.field}>
              {q.question}
            </Text>
          ))}
        </Stack>
      ) : null}
      {loading ? (
        <Wrap gap="2" mt="3" aria-hidden="true" data-testid="suggestions-loading">
          {PLACEHOLDER_WIDTHS.map((w) => (
            <Skeleton key={w} height="7" width={w} borderRadius="full" />
          ))}
        </Wrap>
      ) : suggestions.length ? (
        <Wrap gap="2" mt="3">
          {suggestions.map((s, index) => (
            <Button
              key={s}
              data-chip
              size="xs"
              variant="surface"
              colorPalette="brand"
              borderRadius="full"
              whiteSpace="normal"
              h="auto"
              py="1.5"
              textAlign="start"
              maxW="full"
              flexShrink={1}
              overflowWrap="anywhere"
              onClick={() => {
                afterAccept(index);
                onAccept(s);
              }}
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

/**
 * Keeps keyboard focus in the suggestions while they change under it (docs/product.md §2, accessibility):
 * the button disables itself while the AI works and an accepted chip leaves the page, and either would
 * drop focus to the page's body. After the answer, focus goes to the first chip (or back to the button
 * when nothing came); after an accepted chip, to the chip now in its place, else the last one, else the
 * button, else the section.
 */
function useChipFocus(suggestions: readonly string[], loading: boolean | undefined) {
  const sectionRef = useRef<HTMLElement>(null);
  const requestButtonRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<{ kind: 'request' } | { kind: 'accept'; index: number } | null>(null);

  useEffect(() => {
    const want = pending.current;
    if (!want || loading) return;
    const section = sectionRef.current;
    if (!section) return;
    pending.current = null;
    const chips = [...section.querySelectorAll<HTMLElement>('[data-chip]')];
    const target =
      want.kind === 'request'
        ? (chips[0] ?? requestButtonRef.current)
        : (chips[Math.min(want.index, chips.length - 1)] ?? requestButtonRef.current);
    (target ?? section).focus();
  }, [suggestions, loading]);

  return {
    sectionRef,
    requestButtonRef,
    afterRequest: () => {
      pending.current = { kind: 'request' };
    },
    afterAccept: (index: number) => {
      pending.current = { kind: 'accept', index };
    },
  };
}
