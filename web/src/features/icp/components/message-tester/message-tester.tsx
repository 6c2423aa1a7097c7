import {
  COMPLIANCE_NOTICE,
  JOURNEY_STAGES,
  MESSAGE_TEST_MAX_CHARS,
  MESSAGE_TEST_WEIGHTS,
  complianceRegimeOf,
  testMessage,
  type Icp,
  type JourneyStage,
  type MessageTestResult,
} from '@icp-studio/contracts';
import {
  Badge,
  Box,
  Field,
  Grid,
  HStack,
  List,
  NativeSelect,
  Progress,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { LuMessageSquareText, LuShieldCheck, LuSparkles, LuTarget } from 'react-icons/lu';
import { DetailCard } from '../detail/detail-card';

const STAGE_LABEL: Record<JourneyStage, string> = {
  awareness: 'Awareness',
  consideration: 'Consideration',
  decision: 'Decision',
  retention: 'Retention (existing clients)',
};

const PART_LABEL: Record<keyof typeof MESSAGE_TEST_WEIGHTS, string> = {
  relevance: 'Speaks to the reader',
  stage: 'Fits the stage',
  specificity: 'Specific',
  clarity: 'Plain words',
  compliance: 'Compliance',
};

const FIELD_LABEL = { painPoints: 'Pain point', goals: 'Goal', needs: 'Need' } as const;

/** The verdict of a score, with its colour: strong from 75, fair from 50. */
export function messageVerdict(score: number): { label: string; palette: 'green' | 'orange' | 'red' } {
  if (score >= 75) return { label: 'Strong', palette: 'green' };
  if (score >= 50) return { label: 'Fair', palette: 'orange' };
  return { label: 'Weak', palette: 'red' };
}

/**
 * "Test a message" on a profile (docs/product.md §16): paste copy, choose the stage it targets, and read,
 * as you type, which of the profile's pain points and goals it speaks to, whether it fits the stage, how
 * plain and specific it is, what the compliance check of the profile's trade finds, and what to change.
 * Offline and deterministic: nothing leaves the browser.
 */
export function MessageTester({ icp }: { icp: Icp }) {
  const [text, setText] = useState('');
  const [stage, setStage] = useState<JourneyStage | ''>('');
  // Typing stays smooth: the result follows the text a render behind when the browser is busy.
  const deferred = useDeferredValue(text);
  const result = useMemo(
    () => (deferred.trim() ? testMessage(deferred, icp, stage || null) : null),
    [deferred, icp, stage],
  );
  const regulated = Boolean(complianceRegimeOf(icp.profession));

  return (
    <DetailCard title="Test a message" icon={LuMessageSquareText}>
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          Paste an e-mail, an ad or a paragraph of your website to see how well it speaks to this profile. The
          check runs on this page: nothing is sent anywhere.
        </Text>
        <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 16rem' }} gap="4" alignItems="start">
          <Field.Root>
            <Field.Label>Your copy</Field.Label>
            <Textarea
              value={text}
              onChange={(e) => setText(e.target.value.slice(0, MESSAGE_TEST_MAX_CHARS))}
              rows={7}
              placeholder="e.g. Restaurant owners: stop chasing receipts every quarter…"
              maxLength={MESSAGE_TEST_MAX_CHARS}
            />
            <Field.HelperText>
              {text.length.toLocaleString()} / {MESSAGE_TEST_MAX_CHARS.toLocaleString()} characters
            </Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Journey stage it targets</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={stage}
                onChange={(e) => setStage(e.target.value as JourneyStage | '')}
              >
                <option value="">Any stage</option>
                {JOURNEY_STAGES.map((s) => (
                  <option key={s} value={s}>
                    {STAGE_LABEL[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Grid>
        {result ? (
          <MessageResult result={result} regulated={regulated} />
        ) : (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            The score appears here as you type.
          </Text>
        )}
      </Stack>
    </DetailCard>
  );
}

function MessageResult({ result, regulated }: { result: MessageTestResult; regulated: boolean }) {
  const verdict = messageVerdict(result.score);
  const { stage } = result;
  return (
    <Stack gap="5" data-testid="message-test-result">
      <HStack gap="4" align="center" flexWrap="wrap" aria-live="polite" aria-atomic>
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid="message-score">
          {result.score}
          <Text as="span" fontSize="lg" color="fg.muted" fontWeight="normal">
            {' '}
            / 100
          </Text>
        </Text>
        <Badge colorPalette={verdict.palette} size="lg" variant="subtle">
          {verdict.label}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          Reading grade {result.readingGrade} · {result.words} words
        </Text>
      </HStack>

      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, 1fr)' }} gap="3">
        {(Object.keys(MESSAGE_TEST_WEIGHTS) as Array<keyof typeof MESSAGE_TEST_WEIGHTS>).map((k) => (
          <Progress.Root
            key={k}
            value={result.parts[k]}
            max={MESSAGE_TEST_WEIGHTS[k]}
            size="sm"
            colorPalette={result.parts[k] >= MESSAGE_TEST_WEIGHTS[k] * 0.66 ? 'green' : 'orange'}
          >
            <HStack justify="space-between">
              <Progress.Label fontSize="xs">{PART_LABEL[k]}</Progress.Label>
              <Progress.ValueText fontSize="xs">
                {result.parts[k]}/{MESSAGE_TEST_WEIGHTS[k]}
              </Progress.ValueText>
            </HStack>
            <Progress.Track mt="1">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ))}
      </Grid>

      {result.suggestions.length > 0 && (
        <Box>
          <HStack gap="2" mb="2">
            <LuSparkles aria-hidden />
            <Text fontWeight="semibold">What to change</Text>
          </HStack>
          <List.Root as="ol" gap="1.5" ps="5" aria-label="What to change">
            {result.suggestions.map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}

      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
        <Box>
          <HStack gap="2" mb="2">
            <LuTarget aria-hidden />
            <Text fontWeight="semibold">Speaks to</Text>
          </HStack>
          {result.speaksTo.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              None of this profile&apos;s pain points, goals or needs.
            </Text>
          ) : (
            <List.Root gap="2" listStyleType="none" aria-label="Speaks to">
              {result.speaksTo.map((m) => (
                <List.Item key={`${m.field}-${m.item}`}>
                  <Badge variant="subtle" colorPalette="green" me="2">
                    {FIELD_LABEL[m.field]}
                  </Badge>
                  {m.item}
                  <Text fontSize="xs" color="fg.muted">
                    Shared words: {m.words.join(', ')}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )}
          {result.misses.length > 0 && (
            <>
              <Text fontWeight="semibold" mt="4" mb="2">
                Not addressed
              </Text>
              <List.Root gap="1" listStyleType="none" aria-label="Not addressed">
                {result.misses.slice(0, 5).map((m) => (
                  <List.Item key={`${m.field}-${m.item}`} fontSize="sm" color="fg.muted">
                    {FIELD_LABEL[m.field]}: {m.item}
                  </List.Item>
                ))}
              </List.Root>
            </>
          )}
        </Box>
        <Stack gap="4">
          <Box>
            <Text fontWeight="semibold" mb="1">
              Journey stage
            </Text>
            <Text fontSize="sm" data-testid="message-stage">
              {stage.target
                ? stage.fits
                  ? `Fits the ${stage.target} stage.`
                  : `Does not read as ${stage.target}${stage.detected ? `: it reads as ${stage.detected}` : ''}.`
                : stage.detected
                  ? `Reads as ${stage.detected}.`
                  : 'No stage is clear: give the reader a next step.'}
            </Text>
          </Box>
          <Box>
            <Text fontWeight="semibold" mb="1">
              Jargon and stock phrases
            </Text>
            {result.jargon.length + result.generic.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                None found.
              </Text>
            ) : (
              <Wrap gap="1.5" role="list" aria-label="Jargon and stock phrases">
                {[...result.jargon, ...result.generic].map((j) => (
                  <Badge key={j} role="listitem" variant="outline" colorPalette="orange">
                    {j}
                  </Badge>
                ))}
              </Wrap>
            )}
          </Box>
          {regulated && (
            <Box>
              <HStack gap="2" mb="1">
                <LuShieldCheck aria-hidden />
                <Text fontWeight="semibold">Compliance</Text>
              </HStack>
              {result.compliance.length === 0 ? (
                <Text fontSize="sm">No phrase breaks the advertising rules of this trade.</Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="3" aria-label="Compliance findings">
                  {result.compliance.map((f) => (
                    <Box
                      as="li"
                      key={`${f.ruleId}-${f.start}`}
                      borderLeftWidth="3px"
                      borderColor="orange.solid"
                      ps="3"
                    >
                      <Text fontSize="sm" fontWeight="semibold">
                        “{f.phrase}”: {f.title}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        Rule: {f.source}
                      </Text>
                      <Text fontSize="sm">Instead: {f.rewording}</Text>
                    </Box>
                  ))}
                </Stack>
              )}
              <Text fontSize="xs" color="fg.muted" mt="2">
                {COMPLIANCE_NOTICE}
              </Text>
            </Box>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
