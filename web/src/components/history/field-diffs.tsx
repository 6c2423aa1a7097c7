import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { fieldDiff, type DiffRow } from '@/lib/history/field-diff';
import { WordDiffText } from './word-diff-text';

export interface FieldDiffsProps {
  /** The fields to compare, in order, with their labels. */
  labels: Record<string, string>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** What each side is called in the legend ("version 2", "the current text", "your changes"). */
  beforeName: string;
  afterName: string;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Field by field, what differs between two versions of an item (docs/product.md §13), and only what a
 * reader would see differ: prose by sentence, lists by item (lib/history/field-diff), the two sides
 * next to each other on wide screens and one above the other on phones, where a row both sides share
 * is shown once.
 */
export function FieldDiffs({ labels, before, after, beforeName, afterName }: FieldDiffsProps) {
  const fields = Object.entries(labels).flatMap(([field, label]) => {
    const diff = fieldDiff(before[field], after[field]);
    return diff ? [{ field, label, ...diff }] : [];
  });
  if (fields.length === 0) return <Text color="fg.muted">No differences in the fields.</Text>;
  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted">
        Struck through: only in {beforeName}. Underlined: only in {afterName}.
      </Text>
      {fields.map((f) => (
        <Box key={f.field} data-diff-field={f.field} data-diff-mode={f.mode}>
          <Heading as="h4" size="sm" mb="2">
            {f.label}
          </Heading>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} columnGap="4" rowGap="1.5">
            <Text hideBelow="md" fontSize="xs" fontWeight="semibold" color="fg.muted">
              {capitalised(beforeName)}
            </Text>
            <Text hideBelow="md" fontSize="xs" fontWeight="semibold" color="fg.muted">
              {capitalised(afterName)}
            </Text>
            {f.rows.map((row, i) => (
              <DiffCells key={i} row={row} />
            ))}
          </Grid>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * One sentence or item: its before side and its after side. On phones a row both sides share shows
 * its after side only, and an empty side is left out.
 */
function DiffCells({ row }: { row: DiffRow }) {
  const hideBefore = row.before === null || row.kind === 'same';
  return (
    <>
      <Cell parts={row.before} kind={row.kind} hideBelowMd={hideBefore} side="before" />
      <Cell parts={row.after} kind={row.kind} hideBelowMd={row.after === null} side="after" />
    </>
  );
}

function Cell({
  parts,
  kind,
  hideBelowMd,
  side,
}: {
  parts: DiffRow['before'];
  kind: DiffRow['kind'];
  hideBelowMd: boolean;
  side: 'before' | 'after';
}) {
  const tint =
    kind === 'same' || parts === null ? undefined : side === 'before' ? 'red.muted' : 'green.muted';
  return (
    <Box
      hideBelow={hideBelowMd ? 'md' : undefined}
      data-diff-side={side}
      data-diff-row={kind}
      borderStartWidth={tint ? '3px' : undefined}
      borderColor={tint}
      ps={tint ? '2' : undefined}
      color={kind === 'same' ? 'fg.muted' : undefined}
    >
      {parts && <WordDiffText parts={parts} />}
    </Box>
  );
}
