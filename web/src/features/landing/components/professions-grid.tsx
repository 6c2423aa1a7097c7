import { Box, Container, Icon, SimpleGrid, Text } from '@chakra-ui/react';
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

/** Spec section 1: the twelve professions the landing page targets. */
export const PROFESSIONS: { icon: IconType; label: string }[] = [
  { icon: LuCalculator, label: 'Accountants' },
  { icon: LuScale, label: 'Attorneys' },
  { icon: LuPresentation, label: 'Business Coaches' },
  { icon: LuBriefcase, label: 'Consultants' },
  { icon: LuChartLine, label: 'Financial Advisors' },
  { icon: LuMegaphone, label: 'Marketing Agencies' },
  { icon: LuCode, label: 'Software Developers' },
  { icon: LuHouse, label: 'Real Estate Agents' },
  { icon: LuShieldCheck, label: 'Insurance Agents' },
  { icon: LuReceipt, label: 'Tax Professionals' },
  { icon: LuGem, label: 'Wealth Managers' },
  { icon: LuClapperboard, label: 'Video Production' },
];

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
      </Container>
    </Box>
  );
}
