import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { fieldText, hasChanges, wordDiff } from '@/lib/history/word-diff';
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

/** Field by field, the words that differ between two versions of an item (docs/product.md §13). */
export function FieldDiffs({ labels, before, after, beforeName, afterName }: FieldDiffsProps) {
  const rows = Object.entries(labels)
    .map(([field, label]) => ({
      field,
      label,
      parts: wordDiff(fieldText(before[field]), fieldText(after[field])),
    }))
    .filter((r) => hasChanges(r.parts));
  if (rows.length === 0) return <Text color="fg.muted">No differences in the fields.</Text>;
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        Struck through: only in {beforeName}. Underlined: only in {afterName}.
      </Text>
      {rows.map((r) => (
        <Box key={r.field} data-diff-field={r.field}>
          <Heading as="h4" size="sm" mb="1">
            {r.label}
          </Heading>
          <WordDiffText parts={r.parts} />
        </Box>
      ))}
    </Stack>
  );
}
