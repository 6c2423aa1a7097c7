import type { EvidenceAttribute, EvidenceReport } from '@icp-studio/contracts';
import { Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { ATTRIBUTE_LABELS, percent } from './evidence-labels';

/**
 * The evidence report: for each attribute the profile states, the share of clients (and of revenue) it
 * describes, with the top fifth of clients by value beside it; then the suggestions.
 */
export function EvidenceReportView({ report }: { report: EvidenceReport }) {
  const withValues = report.topFifth !== null;
  return (
    <Stack gap="6">
      <Text color="fg.muted">
        {report.clients} {report.clients === 1 ? 'client' : 'clients'}
        {report.lost > 0 ? ` (and ${report.lost} lost deals)` : ''}
        {withValues
          ? `, ${report.withValue} with a value; the top fifth are the ${report.topFifth!.clients} largest.`
          : '; no value column, so shares are of clients only.'}
      </Text>

      <Box as="section" aria-labelledby="evidence-suggestions">
        <Heading as="h3" size="sm" id="evidence-suggestions" mb="2">
          Suggestions
        </Heading>
        {report.suggestions.length === 0 ? (
          <Text color="fg.muted">The clients support the profile as it is.</Text>
        ) : (
          <List.Root gap="2" ps="5">
            {report.suggestions.map((s) => (
              <List.Item key={`${s.attribute}-${s.kind}-${s.value}`}>{s.message}</List.Item>
            ))}
          </List.Root>
        )}
      </Box>

      <Stack gap="5">
        {report.attributes.map((a) => (
          <AttributeBars key={a.attribute} attribute={a} withValues={withValues} />
        ))}
      </Stack>
    </Stack>
  );
}

function AttributeBars({ attribute: a, withValues }: { attribute: EvidenceAttribute; withValues: boolean }) {
  const id = `evidence-${a.attribute}`;
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" size="sm" id={id}>
        {ATTRIBUTE_LABELS[a.attribute]}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        Profile: {a.profileValues.join(', ')}
        {a.status === 'measured' ? ` · ${a.all.matched} of ${a.all.known} clients with a known value` : ''}
      </Text>
      {a.status === 'no_column' && <Text fontSize="sm">No column of the file holds this.</Text>}
      {a.status === 'unreadable' && (
        <Text fontSize="sm">The profile&apos;s value is not a range the data can be compared with.</Text>
      )}
      {a.status === 'measured' && (
        <Stack gap="1.5">
          <ShareRow label="Share of clients" all={a.all.clientShare} top={a.top?.clientShare ?? null} />
          {withValues && (
            <ShareRow label="Share of revenue" all={a.all.valueShare} top={a.top?.valueShare ?? null} />
          )}
        </Stack>
      )}
    </Box>
  );
}

/** One measure: all clients beside the top fifth, each as a bar with its percentage written out. */
function ShareRow({ label, all, top }: { label: string; all: number | null; top: number | null }) {
  return (
    <HStack gap="3" align="center" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
      <Text fontSize="sm" minW="32">
        {label}
      </Text>
      <Bar share={all} caption={`All: ${percent(all)}`} palette="brand" />
      <Bar share={top} caption={`Top fifth: ${percent(top)}`} palette="green" />
    </HStack>
  );
}

function Bar({ share, caption, palette }: { share: number | null; caption: string; palette: string }) {
  return (
    <HStack gap="2" flex="1" minW="48">
      <Box flex="1" h="2.5" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
        <Box h="full" w={`${Math.round((share ?? 0) * 100)}%`} bg={`${palette}.solid`} borderRadius="full" />
      </Box>
      <Text fontSize="sm" minW="28" fontVariantNumeric="tabular-nums">
        {caption}
      </Text>
    </HStack>
  );
}
