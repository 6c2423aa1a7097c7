import type { EvidenceFitSummary } from '@icp-studio/contracts';
import { Badge, Box, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { bucketLabel, movementSentence } from './fit-summary-text';

const TIER_PALETTE: Record<string, string> = { A: 'green', B: 'teal', C: 'orange', D: 'red' };

/**
 * The fit at a glance (docs/evidence.md, "Distribution"): what moved since the profile (or the rules)
 * changed, the tier counts as badges and the scores as a 10-bucket histogram of plain bars, with the same
 * figures as a visually hidden table for assistive technology.
 */
export function FitSummary({ fit }: { fit: EvidenceFitSummary }) {
  const sentence = movementSentence(fit);
  const max = Math.max(1, ...fit.histogram);
  const scored = fit.tiers.A + fit.tiers.B + fit.tiers.C + fit.tiers.D;
  return (
    <Stack gap="4" data-testid="fit-summary">
      {sentence && (
        <Text role="status" fontWeight="medium">
          {sentence}
        </Text>
      )}
      <HStack gap="2" flexWrap="wrap" aria-label="Clients per tier">
        {(['A', 'B', 'C', 'D'] as const).map((t) => (
          <Badge key={t} colorPalette={TIER_PALETTE[t]} size="lg">
            Tier {t}: {fit.tiers[t]}
          </Badge>
        ))}
        <Badge colorPalette="gray" size="lg">
          Insufficient data: {fit.tiers.insufficient}
        </Badge>
      </HStack>
      <Box>
        <Text fontSize="sm" color="fg.muted" mb="2" id="fit-histogram-title">
          Scores of {scored} {scored === 1 ? 'client' : 'clients'}, in buckets of ten points
        </Text>
        <HStack align="end" gap="1" h="24" aria-hidden="true" data-testid="fit-histogram">
          {fit.histogram.map((n, i) => (
            <Stack key={i} flex="1" align="center" gap="1" h="full" justify="end">
              <Text fontSize="xs" color="fg.muted">
                {n}
              </Text>
              <Box
                w="full"
                bg="colorPalette.solid"
                colorPalette="teal"
                borderTopRadius="sm"
                h={`${(n / max) * 70}%`}
                minH={n ? '2px' : '0'}
              />
              <Text fontSize="2xs" color="fg.muted" whiteSpace="nowrap">
                {bucketLabel(i)}
              </Text>
            </Stack>
          ))}
        </HStack>
        <VisuallyHidden>
          <Table.Root aria-labelledby="fit-histogram-title">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Score</Table.ColumnHeader>
                <Table.ColumnHeader>Clients</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {fit.histogram.map((n, i) => (
                <Table.Row key={i}>
                  <Table.Cell>{bucketLabel(i)}</Table.Cell>
                  <Table.Cell>{n}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </VisuallyHidden>
      </Box>
    </Stack>
  );
}
