import type { EvidenceAttribute, EvidenceReport, EvidenceSuggestion, Icp } from '@icp-studio/contracts';
import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuCheck, LuPlus } from 'react-icons/lu';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { evidenceKeys } from '../../api/evidence';
import { useUpdateIcp } from '../../api/update-icp';
import { addsToProfile, profileWithSuggestion } from './add-suggestion';
import { ATTRIBUTE_LABELS, percent } from './evidence-labels';
import { PredictorsView } from './predictors-view';

/** " (and 3 lost deals, 2 open deals; 4 duplicate rows counted once)": rows that are not clients. */
export function outsideClients(report: EvidenceReport): string {
  const deals = [
    report.lost > 0 ? `${report.lost} lost ${report.lost === 1 ? 'deal' : 'deals'}` : '',
    (report.open ?? 0) > 0 ? `${report.open} open ${report.open === 1 ? 'deal' : 'deals'}` : '',
  ].filter(Boolean);
  const dups = report.duplicates ?? 0;
  const repeated = dups > 0 ? `${dups} duplicate ${dups === 1 ? 'row' : 'rows'} counted once` : '';
  const parts = [deals.length > 0 ? `and ${deals.join(', ')}` : '', repeated].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

/**
 * The evidence report: for each attribute the profile states, the share of clients (and of revenue) it
 * describes, with the top fifth of clients by value beside it; then the suggestions, led by the share of
 * clients the profile calls not a fit; then what predicts a won client, when the list has outcomes or values.
 */
export function EvidenceReportView({ report, icp }: { report: EvidenceReport; icp: Icp }) {
  const withValues = report.topFifth !== null;
  // Clients the profile calls not a fit (its disqualifiers), when they bring a material share.
  const notAFit = (report.disqualifiers ?? []).filter((d) => d.message);
  return (
    <Stack gap="6">
      <Text color="fg.muted">
        {report.clients} {report.clients === 1 ? 'client' : 'clients'}
        {outsideClients(report)}
        {withValues
          ? `, ${report.withValue} with a value; the top fifth are the ${report.topFifth!.clients} largest.`
          : '; no value column, so shares are of clients only.'}
      </Text>

      <Box as="section" aria-labelledby="evidence-suggestions">
        <Heading as="h3" size="sm" id="evidence-suggestions" mb="2">
          Suggestions
        </Heading>
        {report.suggestions.length === 0 && notAFit.length === 0 ? (
          <Text color="fg.muted">The clients support the profile as it is.</Text>
        ) : (
          <List.Root gap="2" ps="5">
            {notAFit.map((d) => (
              <List.Item key={`not-a-fit-${d.disqualifier}`}>
                <Text>{d.message}</Text>
              </List.Item>
            ))}
            {report.suggestions.map((s) => (
              <List.Item key={`${s.attribute}-${s.kind}-${s.value}`}>
                <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
                  <Text flex="1" minW="60">
                    {s.message}
                  </Text>
                  {addsToProfile(s) && <AddToProfile icp={icp} suggestion={s} />}
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>

      {report.predictors && <PredictorsView predictors={report.predictors} />}

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

/**
 * "Add to profile": saves the profile through `PUT /api/icps/{id}` with the suggestion's value added
 * (add-suggestion.ts); the report is read again, so the suggestion goes once the profile names it.
 */
function AddToProfile({ icp, suggestion }: { icp: Icp; suggestion: EvidenceSuggestion }) {
  const update = useUpdateIcp();
  const queryClient = useQueryClient();
  const [added, setAdded] = useState(false);
  const label = ATTRIBUTE_LABELS[suggestion.attribute];

  const add = async () => {
    let fields;
    try {
      fields = profileWithSuggestion(icp, suggestion);
    } catch (error) {
      notifyError('Error', error instanceof Error ? error.message : 'Failed to update profile');
      return;
    }
    try {
      if (fields) await update.mutateAsync({ id: icp.id, fields });
      setAdded(true);
      // The report is computed against the profile as it is now: read it (and the fit) again.
      void queryClient.invalidateQueries({ queryKey: evidenceKeys.all(icp.id) });
      notifySuccess('Profile updated', `${label}: “${suggestion.value}” added to “${icp.name}”.`);
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to update profile'));
    }
  };

  if (added) {
    return (
      <Text fontSize="sm" color="fg.success" display="inline-flex" alignItems="center" gap="1" role="status">
        <LuCheck aria-hidden="true" /> Added to profile
      </Text>
    );
  }
  return (
    <Button
      size="xs"
      variant="outline"
      loading={update.isPending}
      onClick={() => void add()}
      aria-label={`Add to profile: ${label} ${suggestion.value}`}
    >
      <LuPlus aria-hidden="true" /> Add to profile
    </Button>
  );
}
