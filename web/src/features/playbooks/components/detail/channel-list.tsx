import type { SelectedChannels } from '@icp-studio/contracts';
import { Badge, Box, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { normalizeChannels } from '../../lib/channels';
import { StructuredValue, humanizeKey } from './structured-value';

/**
 * Marketing channels in any stored shape: names as badges; channels with details (objects with a
 * `channel`, or a map of channel -> details) as small cards with their details.
 */
export function ChannelList({ channels }: { channels: SelectedChannels | null | undefined }) {
  const entries = normalizeChannels(channels);
  if (entries.length === 0) return null;
  const detailed = entries.some((e) => e.description || e.fields.length > 0);

  if (!detailed) {
    return (
      <Wrap gap="2" as="ul" listStyleType="none" aria-label="Channels">
        {entries.map((e) => (
          <Box as="li" key={e.name}>
            <Badge size="lg" colorPalette="brand" variant="subtle" borderRadius="full" px="3">
              {e.name}
            </Badge>
          </Box>
        ))}
      </Wrap>
    );
  }

  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, md: 2, xl: 3 }}
      gap="3"
      aria-label="Channels"
    >
      {entries.map((e) => (
        <Stack
          as="li"
          key={e.name}
          gap="2"
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="lg"
          px="4"
          py="3"
          bg="bg.subtle"
          minW="0"
        >
          <Text fontWeight="semibold">{e.name}</Text>
          {e.description ? (
            <Text color="fg.muted" whiteSpace="pre-line" wordBreak="break-word">
              {e.description}
            </Text>
          ) : null}
          {e.fields.map((f) => (
            <HStack key={f.key} align="start" gap="2" fontSize="xs" wrap="wrap">
              <Text color="fg.muted" fontWeight="medium" flexShrink="0">
                {humanizeKey(f.key)}:
              </Text>
              <Box minW="0" flex="1">
                {typeof f.value === 'object' && f.value !== null ? (
                  <StructuredValue value={f.value} depth={2} />
                ) : (
                  <Text>{typeof f.value === 'boolean' ? (f.value ? 'Yes' : 'No') : String(f.value)}</Text>
                )}
              </Box>
            </HStack>
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
