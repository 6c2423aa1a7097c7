import type { Json, Playbook } from '@icp-studio/contracts';
import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCalendarDays } from 'react-icons/lu';
import { RichText, StructuredValue, humanizeKey } from './structured-value';

export type Campaign = { name?: string; objective?: string; timeline?: string } & {
  [key: string]: Json | undefined;
};

/** Marketing campaigns: cards with name, objective and a timeline badge; or the free text as written. */
export function CampaignList({ campaigns }: { campaigns: Playbook['campaigns'] | Campaign[] }) {
  if (!campaigns) return null;
  if (typeof campaigns === 'string') return <RichText text={campaigns} />;
  return (
    <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" aria-label="Campaigns">
      {campaigns.map((c, i) => {
        const { name, objective, timeline, ...rest } = c;
        const extra = Object.entries(rest).filter(([, v]) => v !== null && v !== '' && v !== undefined);
        return (
          <Stack
            as="li"
            key={i}
            gap="2"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="lg"
            px="4"
            py="3.5"
            bg="bg.subtle"
            minW="0"
          >
            <HStack justify="space-between" align="start" gap="3">
              <Text fontWeight="semibold" wordBreak="break-word">
                {name?.trim() || `Campaign ${i + 1}`}
              </Text>
              {timeline ? (
                <Badge colorPalette="accent" variant="subtle" flexShrink="0" maxW="50%" whiteSpace="normal">
                  <LuCalendarDays /> {timeline}
                </Badge>
              ) : null}
            </HStack>
            {objective ? (
              <Text color="fg.muted" whiteSpace="pre-line" wordBreak="break-word">
                {objective}
              </Text>
            ) : null}
            {extra.length > 0 ? (
              <Stack gap="1.5" pt="1">
                {extra.map(([key, value]) => (
                  <Box key={key} fontSize="xs">
                    <Text as="span" fontWeight="medium" color="fg.muted">
                      {humanizeKey(key)}:{' '}
                    </Text>
                    {typeof value === 'object' && value !== null ? (
                      <Box mt="1">
                        <StructuredValue value={value} depth={2} />
                      </Box>
                    ) : (
                      <Text as="span">{String(value)}</Text>
                    )}
                  </Box>
                ))}
              </Stack>
            ) : null}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
