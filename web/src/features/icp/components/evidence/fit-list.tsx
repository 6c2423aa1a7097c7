import type { EvidenceFitSort } from '@icp-studio/contracts';
import { Badge, Button, HStack, List, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DownloadButton } from '@/components/download-button';
import { routeRequest } from '@/lib/api-client';
import { useEvidenceFit } from '../../api/evidence';
import { rowMovement } from './fit-summary-text';

const PAGE_SIZE = 20;
const TIER_PALETTE: Record<string, string> = { A: 'green', B: 'teal', C: 'orange', D: 'red' };

/** A sortable column header: a button that toggles the order, with aria-sort on the header. */
function SortHeader({
  label,
  column,
  sort,
  order,
  onSort,
}: {
  label: string;
  column: EvidenceFitSort;
  sort: EvidenceFitSort;
  order: 'asc' | 'desc';
  onSort: (column: EvidenceFitSort) => void;
}) {
  const active = sort === column;
  return (
    <Table.ColumnHeader
      textAlign="end"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <Button size="xs" variant="ghost" onClick={() => onSort(column)}>
        {label}
        {active ? (order === 'asc' ? ' ↑' : ' ↓') : ''}
      </Button>
    </Table.ColumnHeader>
  );
}

const money = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/**
 * The imported clients with their fit score (and how it moved since the previous scores), tier, value and
 * a reason per attribute, best fit first (the Fit and Value headers sort), paged; a client the profile
 * calls not a fit (a disqualifier) leads with why its score is capped. The whole list downloads as a
 * spreadsheet in the file's order (`GET /api/icps/{id}/evidence/fit.csv`), also in a layout for
 * HubSpot's importer (`?layout=hubspot`).
 */
export function FitList({ icpId }: { icpId: string }) {
  const [offset, setOffset] = useState(0);
  const [sort, setSort] = useState<EvidenceFitSort>('fit');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const fit = useEvidenceFit(icpId, { limit: PAGE_SIZE, offset, sort, order });
  const onSort = (column: EvidenceFitSort) => {
    if (column === sort) setOrder((o) => (o === 'desc' ? 'asc' : 'desc'));
    else {
      setSort(column);
      setOrder('desc');
    }
    setOffset(0);
  };

  if (fit.isPending) return <Text color="fg.muted">Scoring clients...</Text>;
  if (fit.isError) return <Text color="fg.error">The fit scores could not be loaded.</Text>;
  const page = fit.data;
  return (
    <>
      <HStack justify="end" mb="3" gap="2" flexWrap="wrap">
        <DownloadButton
          url={() => routeRequest('exportIcpEvidenceFitCsv', { params: { id: icpId } }).url}
          fallbackName="client-fit.csv"
          failure="Failed to download CSV"
        >
          Download scored list (CSV)
        </DownloadButton>
        <DownloadButton
          url={() =>
            routeRequest('exportIcpEvidenceFitCsv', { params: { id: icpId }, query: { layout: 'hubspot' } })
              .url
          }
          fallbackName="client-fit-hubspot.csv"
          failure="Failed to download CSV"
        >
          Download for HubSpot (CSV)
        </DownloadButton>
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm" aria-label="Client fit">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>Client</Table.ColumnHeader>
              <SortHeader label="Fit" column="fit" sort={sort} order={order} onSort={onSort} />
              <Table.ColumnHeader>Tier</Table.ColumnHeader>
              <SortHeader label="Value" column="value" sort={sort} order={order} onSort={onSort} />
              <Table.ColumnHeader>Reasons</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.items.map((item) => {
              const moved = rowMovement(item);
              return (
                <Table.Row key={item.row}>
                  <Table.Cell>{item.name ?? item.clientId ?? `Row ${item.row}`}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    {moved && (
                      <Text
                        as="span"
                        role="img"
                        aria-label={moved.label}
                        title={moved.label}
                        color={moved.mark === '▲' ? 'green.700' : 'red.700'}
                        mr="1"
                      >
                        {moved.mark}
                      </Text>
                    )}
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
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {item.value === null ? '—' : money.format(item.value)}
                  </Table.Cell>
                  <Table.Cell>
                    <List.Root variant="plain" fontSize="sm" gap="0.5">
                      {(item.disqualifiedBy ?? []).map((d) => (
                        <List.Item key={`not-a-fit-${d.disqualifier}`} color="fg.error" fontWeight="medium">
                          {d.reason}
                          {item.uncappedScore != null ? ` (capped from ${item.uncappedScore})` : ''}
                        </List.Item>
                      ))}
                      {item.coverage && (
                        <List.Item color="fg.warning" fontStyle="italic">
                          {item.coverage}
                        </List.Item>
                      )}
                      {item.reasons.map((r) => (
                        <List.Item key={r.attribute}>{r.reason}</List.Item>
                      ))}
                    </List.Root>
                  </Table.Cell>
                </Table.Row>
              );
            })}
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
