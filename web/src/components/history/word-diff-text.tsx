import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import type { DiffPart } from '@/lib/history/word-diff';

/**
 * A word diff as text (docs/product.md §13): removed words struck through in a <del>, added ones
 * underlined in an <ins>, each announced to screen readers ("removed: ...", "added: ...").
 */
export function WordDiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <Text as="div" whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm" lineHeight="tall">
      {parts.flatMap(edgeSpaceApart).map((p, i) =>
        p.kind === 'same' ? (
          <span key={i}>{p.text}</span>
        ) : p.kind === 'removed' ? (
          <Box
            as="del"
            key={i}
            bg="red.subtle"
            color="red.fg"
            textDecoration="line-through"
            borderRadius="sm"
            px="0.5"
          >
            <VisuallyHidden>removed: </VisuallyHidden>
            {p.text}
          </Box>
        ) : (
          <Box
            as="ins"
            key={i}
            bg="green.subtle"
            color="green.fg"
            textDecoration="underline"
            borderRadius="sm"
            px="0.5"
          >
            <VisuallyHidden>added: </VisuallyHidden>
            {p.text}
          </Box>
        ),
      )}
    </Text>
  );
}

/** A change's leading and trailing spaces (line breaks) shown unmarked: only its words are marked. */
function edgeSpaceApart(p: DiffPart): DiffPart[] {
  if (p.kind === 'same') return [p];
  const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(p.text)!;
  const [, lead = '', words = '', trail = ''] = m;
  if (!words) return [{ kind: 'same', text: p.text }];
  return [
    ...(lead ? [{ kind: 'same' as const, text: lead }] : []),
    { kind: p.kind, text: words },
    ...(trail ? [{ kind: 'same' as const, text: trail }] : []),
  ];
}
