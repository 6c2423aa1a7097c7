import { scoreBand, type Icp, type IcpScore } from '@icp-studio/contracts';
import {
  Badge,
  Box,
  Card,
  Checkbox,
  Container,
  Grid,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageState } from '@/components/ui/page-state';
import { isApiError } from '@/lib/api-client';
import { useIcp } from '@/lib/icps/get-icp';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIcpScore } from '../api/get-icp-score';
import { compareProfiles } from '../lib/compare';
import { BAND_TOKENS, clampScore, scoreBars } from '../lib/score';

/** The two sides' colours: the brand's indigo and its teal accent. */
const SIDES = [
  { name: 'A', solid: 'brand.solid', subtle: 'brand.subtle' },
  { name: 'B', solid: 'teal.500', subtle: 'teal.subtle' },
] as const;

/**
 * `/icps/compare?a=<id>&b=<id>`: two profiles the user may see side by side (docs/product.md §2, "Compare"): their
 * quality scores and sub-scores as paired bars, then every field either fills, the fields that differ
 * marked (and, on request, the only ones shown). Reached from a profile's Compare menu.
 */
export function IcpComparePage() {
  const [params] = useSearchParams();
  const ids = [params.get('a'), params.get('b')] as const;
  useDocumentTitle('Compare profiles');
  const a = useIcp(ids[0]);
  const b = useIcp(ids[1]);
  const scoreA = useIcpScore(ids[0] ?? undefined);
  const scoreB = useIcpScore(ids[1] ?? undefined);

  if (!ids[0] || !ids[1])
    return (
      <PageState
        title="Choose two profiles to compare"
        description="Open a profile and pick another one from its Compare menu."
        backTo="/icps"
        backLabel="Back to My ICPs"
      />
    );
  if (a.isError || b.isError) {
    const error = a.error ?? b.error;
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return missing ? (
      <PageState
        title="ICP not found"
        description="One of these profiles does not exist, or you do not have access to it."
      />
    ) : (
      <PageState kind="error" title="Failed to load profile" description="Please try again in a moment." />
    );
  }
  if (!a.data || !b.data)
    return (
      <Container maxW="7xl" py="10">
        <Skeleton height="40" borderRadius="xl" />
      </Container>
    );
  return (
    <Comparison
      profiles={[a.data, b.data]}
      scores={[scoreA.data ?? null, scoreB.data ?? null]}
      scoresLoading={scoreA.isPending || scoreB.isPending}
    />
  );
}

function Comparison({
  profiles,
  scores,
  scoresLoading,
}: {
  profiles: readonly [Icp, Icp];
  scores: readonly [IcpScore | null, IcpScore | null];
  scoresLoading: boolean;
}) {
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const rows = compareProfiles(profiles[0], profiles[1]);
  const differing = rows.filter((r) => r.differs).length;
  const shown = onlyDiffering ? rows.filter((r) => r.differs) : rows;
  return (
    <Container maxW="7xl" pt={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }} pb="12">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em" mb="6">
        Compare profiles
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" mb="8">
        {profiles.map((p, i) => (
          <Card.Root key={p.id} borderRadius="xl" borderTopWidth="4px" borderTopColor={SIDES[i]!.solid}>
            <Card.Body>
              <Text fontSize="sm" color="fg.muted">
                Profile {SIDES[i]!.name} · {p.type === 'b2b' ? 'B2B' : 'B2C'}
              </Text>
              <Link asChild fontWeight="semibold" fontSize="lg" color="fg">
                <RouterLink to={`/icp/${p.id}`}>{p.name}</RouterLink>
              </Link>
              <Text mt="1">
                {scores[i] ? (
                  <>
                    Quality score <strong>{clampScore(scores[i]!.overallScore)}</strong> / 100
                  </>
                ) : scoresLoading ? (
                  'Loading the score…'
                ) : (
                  'Not analysed yet'
                )}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </Grid>

      <Stack as="section" aria-labelledby="compare-scores" gap="3" mb="10">
        <Heading as="h2" size="lg" id="compare-scores">
          Quality scores
        </Heading>
        <ScoreBars profiles={profiles} scores={scores} />
      </Stack>

      <Stack as="section" aria-labelledby="compare-fields" gap="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="lg" id="compare-fields">
            Fields
          </Heading>
          <HStack gap="4">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {differing === 0
                ? 'The two profiles say the same.'
                : `${differing} of ${rows.length} ${rows.length === 1 ? 'field differs' : 'fields differ'}`}
            </Text>
            <Checkbox.Root
              size="sm"
              checked={onlyDiffering}
              onCheckedChange={(e) => setOnlyDiffering(Boolean(e.checked))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Only fields that differ</Checkbox.Label>
            </Checkbox.Root>
          </HStack>
        </HStack>
        <Box overflowX="auto" borderWidth="1px" borderColor="border.muted" borderRadius="xl">
          <Table.Root size="sm" tableLayout="fixed" minW="640px">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="22%">Field</Table.ColumnHeader>
                <Table.ColumnHeader>{profiles[0].name}</Table.ColumnHeader>
                <Table.ColumnHeader>{profiles[1].name}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((r) => (
                <Table.Row key={r.key} bg={r.differs ? 'yellow.subtle' : undefined} data-differs={r.differs}>
                  <Table.Cell fontWeight="medium" verticalAlign="top">
                    <Stack gap="1" align="start">
                      <span>{r.label}</span>
                      {r.differs ? (
                        <Badge size="sm" colorPalette="yellow" variant="solid">
                          Differs
                        </Badge>
                      ) : null}
                    </Stack>
                  </Table.Cell>
                  {[r.a, r.b].map((value, i) => (
                    <Table.Cell key={i} verticalAlign="top" whiteSpace="pre-wrap" wordBreak="break-word">
                      {value || (
                        <Text as="span" color="fg.muted" fontStyle="italic">
                          Not specified
                        </Text>
                      )}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Stack>
    </Container>
  );
}

/** The overall score and each sub-score, a pair of bars per row (A above B), with the figures in text. */
function ScoreBars({
  profiles,
  scores,
}: {
  profiles: readonly [Icp, Icp];
  scores: readonly [IcpScore | null, IcpScore | null];
}) {
  if (!scores[0] && !scores[1]) return <Text color="fg.muted">Neither profile has been analysed yet.</Text>;
  const barsOf = (i: 0 | 1) => (scores[i] ? scoreBars(scores[i]!, profiles[i].type) : null);
  const bars = [barsOf(0), barsOf(1)];
  const labels = [
    'Overall',
    ...(bars[0] ?? bars[1])!.map((b, k) => (k === 0 ? 'Firmographics / Demographics' : b.label)),
  ];
  const value = (i: 0 | 1, row: number): number | null => {
    const s = scores[i];
    if (!s) return null;
    return row === 0 ? clampScore(s.overallScore) : (bars[i]?.[row - 1]?.value ?? null);
  };
  return (
    <Table.Root size="sm" variant="outline" borderRadius="xl">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="30%">Score</Table.ColumnHeader>
          <Table.ColumnHeader>
            <Text as="span" srOnly>
              Both profiles
            </Text>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {labels.map((label, row) => (
          <Table.Row key={label}>
            <Table.Cell fontWeight="medium">{label}</Table.Cell>
            <Table.Cell>
              <Stack gap="1.5">
                {([0, 1] as const).map((i) => {
                  const v = value(i, row);
                  const band = v === null ? null : BAND_TOKENS[scoreBand(v).color];
                  return (
                    <HStack key={i} gap="3">
                      <Text fontSize="xs" w="4" color="fg.muted" aria-hidden>
                        {SIDES[i].name}
                      </Text>
                      <Box flex="1" h="2.5" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
                        <Box h="full" w={`${v ?? 0}%`} bg={SIDES[i].solid} borderRadius="full" />
                      </Box>
                      <Text
                        fontSize="sm"
                        w="28"
                        textAlign="end"
                        color={band?.fg ?? 'fg.muted'}
                        fontVariantNumeric="tabular-nums"
                      >
                        <Text as="span" srOnly>
                          {profiles[i].name}:{' '}
                        </Text>
                        {v === null ? 'not analysed' : `${v} / 100`}
                      </Text>
                    </HStack>
                  );
                })}
              </Stack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
