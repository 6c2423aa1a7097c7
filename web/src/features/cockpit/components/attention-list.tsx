import type { CockpitRow } from '@icp-studio/contracts';
import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuTriangleAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { rowLink } from '../lib/table';

const PALETTE: Record<string, string> = {
  overdue: 'red',
  kpi_behind: 'red',
  low_score: 'orange',
  stale: 'gray',
};

/** "Needs attention" (docs/product.md §18): each client with a reason, and why. */
export function AttentionList({ rows, limit = 6 }: { rows: CockpitRow[]; limit?: number }) {
  if (rows.length === 0) return null;
  const shown = rows.slice(0, limit);
  return (
    <Box
      as="section"
      aria-labelledby="attention-heading"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      mb="6"
    >
      <HStack gap="2" mb="3">
        <Box color="orange.fg">
          <LuTriangleAlert aria-hidden />
        </Box>
        <Heading as="h2" size="md" id="attention-heading">
          Needs attention
        </Heading>
        <Badge colorPalette="orange" variant="solid" borderRadius="full">
          {rows.length}
        </Badge>
      </HStack>
      <Stack as="ul" listStyleType="none" gap="2" data-testid="attention-list">
        {shown.map((row) => {
          const to = rowLink(row);
          return (
            <HStack as="li" key={row.id} gap="3" wrap="wrap" bg="bg.panel" borderRadius="lg" px="3" py="2">
              {to ? (
                <Link asChild fontWeight="medium">
                  <RouterLink to={to}>{row.name}</RouterLink>
                </Link>
              ) : (
                <Text fontWeight="medium">{row.name}</Text>
              )}
              <HStack gap="1.5" wrap="wrap">
                {row.attention.map((r) => (
                  <Badge
                    key={r.kind}
                    colorPalette={PALETTE[r.kind] ?? 'gray'}
                    variant="subtle"
                    borderRadius="full"
                  >
                    {r.text}
                  </Badge>
                ))}
              </HStack>
            </HStack>
          );
        })}
      </Stack>
      {rows.length > shown.length ? (
        <Text fontSize="sm" color="fg.muted" mt="2">
          and {rows.length - shown.length} more: choose “Needs attention” below to see them all.
        </Text>
      ) : null}
    </Box>
  );
}
