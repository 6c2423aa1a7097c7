import { Box, Card, HStack, Icon, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuBookOpen, LuSparkles, LuTarget } from 'react-icons/lu';

export interface SummaryFigures {
  profiles?: number;
  profilesCompleted?: number;
  playbooks?: number;
  playbooksCompleted?: number;
  /** Every visible profile with AI suggestions (the server's count). */
  aiInsights?: number;
}

function SummaryCard({
  title,
  value,
  detail,
  icon,
  palette,
}: {
  title: string;
  value: number | undefined;
  detail: ReactNode;
  icon: IconType;
  palette: string;
}) {
  return (
    <Card.Root borderRadius="xl" borderColor="border.muted" boxShadow="xs" role="group" aria-label={title}>
      <Card.Body p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" align="start" gap="4">
          <Stack gap="1" minW="0">
            <Text fontSize="sm" fontWeight="medium" color="fg.muted">
              {title}
            </Text>
            {value === undefined ? (
              <Skeleton height="9" width="14" my="0.5" />
            ) : (
              <Text
                fontSize={{ base: '2xl', md: '3xl' }}
                fontWeight="bold"
                fontFamily="heading"
                lineHeight="1.2"
                fontVariantNumeric="tabular-nums"
                data-testid={`summary-${title.toLowerCase().replace(/\s+/g, '-')}`}
              >
                {value}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted">
              {detail}
            </Text>
          </Stack>
          <Box
            boxSize="11"
            flexShrink={0}
            borderRadius="xl"
            bg={`${palette}.subtle`}
            color={`${palette}.fg`}
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            <Icon boxSize="5" as={icon} />
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

const orDash = (n: number | undefined) => (n === undefined ? '…' : String(n));

/** The three summary cards (docs/product.md §2), from the server's totals. */
export function SummaryCards({ figures }: { figures: SummaryFigures }) {
  return (
    <SimpleGrid
      as="section"
      aria-label="Summary"
      columns={{ base: 1, sm: 2, lg: 3 }}
      gap={{ base: '4', md: '5' }}
    >
      <SummaryCard
        title="Client Profiles"
        value={figures.profiles}
        detail={`${orDash(figures.profilesCompleted)} completed`}
        icon={LuTarget}
        palette="brand"
      />
      <SummaryCard
        title="Marketing Playbooks"
        value={figures.playbooks}
        detail={`${orDash(figures.playbooksCompleted)} ready to execute`}
        icon={LuBookOpen}
        palette="accent"
      />
      <SummaryCard
        title="AI Insights"
        value={figures.aiInsights}
        detail="Profiles with AI suggestions"
        icon={LuSparkles}
        palette="purple"
      />
    </SimpleGrid>
  );
}
