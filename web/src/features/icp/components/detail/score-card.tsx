import { scoreBand, type IcpScore, type IcpType, type ScoreState } from '@icp-studio/contracts';
import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Icon,
  List,
  Separator,
  Skeleton,
  SkeletonCircle,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuGauge, LuInfo, LuLightbulb, LuRefreshCw, LuSparkles } from 'react-icons/lu';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useAnalyzeIcp } from '../../api/analyze-icp';
import { useIcp } from '@/lib/icps/get-icp';
import { timeAgo } from '@/lib/format';
import { BAND_TOKENS, clampScore, scoreBars } from '../../lib/score';
import { AiReviewSection, splitSuggestions } from './ai-review-section';
import { ScoreChart, ScoreRing } from './score-chart';
import { useScoreWithAiReview } from './use-score-with-ai-review';

/**
 * The quality score card (docs/product.md §2, §4 and §9): Analyze when there is no score yet (the score
 * call's 404), "Scoring this profile…" while the first score is queued, otherwise the overall score
 * with its band, the five sub-scores and the suggestions, marked "Updating score…" while the re-score
 * after a save runs and "Out of date" when none is coming;
 * then the AI review's part: its result arrives with the profile room's realtime event (no polling); a
 * failed review shows its reason and a retry.
 */
export function ScoreCard({ icpId, type }: { icpId: string; type: IcpType }) {
  const { score, waitedTooLong, checkAgain } = useScoreWithAiReview(icpId);
  const analyze = useAnalyzeIcp();
  const icp = useIcp(icpId).data;
  const hasPersona = Boolean(icp?.personaNarrative?.trim());

  const run = async () => {
    try {
      const result = await analyze.mutateAsync(icpId);
      notifySuccess(
        'Analysis Complete',
        `Your profile scored ${clampScore(result.overallScore)} out of 100.`,
      );
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to analyze ICP'));
    }
  };

  const data = score.data;
  const hasScore = Boolean(data);
  /** Whether the figures reflect the latest save (docs/product.md §10): the score's own word, else the profile's. */
  const freshness = data ? (data.state ?? 'current') : (icp?.scoreState ?? 'none');

  return (
    <Card.Root
      borderRadius="xl"
      borderColor="border.muted"
      boxShadow="xs"
      role="region"
      aria-labelledby="quality-score-title"
    >
      <Card.Header pb="0">
        <HStack justify="space-between" align="center" gap="3">
          <HStack gap="2.5">
            <Box
              boxSize="8"
              borderRadius="lg"
              bg="brand.subtle"
              color="brand.fg"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              <Icon boxSize="4">
                <LuGauge />
              </Icon>
            </Box>
            <Heading as="h2" size="md" id="quality-score-title">
              Quality Score
            </Heading>
          </HStack>
          {hasScore ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              onClick={() => void run()}
              loading={analyze.isPending}
              loadingText="Analyzing..."
            >
              <LuRefreshCw /> Re-analyze
            </Button>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body pt="5">
        {score.isPending ? (
          <ScoreLoading />
        ) : score.isError ? (
          <Stack gap="3" align="start">
            <Text color="fg.error" fontWeight="medium">
              Failed to fetch score
            </Text>
            <Button size="sm" variant="outline" onClick={() => void score.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : !data && freshness === 'updating' ? (
          <Stack gap="4" align="center" textAlign="center" py="6" role="status" data-testid="score-updating">
            <Spinner size="lg" color="brand.fg" borderWidth="3px" />
            <Box>
              <Text fontWeight="semibold">Scoring this profile…</Text>
              <Text color="fg.muted" fontSize="sm" mt="1" maxW="xs">
                The quality score and its suggestions appear here in a moment.
              </Text>
            </Box>
          </Stack>
        ) : !data ? (
          <NotAnalysed onAnalyze={() => void run()} analyzing={analyze.isPending} />
        ) : (
          <ScoreResult data={data} type={type} freshness={freshness}>
            {data.aiStatus !== 'none' ? (
              <AiReviewSection
                score={data}
                waitedTooLong={waitedTooLong}
                onCheckAgain={checkAgain}
                hasPersona={hasPersona}
                onRetry={() => void run()}
                retrying={analyze.isPending}
              />
            ) : null}
          </ScoreResult>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The card's shape while the score loads. */
function ScoreLoading() {
  return (
    <Stack gap="5" aria-busy="true" aria-label="Loading score">
      <HStack gap="5">
        <SkeletonCircle size="32" />
        <Stack flex="1" gap="2">
          <Skeleton height="5" width="60%" />
          <Skeleton height="4" width="80%" />
        </Stack>
      </HStack>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height="6" />
      ))}
    </Stack>
  );
}

/** No score yet: what a score gives, and Analyze. */
function NotAnalysed({ onAnalyze, analyzing }: { onAnalyze: () => void; analyzing: boolean }) {
  return (
    <Stack gap="4" align="center" textAlign="center" py="4">
      <Box
        boxSize="14"
        borderRadius="full"
        bg="brand.subtle"
        color="brand.fg"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        <Icon boxSize="7">
          <LuSparkles />
        </Icon>
      </Box>
      <Box>
        <Text fontWeight="semibold">Not analysed yet</Text>
        <Text color="fg.muted" fontSize="sm" mt="1" maxW="xs">
          Score how complete and specific this profile is, and get concrete suggestions to improve it.
        </Text>
      </Box>
      <Button colorPalette="brand" onClick={onAnalyze} loading={analyzing} loadingText="Analyzing...">
        <LuSparkles /> Analyze
      </Button>
    </Stack>
  );
}

/**
 * A score: the overall figure in its ring with its band, whether it is being updated or out of date,
 * the breakdown, the rubric's suggestions, then `children` (the AI review's part).
 */
function ScoreResult({
  data,
  type,
  freshness,
  children,
}: {
  data: IcpScore;
  type: IcpType;
  freshness: ScoreState;
  children: ReactNode;
}) {
  const overall = clampScore(data.overallScore);
  const band = scoreBand(overall);
  const tokens = BAND_TOKENS[band.color];
  const suggestions = splitSuggestions(data).rubric;
  return (
    <Stack gap="6">
      <HStack gap={{ base: '4', sm: '6' }} align="center">
        <ScoreRing value={overall} color={band.color} />
        <Stack gap="2" minW="0">
          <Text srOnly>
            Overall score {overall} out of 100, {band.label}
          </Text>
          <Badge
            alignSelf="start"
            size="lg"
            borderRadius="full"
            px="3"
            bg={tokens.subtle}
            color={tokens.fg}
            borderWidth="1px"
            borderColor={tokens.solid}
            data-testid="score-band"
            data-band={band.color}
          >
            {band.label}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            Analyzed {timeAgo(data.analyzedAt)}
          </Text>
        </Stack>
      </HStack>

      <FreshnessNote freshness={freshness} />

      <Box>
        <Text
          fontSize="xs"
          fontWeight="semibold"
          color="fg.muted"
          textTransform="uppercase"
          letterSpacing="0.06em"
          mb="3"
        >
          Breakdown
        </Text>
        <ScoreChart bars={scoreBars(data, type)} />
        <HStack gap="3" mt="3" fontSize="xs" color="fg.muted" wrap="wrap">
          <Legend color="green" label="76+ Excellent" />
          <Legend color="yellow" label="51–75 Good" />
          <Legend color="red" label="Below 51 Needs Work" />
        </HStack>
      </Box>

      {suggestions.length ? (
        <>
          <Separator borderColor="border.muted" />
          <Box>
            <Heading as="h3" size="sm" mb="3">
              Suggestions
            </Heading>
            <List.Root gap="2.5" variant="plain">
              {suggestions.map((s, i) => (
                <List.Item key={`${i}-${s}`} fontSize="sm" alignItems="flex-start">
                  <List.Indicator asChild color="yellow.500" mt="0.5">
                    <LuLightbulb />
                  </List.Indicator>
                  {s}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        </>
      ) : null}

      {children}
    </Stack>
  );
}

/** "Updating score…" while a re-score runs, "Out of date" when none is coming; nothing when current. */
function FreshnessNote({ freshness }: { freshness: ScoreState }) {
  if (freshness === 'updating')
    return (
      <HStack
        gap="2.5"
        role="status"
        data-testid="score-freshness"
        data-state="updating"
        fontSize="sm"
        bg="bg.muted"
        borderRadius="lg"
        px="3"
        py="2"
      >
        <Spinner size="sm" color="brand.fg" />
        <Text>Updating score… These figures are from before your last save.</Text>
      </HStack>
    );
  if (freshness === 'stale')
    return (
      <Stack
        gap="2"
        align="start"
        role="status"
        data-testid="score-freshness"
        data-state="stale"
        fontSize="sm"
        borderWidth="1px"
        borderColor="orange.200"
        _dark={{ borderColor: 'orange.800' }}
        bg="orange.subtle"
        borderRadius="lg"
        p="3"
      >
        <HStack gap="2" align="start">
          <Icon as={LuInfo} mt="0.5" flexShrink={0} color="orange.fg" />
          <Text>
            <Text as="strong">Out of date.</Text> This profile changed after it was scored. Re-analyze to
            update the score.
          </Text>
        </HStack>
      </Stack>
    );
  return null;
}

function Legend({ color, label }: { color: keyof typeof BAND_TOKENS; label: string }) {
  return (
    <HStack gap="1.5">
      <Box boxSize="2" borderRadius="full" bg={BAND_TOKENS[color].solid} aria-hidden="true" />
      <Text>{label}</Text>
    </HStack>
  );
}
