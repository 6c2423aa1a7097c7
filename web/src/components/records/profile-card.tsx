import type { Icp } from '@icp-studio/contracts';
import { Badge, Box, HStack, LinkBox, LinkOverlay, List, Stack, Text } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { RecordStatusBadge } from '@/components/ui/record-status-badge';
import { shortDate } from '@/lib/format';

/** A profile card of the dashboard and My ICPs grids (docs/product.md §2); the whole card links to /icp/{id}. */
export function ProfileCard({ icp, showClient }: { icp: Icp; showClient?: boolean }) {
  const painPoints = (icp.painPoints ?? []).slice(0, 2);
  const aiEnhanced = icp.aiSuggestions !== null && icp.aiSuggestions !== undefined;
  return (
    <LinkBox
      as="article"
      aria-label={icp.name}
      display="flex"
      flexDirection="column"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.panel"
      p="5"
      boxShadow="xs"
      transition="transform 0.15s ease, box-shadow 0.15s ease, border-color 0.15s ease"
      _hover={{ transform: 'translateY(-2px)', boxShadow: 'md', borderColor: 'brand.border' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <HStack justify="space-between" align="start" gap="3">
        <Box minW="0">
          <LinkOverlay asChild>
            <RouterLink to={`/icp/${icp.id}`}>
              <Text fontWeight="semibold" fontSize="md" lineClamp={2}>
                {icp.name}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <HStack gap="2" mt="1.5" fontSize="sm" color="fg.muted" minW="0">
            <Badge variant="outline" size="sm" flexShrink={0}>
              {icp.type.toUpperCase()}
            </Badge>
            {icp.industry ? <Text truncate>{icp.industry}</Text> : null}
          </HStack>
        </Box>
        <RecordStatusBadge status={icp.status} flexShrink={0} />
      </HStack>

      {showClient && (icp.clientName || icp.clientEmail) ? (
        <Text fontSize="sm" color="fg.muted" mt="2" truncate>
          Client: {icp.clientName || icp.clientEmail}
        </Text>
      ) : null}

      <Stack gap="1.5" mt="4" flex="1">
        <Text
          fontSize="xs"
          fontWeight="semibold"
          color="fg.muted"
          textTransform="uppercase"
          letterSpacing="0.06em"
        >
          Top Pain Points
        </Text>
        {painPoints.length ? (
          <List.Root ps="4" gap="1" fontSize="sm" color="fg">
            {painPoints.map((p, i) => (
              <List.Item key={`${i}-${p}`} _marker={{ color: 'brand.400' }}>
                <Text lineClamp={1}>{p}</Text>
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text fontSize="sm" color="fg.subtle" fontStyle="italic">
            None added yet
          </Text>
        )}
      </Stack>

      <HStack justify="space-between" mt="4" pt="3" borderTopWidth="1px" borderColor="border.muted" gap="2">
        <Text fontSize="xs" color="fg.muted">
          Updated {shortDate(icp.updatedAt)}
        </Text>
        {aiEnhanced ? (
          <Badge colorPalette="purple" variant="subtle" size="sm" borderRadius="full">
            <LuSparkles /> AI Enhanced
          </Badge>
        ) : null}
      </HStack>
    </LinkBox>
  );
}
