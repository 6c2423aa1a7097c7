import type { FieldConflict } from '@icp-studio/contracts';
import { Box, Heading, RadioGroup, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { fieldText } from '@/lib/history/word-diff';
import { editableText, isEditable, type MergeChoice } from '@/lib/history/merge';

export interface FieldMergeProps {
  fields: FieldConflict[];
  labels: Record<string, string>;
  /** Who saved theirs ("Fiona"). */
  theirName: string;
  choices: Record<string, MergeChoice>;
  onChoose: (field: string, choice: MergeChoice) => void;
}

/**
 * The fields both saves changed (docs/product.md §13), each with both texts side by side and the choice:
 * keep theirs, keep mine, or edit a merge (text and lists; the editor starts from both texts). A field
 * with no choice yet keeps mine.
 */
export function FieldMerge({ fields, labels, theirName, choices, onChoose }: FieldMergeProps) {
  return (
    <Stack gap="6">
      {fields.map((f) => {
        const label = labels[f.field] ?? f.field;
        const choice = choices[f.field] ?? { keep: 'mine' };
        const headingId = `merge-${f.field}-heading`;
        return (
          <Box key={f.field} data-merge-field={f.field} role="group" aria-labelledby={headingId}>
            <Heading as="h3" size="sm" mb="2" id={headingId}>
              {label}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="3">
              <Side title={`${theirName}’s version`} text={fieldText(f.theirs)} testId="theirs" />
              <Side title="Your version" text={fieldText(f.mine)} testId="mine" />
            </SimpleGrid>
            <RadioGroup.Root
              value={choice.keep}
              onValueChange={(e) => {
                if (e.value === 'edited') {
                  onChoose(f.field, { keep: 'edited', text: mergeStart(f) });
                } else if (e.value === 'theirs' || e.value === 'mine') onChoose(f.field, { keep: e.value });
              }}
              colorPalette="brand"
              aria-label={`Which ${label} to keep`}
            >
              <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
                <Choice value="theirs" text={`Keep ${theirName}’s`} />
                <Choice value="mine" text="Keep mine" />
                {isEditable(f) && <Choice value="edited" text="Edit a merge" />}
              </Stack>
            </RadioGroup.Root>
            {choice.keep === 'edited' && (
              <Textarea
                mt="3"
                rows={5}
                aria-label={`Merged ${label}`}
                value={choice.text}
                onChange={(e) => onChoose(f.field, { keep: 'edited', text: e.target.value })}
              />
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

/** A merge starts from both texts, theirs first (a list: their items, then mine not among them). */
function mergeStart(f: FieldConflict): string {
  if (Array.isArray(f.theirs) || Array.isArray(f.mine)) {
    const theirs = editableText(f.theirs).split('\n').filter(Boolean);
    const mine = editableText(f.mine).split('\n').filter(Boolean);
    return [...theirs, ...mine.filter((m) => !theirs.includes(m))].join('\n');
  }
  return [editableText(f.theirs), editableText(f.mine)].filter(Boolean).join('\n\n');
}

function Side({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <Box borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3" data-side={testId}>
      <Text fontSize="sm" fontWeight="semibold" mb="1">
        {title}
      </Text>
      <Text whiteSpace="pre-wrap" fontSize="sm">
        {text || '(empty)'}
      </Text>
    </Box>
  );
}

function Choice({ value, text }: { value: string; text: string }) {
  return (
    <RadioGroup.Item value={value}>
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      <RadioGroup.ItemText>{text}</RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}
