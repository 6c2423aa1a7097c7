import { HStack, Icon, Text } from '@chakra-ui/react';
import { LuBraces, LuTriangleAlert, LuType } from 'react-icons/lu';

export type FormatKind = 'campaigns' | 'kpis' | 'metrics' | 'structure';

const NOUNS: Record<FormatKind, [string, string]> = {
  campaigns: ['campaign', 'campaigns'],
  kpis: ['KPI', 'KPIs'],
  metrics: ['metric', 'metrics'],
  structure: ['entry', 'entries'],
};

/**
 * Under a "JSON or text" field: how what was typed will be saved (docs/product.md §5). `parsed` is what the
 * field's parser made of the text.
 */
export function FormatHint({ text, parsed, kind }: { text: string; parsed: unknown; kind: FormatKind }) {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const [one, many] = NOUNS[kind];
  if (parsed !== null && typeof parsed === 'object') {
    const count = Array.isArray(parsed) ? parsed.length : Object.keys(parsed).length;
    return (
      <HStack gap="1.5" fontSize="xs" color="fg.success" aria-live="polite">
        <Icon boxSize="3.5">
          <LuBraces />
        </Icon>
        <Text>
          Structured: {count} {count === 1 ? one : many}
        </Text>
      </HStack>
    );
  }
  if (/^[[{]/.test(trimmed)) {
    return (
      <HStack gap="1.5" fontSize="xs" color="fg.warning" aria-live="polite">
        <Icon boxSize="3.5">
          <LuTriangleAlert />
        </Icon>
        <Text>This looks like JSON but can&apos;t be read as {many}; it will be saved as text.</Text>
      </HStack>
    );
  }
  return (
    <HStack gap="1.5" fontSize="xs" color="fg.muted" aria-live="polite">
      <Icon boxSize="3.5">
        <LuType />
      </Icon>
      <Text>Saved as free text</Text>
    </HStack>
  );
}
