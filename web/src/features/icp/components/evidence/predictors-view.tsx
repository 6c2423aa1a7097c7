import type { EvidencePredictor, EvidencePredictors } from '@icp-studio/contracts';
import { Badge, Box, Heading, List, Stack, Text } from '@chakra-ui/react';

const MEASURE_LABELS: Record<EvidencePredictor['measure'], string> = {
  win_rate: 'Win rate',
  retention: 'Retention',
  value: 'Value',
};

/** "Rows 2, 5, 9 and 37 more": the sheet rows behind a finding (the server lists the first 100). */
export function rowsBehind(f: EvidencePredictor): string {
  const shown = f.rows.slice(0, 12);
  const more = f.group.of - shown.length;
  return `Rows ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * What predicts a won client (docs/evidence.md, Outcomes and predictors): the differences the client list
 * supports, each as a sentence with its figures, its interval and test, and the rows behind it; or why
 * none can be named (none found, or a list too small to say).
 */
export function PredictorsView({ predictors }: { predictors: EvidencePredictors }) {
  return (
    <Box as="section" aria-labelledby="evidence-predictors">
      <Heading as="h3" size="sm" id="evidence-predictors" mb="2">
        What predicts a won client
      </Heading>
      <Text color="fg.muted" mb="2">
        {predictors.message}
      </Text>
      {predictors.findings.length > 0 && (
        <List.Root gap="3" ps="5">
          {predictors.findings.map((f) => (
            <List.Item key={`${f.measure}-${f.attribute}-${f.value}`}>
              <Stack gap="0.5">
                <Text>
                  <Badge size="sm" me="2" colorPalette={f.direction === 'higher' ? 'green' : 'orange'}>
                    {MEASURE_LABELS[f.measure]}
                  </Badge>
                  {f.sentence}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {f.detail}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {rowsBehind(f)}
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
