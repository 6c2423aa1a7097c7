import type { IcpScore } from '@icp-studio/contracts';
import { Box, Button, Heading, HStack, Icon, Link, List, Separator, Stack, Text } from '@chakra-ui/react';
import { LuArrowDown, LuInfo, LuRefreshCw, LuSparkles } from 'react-icons/lu';
import { AiBadge } from '@/components/ai/ai-badge';
import { AiProgress } from '@/components/ai/ai-progress';

/** The id of the persona narrative card's heading (DetailCard derives it from the title). */
export const PERSONA_HEADING_ID = 'card-ai-generated-persona-narrative';

/**
 * The score's suggestions split by author: the rubric's, then the AI's. The server lists the AI's
 * after the rubric's in `suggestions` and again in `aiSuggestions`.
 */
export function splitSuggestions(score: Pick<IcpScore, 'suggestions' | 'aiSuggestions'>) {
  const all = score.suggestions ?? [];
  const ai = (score.aiSuggestions ?? []).filter((s) => s.trim());
  const tail = all.slice(all.length - ai.length);
  const rubric =
    ai.length && tail.every((s, i) => s === ai[i])
      ? all.slice(0, all.length - ai.length)
      : all.filter((s) => !ai.includes(s));
  return { rubric, ai };
}

/**
 * The AI part of the score card (docs/product.md §2 and 3; docs/product.md, AI): while the review runs, a
 * progress state; then the AI's suggestions, marked as AI, and a pointer to the persona narrative; a
 * failed review says why (the server's reason) and offers a retry (the rubric's score stands either way).
 */
export function AiReviewSection({
  score,
  waitedTooLong,
  onCheckAgain,
  hasPersona,
  onRetry,
  retrying = false,
}: {
  score: IcpScore;
  waitedTooLong: boolean;
  onCheckAgain: () => void;
  hasPersona: boolean;
  /** Runs the analysis again (a new AI review). */
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { ai } = splitSuggestions(score);

  if (score.aiStatus === 'pending') {
    return (
      <Box
        borderWidth="1px"
        borderColor="purple.200"
        _dark={{ borderColor: 'purple.800' }}
        bg="purple.subtle"
        borderRadius="lg"
        p="4"
        data-testid="ai-review"
        data-state="pending"
      >
        {waitedTooLong ? (
          <Stack gap="3" align="start">
            <HStack gap="2" align="start">
              <Icon as={LuInfo} color="purple.fg" mt="0.5" flexShrink={0} />
              <Text fontSize="sm">
                The AI review is taking longer than usual. Your score is ready; the AI&apos;s suggestions and
                persona narrative will appear here when it finishes.
              </Text>
            </HStack>
            <Button size="xs" variant="outline" bg="bg.panel" onClick={onCheckAgain}>
              <LuRefreshCw /> Check again
            </Button>
          </Stack>
        ) : (
          <AiProgress
            variant="bar"
            label="AI review in progress..."
            hint="Writing suggestions and a persona narrative for this profile. This usually takes a few seconds."
          />
        )}
      </Box>
    );
  }

  const failed = score.aiStatus === 'failed';
  if (!ai.length && !failed) return null;

  return (
    <Stack gap="3" data-testid="ai-review" data-state={score.aiStatus}>
      <Separator borderColor="border.muted" mb="3" />
      {ai.length ? (
        <Box as="section" aria-labelledby="ai-suggestions-title">
          <HStack gap="2" mb="3" justify="space-between" wrap="wrap">
            <Heading as="h3" size="sm" id="ai-suggestions-title">
              AI suggestions
            </Heading>
            <AiBadge>AI-generated</AiBadge>
          </HStack>
          <List.Root gap="2.5" variant="plain">
            {ai.map((s, i) => (
              <List.Item key={`${i}-${s}`} fontSize="sm" alignItems="flex-start">
                <List.Indicator asChild color="purple.500" mt="0.5">
                  <LuSparkles />
                </List.Indicator>
                {s}
              </List.Item>
            ))}
          </List.Root>
          {score.aiOutdated ? (
            <HStack gap="2" align="start" mt="3" fontSize="sm" color="fg.muted" data-testid="ai-outdated">
              <Icon as={LuInfo} mt="0.5" flexShrink={0} />
              <Text>
                Written for an earlier version of this profile. Re-analyze to have the AI read your changes.
              </Text>
            </HStack>
          ) : null}
          {hasPersona && !failed ? (
            <Link
              href={`#${PERSONA_HEADING_ID}`}
              mt="3"
              fontSize="sm"
              color="brand.fg"
              fontWeight="medium"
              onClick={(e) => {
                const target = document.getElementById(PERSONA_HEADING_ID);
                if (!target) return;
                e.preventDefault();
                target.scrollIntoView({ behavior: 'smooth', block: 'center' });
              }}
            >
              Read the AI-generated persona narrative <LuArrowDown aria-hidden="true" />
            </Link>
          ) : null}
        </Box>
      ) : null}
      {failed ? (
        <Stack
          gap="2"
          align="start"
          borderWidth="1px"
          borderColor="orange.200"
          _dark={{ borderColor: 'orange.800' }}
          bg="orange.subtle"
          borderRadius="lg"
          p="3"
          fontSize="sm"
          data-testid="ai-review-failed"
          role="status"
        >
          <HStack gap="2" align="start">
            <Icon as={LuInfo} mt="0.5" flexShrink={0} color="orange.fg" />
            <Text>
              {ai.length
                ? 'The latest AI review could not be completed; these are from an earlier one.'
                : 'The AI review could not be completed this time. Your score is unaffected.'}
            </Text>
          </HStack>
          {score.aiError ? (
            <Text color="fg.muted" data-testid="ai-review-error">
              Reason: {score.aiError}
            </Text>
          ) : null}
          {onRetry ? (
            <Button
              size="xs"
              variant="outline"
              bg="bg.panel"
              onClick={onRetry}
              loading={retrying}
              loadingText="Retrying..."
            >
              <LuRefreshCw /> Retry AI review
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
