import { Box, Container, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { PROFESSIONS as ALL_PROFESSIONS } from '@icp-studio/contracts';
import type { IconType } from 'react-icons';
import {
  LuBriefcase,
  LuCalculator,
  LuChartLine,
  LuClapperboard,
  LuCode,
  LuGem,
  LuHouse,
  LuMegaphone,
  LuPresentation,
  LuReceipt,
  LuScale,
  LuShieldCheck,
} from 'react-icons/lu';
import { SectionHeading } from './section-heading';

/**
 * The twelve professions the landing page highlights (docs/product.md), each with the ids of the shared
 * profession list (libs/contracts/src/professions.ts) it stands for; the others are named below the grid.
 */
export const PROFESSIONS: { icon: IconType; label: string; ids: string[] }[] = [
  { icon: LuCalculator, label: 'Accountants', ids: ['accountants', 'bookkeepers'] },
  { icon: LuScale, label: 'Attorneys', ids: ['business-lawyers'] },
  { icon: LuPresentation, label: 'Business Coaches', ids: ['business-coaches'] },
  { icon: LuBriefcase, label: 'Consultants', ids: ['consultants'] },
  { icon: LuChartLine, label: 'Financial Advisors', ids: ['financial-advisors'] },
  { icon: LuMegaphone, label: 'Marketing Agencies', ids: ['marketing-agencies'] },
  { icon: LuCode, label: 'Software Developers', ids: ['software-developers'] },
  { icon: LuHouse, label: 'Real Estate Agents', ids: ['real-estate-agents'] },
  { icon: LuShieldCheck, label: 'Insurance Agents', ids: ['insurance-agents'] },
  { icon: LuReceipt, label: 'Tax Professionals', ids: ['tax-professionals'] },
  { icon: LuGem, label: 'Wealth Managers', ids: ['wealth-managers'] },
  { icon: LuClapperboard, label: 'Video Production', ids: ['video-production'] },
];

const HIGHLIGHTED = new Set(PROFESSIONS.flatMap((p) => p.ids));
/** Every other profession the app knows, by the shared list's labels. */
export const MORE_PROFESSIONS = ALL_PROFESSIONS.filter((p) => !HIGHLIGHTED.has(p.id)).map((p) => p.label);

export function ProfessionsGrid() {
  return (
    <Box as="section" id="professions" aria-labelledby="professions-title" py={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <SectionHeading
          id="professions-title"
          eyebrow="Who it's for"
          title="Built for service professionals"
          description="Whatever you offer, ICP Studio starts from what matters in your field."
        />
        <SimpleGrid
          as="ul"
          columns={{ base: 2, sm: 3, lg: 4 }}
          gap={{ base: '3', md: '4' }}
          listStyleType="none"
        >
          {PROFESSIONS.map(({ icon, label }) => (
            <Box
              as="li"
              key={label}
              display="flex"
              alignItems="center"
              gap="3"
              p={{ base: '3', md: '4' }}
              borderRadius="xl"
              borderWidth="1px"
              borderColor="border.muted"
              bg="bg.panel"
              transition="border-color 0.2s ease, background-color 0.2s ease"
              _hover={{ borderColor: 'brand.200', bg: 'brand.subtle' }}
            >
              <Box
                boxSize={{ base: '9', md: '10' }}
                borderRadius="lg"
                bg="brand.subtle"
                color="brand.fg"
                display="flex"
                alignItems="center"
                justifyContent="center"
                flexShrink={0}
              >
                <Icon as={icon} boxSize={{ base: '4.5', md: '5' }} />
              </Box>
              <Text fontWeight="medium" fontSize={{ base: 'sm', md: 'md' }} lineHeight="short">
                {label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Text mt="6" color="fg.muted" textAlign="center" data-testid="more-professions">
          And {MORE_PROFESSIONS.length} more: {MORE_PROFESSIONS.join(', ')}.
        </Text>
      </Container>
    </Box>
  );
}
