import type { Icp } from '@icp-studio/contracts';
import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChartColumn } from 'react-icons/lu';
import { getServerMessage } from '@/lib/api-client';
import { useDeleteEvidence, useEvidence } from '../../api/evidence';
import { DetailCard } from '../detail/detail-card';
import { EvidenceReportView } from './evidence-report-view';
import { EvidenceUpload } from './evidence-upload';
import { FitList } from './fit-list';
import { EvidencePdfButton } from './evidence-pdf-button';
import { FitSummary } from './fit-summary';
import { ProspectPanel } from './prospect-panel';

/**
 * The profile's Evidence tab (docs/evidence.md): import the firm's client list, then see how far the
 * clients bear the profile out, the suggestions, and each client's fit.
 */
export function EvidenceSection({ icp }: { icp: Icp }) {
  const icpId = icp.id;
  const evidence = useEvidence(icpId);
  const remove = useDeleteEvidence();
  const [replacing, setReplacing] = useState(false);

  if (evidence.isPending) return <Skeleton height="40" borderRadius="xl" />;
  if (evidence.isError) return <Text color="fg.error">The client evidence could not be loaded.</Text>;

  const { import: current, report } = evidence.data;
  if (!current || !report || replacing) {
    return (
      <DetailCard title="Import your clients" icon={LuChartColumn}>
        <Text color="fg.muted" mb="4">
          Check the profile against the clients you already have: upload a CSV of them (or paste it from a
          spreadsheet) with columns such as industry, size, location and the fee they bring.
        </Text>
        <EvidenceUpload
          icpId={icpId}
          onDone={() => setReplacing(false)}
          onCancel={current ? () => setReplacing(false) : undefined}
        />
      </DetailCard>
    );
  }

  return (
    <Stack gap="6">
      <DetailCard title="Customer evidence" icon={LuChartColumn}>
        <HStack justify="space-between" flexWrap="wrap" gap="3" mb="5">
          <Text>
            {current.rowCount} {current.rowCount === 1 ? 'row' : 'rows'} imported on{' '}
            {new Date(current.createdAt).toLocaleDateString()}.
          </Text>
          <HStack wrap="wrap">
            <EvidencePdfButton icp={icp} />
            <Button size="sm" variant="outline" onClick={() => setReplacing(true)}>
              Import a new file
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(icpId)}
            >
              Delete client list
            </Button>
          </HStack>
        </HStack>
        {remove.isError && (
          <Text color="fg.error" mb="3">
            {getServerMessage(remove.error, 'The client list could not be deleted.')}
          </Text>
        )}
        <EvidenceReportView report={report} icp={icp} />
      </DetailCard>
      <Stack gap="3" as="section" aria-labelledby="evidence-fit">
        <Heading as="h2" size="md" id="evidence-fit">
          Client fit
        </Heading>
        {evidence.data.fit && <FitSummary fit={evidence.data.fit} />}
        <FitList icpId={icpId} />
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="evidence-prospects">
        <Heading as="h2" size="md" id="evidence-prospects">
          Rank a prospect list
        </Heading>
        <ProspectPanel icpId={icpId} />
      </Stack>
    </Stack>
  );
}
