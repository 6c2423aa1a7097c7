import { Badge, Button, HStack, List, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DownloadButton } from '@/components/download-button';
import { routeRequest } from '@/lib/api-client';
import { useEvidenceFit } from '../../api/evidence';

const PAGE_SIZE = 20;
const TIER_PALETTE: Record<string, string> = { A: 'green', B: 'teal', C: 'orange', D: 'red' };

/**
 * The imported clients with their fit score, tier and a reason per attribute, best fit first, paged; a
 * client the profile calls not a fit (a disqualifier) leads with why its score is capped. The
 * whole list downloads as a spreadsheet in the file's order (`GET /api/icps/{id}/evidence/fit.csv`).
 */
export function FitList({ icpId }: { icpId: string }) {
  const [offset, setOffset] = useState(0);
  const fit = useEvidenceFit(icpId, { limit: PAGE_SIZE, offset });

  if (fit.isPending) return <Text color="fg.muted">Scoring clients...</Text>;
  if (fit.isError) return <Text color="fg.error">The fit scores could not be loaded.</Text>;
  const page = fit.data;
  return (
    <>
      <HStack justify="end" mb="3">
        <DownloadButton
          url={() => routeRequest('exportIcpEvidenceFitCsv', { params: { id: icpId } }).url}
          fallbackName="client-fit.csv"
          failure="Failed to download CSV"
        >
          Download scored list (CSV)
        </DownloadButton>
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm" aria-label="Client fit">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>Client</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
              <Table.ColumnHeader>Tier</Table.ColumnHeader>
              <Table.ColumnHeader>Reasons</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.items.map((item) => (
              <Table.Row key={item.row}>
                <Table.Cell>{item.name ?? item.clientId ?? `Row ${item.row}`}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {item.score ?? '—'}
                </Table.Cell>
                <Table.Cell>
                  {item.tier ? (
                    <Badge colorPalette={TIER_PALETTE[item.tier]}>{item.tier}</Badge>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      Insufficient data
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <List.Root variant="plain" fontSize="sm" gap="0.5">
                    {(item.disqualifiedBy ?? []).map((d) => (
                      <List.Item key={`not-a-fit-${d.disqualifier}`} color="fg.error" fontWeight="medium">
                        {d.reason}
                        {item.uncappedScore != null ? ` (capped from ${item.uncappedScore})` : ''}
                      </List.Item>
                    ))}
                    {item.reasons.map((r) => (
                      <List.Item key={r.attribute}>{r.reason}</List.Item>
                    ))}
                  </List.Root>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {page.total > PAGE_SIZE && (
        <HStack justify="space-between" mt="3">
          <Text fontSize="sm" color="fg.muted">
            {offset + 1}-{Math.min(offset + PAGE_SIZE, page.total)} of {page.total}
          </Text>
          <HStack>
            <Button
              size="sm"
              variant="outline"
              disabled={offset === 0}
              onClick={() => setOffset((o) => Math.max(0, o - PAGE_SIZE))}
            >
              Previous
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={page.next === undefined}
              onClick={() => setOffset((o) => o + PAGE_SIZE)}
            >
              Next
            </Button>
          </HStack>
        </HStack>
      )}
    </>
  );
}
