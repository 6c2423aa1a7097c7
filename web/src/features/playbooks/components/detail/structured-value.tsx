import type { Json } from '@icp-studio/contracts';
import { Box, List, Stack, Text } from '@chakra-ui/react';
import { hasContent } from '../../lib/json-or-text';

/** `targetAudience`, `content_lead` -> "Target audience", "Content lead"; keys with spaces stay as written. */
export function humanizeKey(key: string): string {
  if (/\s/.test(key.trim())) return key.trim();
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

const isPrimitive = (v: Json): v is string | number | boolean | null => v === null || typeof v !== 'object';

function primitiveText(v: string | number | boolean | null): string {
  if (v === null) return '';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return String(v);
}

/** Long text with its line breaks. */
export function RichText({ text, color }: { text: string; color?: string }) {
  return (
    <Text whiteSpace="pre-line" wordBreak="break-word" color={color} lineHeight="tall">
      {text.trim()}
    </Text>
  );
}

/**
 * Any JSON value, readably: text with its line breaks; lists as bullet lists (or stacked blocks of
 * objects); objects as label/value rows, nested as needed. Used for "text or structured" fields
 * (team roles, AI content ideas, AI campaigns, messaging pillars).
 */
export function StructuredValue({ value, depth = 0 }: { value: Json | undefined; depth?: number }) {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return <RichText text={value} />;
  if (isPrimitive(value)) return <Text>{primitiveText(value)}</Text>;

  if (Array.isArray(value)) {
    if (value.every(isPrimitive)) {
      return (
        <List.Root ps="5" gap="1.5">
          {value.map((item, i) => (
            <List.Item key={i} wordBreak="break-word" _marker={{ color: 'brand.solid' }}>
              {primitiveText(item as string | number | boolean | null)}
            </List.Item>
          ))}
        </List.Root>
      );
    }
    return (
      <Stack gap="3">
        {value.map((item, i) => (
          <Box
            key={i}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="lg"
            px="4"
            py="3"
            bg={depth === 0 ? 'bg.subtle' : undefined}
          >
            <StructuredValue value={item} depth={depth + 1} />
          </Box>
        ))}
      </Stack>
    );
  }

  const entries = Object.entries(value).filter(([, v]) => hasContent(v));
  if (depth > 0) {
    // Nested: compact "Label: value" lines, deeper structures indented under their label.
    return (
      <Stack as="dl" gap="1.5">
        {entries.map(([key, v]) =>
          isPrimitive(v) ? (
            <Box key={key} display="flex" gap="1.5" flexWrap="wrap">
              <Text as="dt" fontWeight="medium" color="fg">
                {humanizeKey(key)}:
              </Text>
              <Text as="dd" color="fg.muted" wordBreak="break-word">
                {primitiveText(v)}
              </Text>
            </Box>
          ) : (
            <Box key={key}>
              <Text as="dt" fontWeight="medium" color="fg">
                {humanizeKey(key)}
              </Text>
              <Box as="dd" color="fg.muted" ps="3" mt="1">
                <StructuredValue value={v} depth={depth + 1} />
              </Box>
            </Box>
          ),
        )}
      </Stack>
    );
  }
  return (
    <Stack as="dl" gap="3">
      {entries.map(([key, v]) => (
        <Box
          key={key}
          display="grid"
          gridTemplateColumns={isPrimitive(v) ? { base: '1fr', sm: 'minmax(8rem, 12rem) 1fr' } : '1fr'}
          gap={{ base: '0.5', sm: isPrimitive(v) ? '4' : '1.5' }}
        >
          <Text as="dt" fontWeight="semibold" color="fg">
            {humanizeKey(key)}
          </Text>
          <Box as="dd" color="fg.muted" minW="0" ps={isPrimitive(v) ? '0' : '3'}>
            <StructuredValue value={v} depth={depth + 1} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
