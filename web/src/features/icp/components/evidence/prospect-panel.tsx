import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Input,
  List,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { getServerMessage } from '@/lib/api-client';
import { useScoreProspects } from '../../api/evidence';

const SHOWN = 50;
const TIER_PALETTE: Record<string, string> = { A: 'green', B: 'teal', C: 'orange', D: 'red' };

/**
 * "Rank a prospect list" (docs/evidence.md, "Prospect scoring"): a pasted list or a CSV file is scored
 * against the profile (`POST /api/icps/{id}/evidence/score`, the saved column mapping applied, else the
 * guesses), the best 50 shown; nothing is stored. As in the client list, a prospect the profile calls not
 * a fit leads with why its score is capped, and a score on few known attributes says how little it knows.
 */
export function ProspectPanel({ icpId }: { icpId: string }) {
  const [csv, setCsv] = useState('');
  const score = useScoreProspects();
  const result = score.data;

  const readFile = async (file: File | undefined) => {
    if (file) setCsv(await file.text());
  };

  return (
    <Stack gap="3">
      <Text color="fg.muted">
        Paste a lead list from a spreadsheet (with a header row) or choose a CSV file to see which prospects
        fit the profile best. The list is not saved.
      </Text>
      <Field.Root>
        <Field.Label>Prospect list</Field.Label>
        <Textarea
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
          rows={5}
          placeholder={'Company,Industry,Employees\nAcme Dental,Dental,25'}
        />
      </Field.Root>
      <HStack gap="3" flexWrap="wrap">
        <Field.Root width="auto">
          <Field.Label>Prospect CSV file</Field.Label>
          <Input
            type="file"
            accept=".csv,text/csv,text/plain"
            p="1"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </Field.Root>
        <Button
          alignSelf="end"
          colorPalette="teal"
          disabled={!csv.trim()}
          loading={score.isPending}
          onClick={() => score.mutate({ id: icpId, csv })}
        >
          Rank prospects
        </Button>
      </HStack>
      {score.isError && (
        <Text color="fg.error" role="alert">
          {getServerMessage(score.error, 'The prospect list could not be scored.')}
        </Text>
      )}
      {result && (
        <Box>
          <Text mb="2" role="status">
            {result.rowCount} {result.rowCount === 1 ? 'prospect' : 'prospects'} scored: A {result.tiers.A}, B{' '}
            {result.tiers.B}, C {result.tiers.C}, D {result.tiers.D}, insufficient data{' '}
            {result.tiers.insufficient}.{result.items.length > SHOWN ? ` The best ${SHOWN} are shown.` : ''}
          </Text>
          <Table.ScrollArea borderWidth="1px" borderRadius="lg">
            <Table.Root size="sm" aria-label="Ranked prospects">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader textAlign="end">Row</Table.ColumnHeader>
                  <Table.ColumnHeader>Prospect</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Fit</Table.ColumnHeader>
                  <Table.ColumnHeader>Tier</Table.ColumnHeader>
                  <Table.ColumnHeader>Reasons</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.items.slice(0, SHOWN).map((item) => (
                  <Table.Row key={item.row}>
                    <Table.Cell textAlign="end">{item.row}</Table.Cell>
                    <Table.Cell>{item.name ?? item.clientId ?? `Row ${item.row}`}</Table.Cell>
                    <Table.Cell textAlign="end">{item.score ?? '—'}</Table.Cell>
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
                        {item.coverage && (
                          <List.Item color="fg.warning" fontStyle="italic">
                            {item.coverage}
                          </List.Item>
                        )}
                        {item.reasons.map((r) => (
                          <List.Item key={r}>{r}</List.Item>
                        ))}
                      </List.Root>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      )}
    </Stack>
  );
}
